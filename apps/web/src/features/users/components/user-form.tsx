import { useMemo } from 'react';
import Box from '@mui/material/Box';
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
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FormGrid } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { paths } from '@/config/paths';
import { flatFormPath } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useFormSave } from '@/lib/use-form-save';
import { useSaveUser } from '../api/users';
import { PROFILE_FIELDS, profileFormValues } from '../utils/profile-values';
import {
  ProfileContactFields,
  ProfileFormLayout,
  ProfileNameFields,
  ProfilePhotoFields,
  useProfilePreview,
} from './profile-fields';
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
  ...PROFILE_FIELDS,
  'email',
  'userName',
  'role',
  'status',
  'password',
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

type UserFormProps = {
  /** The user to edit; without it the form creates a new one. */
  user?: User;
};

/** Create and edit form of a user (admin). */
export function UserForm({ user }: UserFormProps) {
  const isEdit = Boolean(user);
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

  const preview = useProfilePreview(control, 'Nuevo usuario');

  const saveUser = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: isEdit ? 'Cambios guardados' : 'Usuario creado',
    // An admin editing their own account sees the change in the header at once.
    onSaved: (saved) => {
      if (saved.id === currentUser?.id) setUser(saved);
    },
    nextPath: () => paths.dashboard.user.list,
  });
  const onSubmit = handleSubmit(saveUser);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={isEdit ? 'Editar usuario' : 'Nuevo usuario'}
    >
      <ProfileFormLayout
        aside={
          <>
            <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <UserAvatar name={preview.name} photoUrl={preview.photoUrl} size={120} />
              <Typography variant="subtitle1">{preview.name}</Typography>
            </Stack>
            <ProfilePhotoFields control={control} ownAccount={false} />
          </>
        }
      >
        <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
          Cuenta
        </Typography>
        <FormGrid>
          <ProfileNameFields control={control} ownAccount={false} />
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
          <FormSelect control={control} name="role" label="Rol" options={ROLE_OPTIONS} fullWidth />
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
        </FormGrid>

        <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
        <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
          Contacto y ubicación
        </Typography>
        <FormGrid>
          <ProfileContactFields control={control} ownAccount={false} aboutRows={3} />
        </FormGrid>

        <SaveErrorAlert error={save.error} />

        <FormActions
          cancelTo={paths.dashboard.user.list}
          submitLabel={isEdit ? 'Guardar cambios' : 'Crear usuario'}
          submitting={formState.isSubmitting}
        />
      </ProfileFormLayout>
    </Box>
  );
}
