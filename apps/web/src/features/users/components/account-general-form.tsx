import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_LABELS, profileSaveBodySchema, type Presence, type User } from '@quimia/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormSelect } from '@/components/form-fields';
import { FormGrid } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useFormSave } from '@/lib/use-form-save';
import { useUpdateProfile } from '../api/users';
import { PROFILE_FIELDS, profileFormValues } from '../utils/profile-values';
import {
  ProfileContactFields,
  ProfileFormLayout,
  ProfileNameFields,
  ProfilePhotoFields,
  useProfilePreview,
} from './profile-fields';
import { UserAvatar } from './user-avatar';

type ProfileFormValues = z.input<typeof profileSaveBodySchema>;
type ProfileFormOutput = z.output<typeof profileSaveBodySchema>;

const FIELDS = [
  ...PROFILE_FIELDS,
  'presence',
] as const satisfies readonly (keyof ProfileFormValues)[];

const PRESENCE_OPTIONS: { value: Presence; label: string }[] = [
  { value: 'available', label: 'Disponible' },
  { value: 'busy', label: 'Ocupado' },
];

function toFormValues(user: User): ProfileFormValues {
  return { ...profileFormValues(user), presence: user.presence };
}

/** 'General' tab of the account page: the signed-in user's own data. */
export function AccountGeneralForm({ user }: { user: User }) {
  const { setUser } = useAuth();
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

  const preview = useProfilePreview(control, user.displayName);

  const saveProfile = useFormSave({
    save: update.mutateAsync,
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: 'Cambios guardados',
    onSaved: (saved) => {
      setUser(saved);
      // What the server stored (trimmed, normalised) becomes the new starting point.
      reset(toFormValues(saved));
    },
  });
  const onSubmit = handleSubmit(saveProfile);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Datos generales">
      <ProfileFormLayout
        aside={
          <>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <UserAvatar
                name={preview.name}
                photoUrl={preview.photoUrl}
                size={120}
                sx={{ mb: 1 }}
              />
              <Typography variant="subtitle1">{preview.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {user.email}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {ROLE_LABELS[user.role]}
              </Typography>
            </Stack>
            <ProfilePhotoFields control={control} ownAccount>
              <FormSelect
                control={control}
                name="presence"
                label="Disponibilidad"
                options={PRESENCE_OPTIONS}
                fullWidth
                helperText="Lo que ven tus compañeros en Contactos"
              />
            </ProfilePhotoFields>
          </>
        }
      >
        <FormGrid>
          <ProfileNameFields control={control} ownAccount />
          <ProfileContactFields control={control} ownAccount aboutRows={4} />
        </FormGrid>

        <SaveErrorAlert error={update.error} />

        <FormActions submitLabel="Guardar cambios" submitting={formState.isSubmitting} />
      </ProfileFormLayout>
    </Box>
  );
}
