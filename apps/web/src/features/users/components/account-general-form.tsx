import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS, profileSaveBodySchema, type Presence, type User } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, flatFormPath } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import { previewPhoto } from '../utils/format';
import { profileFormValues } from '../utils/profile-values';
import { FormSelect, FormSwitch, FormTextField } from '@/components/form-fields';
import { UserAvatar } from './user-avatar';

type ProfileFormValues = z.input<typeof profileSaveBodySchema>;
type ProfileFormOutput = z.output<typeof profileSaveBodySchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'photoURL',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'about',
  'isPublic',
  'presence',
] as const satisfies readonly (keyof ProfileFormValues)[];

const PRESENCE_OPTIONS: { value: Presence; label: string }[] = [
  { value: 'available', label: 'Disponible' },
  { value: 'busy', label: 'Ocupado' },
];

function toFormValues(user: User): ProfileFormValues {
  return { ...profileFormValues(user), presence: user.presence };
}

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** 'General' tab of the account page: the signed-in user's own data. */
export function AccountGeneralForm({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();

  const { control, handleSubmit, setError, reset, formState } = useForm<
    ProfileFormValues,
    unknown,
    ProfileFormOutput
  >({
    resolver: zodResolver(profileSaveBodySchema),
    defaultValues: toFormValues(user),
    mode: 'onTouched',
  });

  const [firstName, lastName, photoURL] = useWatch({
    control,
    name: ['firstName', 'lastName', 'photoURL'],
  });
  const previewName = `${firstName ?? ''} ${lastName ?? ''}`.trim() || user.displayName;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      setUser(saved);
      // What the server stored (trimmed, normalised) becomes the new starting point.
      reset(toFormValues(saved));
      enqueueSnackbar('Cambios guardados', { variant: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, flatFormPath(FIELDS));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Datos generales">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
        }}
      >
        <Card sx={{ p: 3, alignSelf: 'start' }}>
          <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <UserAvatar
              name={previewName}
              photoUrl={previewPhoto(photoURL)}
              size={120}
              sx={{ mb: 1 }}
            />
            <Typography variant="subtitle1">{previewName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {user.email}
            </Typography>
            <Typography variant="caption" color="text.disabled">
              {ROLE_LABELS[user.role]}
            </Typography>
          </Stack>
          <Stack spacing={3} sx={{ mt: 3 }}>
            <FormTextField
              control={control}
              name="photoURL"
              label="Foto (URL)"
              placeholder="https://…"
              type="url"
              fullWidth
              helperText="Dirección web de tu foto (http o https)"
            />
            <FormSelect
              control={control}
              name="presence"
              label="Disponibilidad"
              options={PRESENCE_OPTIONS}
              fullWidth
              helperText="Lo que ven tus compañeros en Contactos"
            />
            <FormSwitch
              control={control}
              name="isPublic"
              label="Perfil público"
              helperText="Otros usuarios pueden ver tu perfil"
            />
          </Stack>
        </Card>

        <Card sx={{ p: 3 }}>
          <Box sx={grid}>
            <FormTextField
              control={control}
              name="firstName"
              label="Nombre"
              autoComplete="given-name"
              fullWidth
            />
            <FormTextField
              control={control}
              name="lastName"
              label="Apellido"
              autoComplete="family-name"
              fullWidth
            />
            <FormTextField
              control={control}
              name="phoneNumber"
              label="Teléfono"
              type="tel"
              autoComplete="tel"
              fullWidth
            />
            <FormTextField
              control={control}
              name="company"
              label="Empresa"
              autoComplete="organization"
              fullWidth
            />
            <FormTextField
              control={control}
              name="country"
              label="País"
              autoComplete="country-name"
              fullWidth
            />
            <FormTextField
              control={control}
              name="state"
              label="Provincia"
              autoComplete="address-level1"
              fullWidth
            />
            <FormTextField
              control={control}
              name="city"
              label="Ciudad"
              autoComplete="address-level2"
              fullWidth
            />
            <FormTextField
              control={control}
              name="zipCode"
              label="Código postal"
              autoComplete="postal-code"
              fullWidth
            />
            <FormTextField
              control={control}
              name="address"
              label="Dirección"
              autoComplete="street-address"
              fullWidth
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <FormTextField
              control={control}
              name="about"
              label="Acerca de"
              fullWidth
              multiline
              minRows={4}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
          </Box>

          {update.isError && (
            <Alert severity="error" sx={{ mt: 3 }}>
              {errorMessage(update.error)}
            </Alert>
          )}

          <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              Guardar cambios
            </Button>
          </Stack>
        </Card>
      </Box>
    </Box>
  );
}
