import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ROLE_LABELS,
  USER_ROLES,
  USER_STATUS_LABELS,
  USER_STATUSES,
  userSaveBodySchema,
  type User,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, flatFormPath } from '@/lib/api-error';
import { useSaveUser } from '../api/save-user';
import { previewPhoto } from '../utils/format';
import { profileFormValues } from '../utils/profile-values';
import { FormSelect, FormSwitch, FormTextField } from '@/components/form-fields';
import { UserAvatar } from './user-avatar';

/** The shared body schema, plus: a new user needs a password (an existing one keeps theirs). */
const userFormSchema = userSaveBodySchema.refine(
  (body) => Boolean(body.id) || Boolean(body.password),
  {
    path: ['password'],
    error: 'Ingresa una contraseña',
    // Say it together with the other fields' errors, not only once they are fixed.
    when: () => true,
  },
);

type UserFormValues = z.input<typeof userFormSchema>;
type UserFormOutput = z.output<typeof userFormSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'userName',
  'role',
  'status',
  'password',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'about',
  'isPublic',
  'photoURL',
] as const satisfies readonly (keyof UserFormValues)[];

const ROLE_OPTIONS = USER_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const STATUS_OPTIONS = USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value] }));

function toFormValues(user: User | undefined): UserFormValues {
  return {
    ...profileFormValues(user),
    id: user?.id,
    email: user?.email ?? '',
    userName: user?.userName ?? '',
    // Least privilege for a new account; an admin raises it on purpose.
    role: user?.role ?? 'cliente',
    status: user?.status ?? 'active',
    password: '',
  };
}

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

type UserFormProps = {
  /** The user to edit; without it the form creates a new one. */
  user?: User;
};

/** Create and edit form of a user (admin). */
export function UserForm({ user }: UserFormProps) {
  const isEdit = Boolean(user);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { user: currentUser, setUser } = useAuth();
  const save = useSaveUser();

  const defaultValues = useMemo(() => toFormValues(user), [user]);
  const { control, handleSubmit, setError, formState } = useForm<
    UserFormValues,
    unknown,
    UserFormOutput
  >({
    resolver: zodResolver(userFormSchema),
    defaultValues,
    mode: 'onTouched',
  });

  const [firstName, lastName, photoURL] = useWatch({
    control,
    name: ['firstName', 'lastName', 'photoURL'],
  });
  const previewName = `${firstName ?? ''} ${lastName ?? ''}`.trim() || 'Nuevo usuario';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // An admin editing their own account sees the change in the header at once.
      if (saved.id === currentUser?.id) setUser(saved);
      enqueueSnackbar(isEdit ? 'Cambios guardados' : 'Usuario creado', { variant: 'success' });
      void navigate(paths.dashboard.user.list);
    } catch (error) {
      // The message shows below; the typed values stay where they are.
      applyServerErrors(error, setError, flatFormPath(FIELDS));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={isEdit ? 'Editar usuario' : 'Nuevo usuario'}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <Card sx={{ p: 3, alignSelf: 'start' }}>
          <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <UserAvatar name={previewName} photoUrl={previewPhoto(photoURL)} size={120} />
            <Typography variant="subtitle1">{previewName}</Typography>
          </Stack>
          <Stack spacing={3} sx={{ mt: 3 }}>
            <FormTextField
              control={control}
              name="photoURL"
              label="Foto (URL)"
              placeholder="https://…"
              fullWidth
              type="url"
              helperText="Dirección web de la imagen (http o https)"
            />
            <FormSwitch
              control={control}
              name="isPublic"
              label="Perfil público"
              helperText="Otros usuarios pueden ver su perfil"
            />
          </Stack>
        </Card>

        <Card sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
            Cuenta
          </Typography>
          <Box sx={grid}>
            <FormTextField
              control={control}
              name="firstName"
              label="Nombre"
              autoComplete="off"
              fullWidth
            />
            <FormTextField
              control={control}
              name="lastName"
              label="Apellido"
              autoComplete="off"
              fullWidth
            />
            <FormTextField
              control={control}
              name="email"
              label="Correo electrónico"
              type="email"
              autoComplete="off"
              fullWidth
            />
            <FormTextField
              control={control}
              name="userName"
              label="Usuario (opcional)"
              autoComplete="off"
              fullWidth
              helperText="Para iniciar sesión sin el correo"
            />
            <FormSelect
              control={control}
              name="role"
              label="Rol"
              options={ROLE_OPTIONS}
              fullWidth
            />
            <FormSelect
              control={control}
              name="status"
              label="Estado"
              options={STATUS_OPTIONS}
              fullWidth
            />
            <FormTextField
              control={control}
              name="password"
              label="Contraseña"
              type="password"
              autoComplete="new-password"
              fullWidth
              helperText={isEdit ? 'Dejar vacío para mantener la actual' : 'Al menos 8 caracteres'}
            />
          </Box>

          <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
          <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
            Contacto y ubicación
          </Typography>
          <Box sx={grid}>
            <FormTextField
              control={control}
              name="phoneNumber"
              label="Teléfono"
              type="tel"
              fullWidth
            />
            <FormTextField control={control} name="company" label="Empresa" fullWidth />
            <FormTextField control={control} name="country" label="País" fullWidth />
            <FormTextField control={control} name="state" label="Provincia" fullWidth />
            <FormTextField control={control} name="city" label="Ciudad" fullWidth />
            <FormTextField control={control} name="zipCode" label="Código postal" fullWidth />
            <FormTextField
              control={control}
              name="address"
              label="Dirección"
              fullWidth
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <FormTextField
              control={control}
              name="about"
              label="Acerca de"
              fullWidth
              multiline
              minRows={3}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
          </Box>

          {save.isError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {errorMessage(save.error)}
            </Alert>
          )}

          <FormActions
            cancelTo={paths.dashboard.user.list}
            submitLabel={isEdit ? 'Guardar cambios' : 'Crear usuario'}
            submitting={formState.isSubmitting}
          />
        </Card>
      </Box>
    </Box>
  );
}
