import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileSaveBodySchema, type User } from '@quimia/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormTextField } from '@/components/form-fields';
import { FormGrid } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useFormSave } from '@/lib/use-form-save';
import { useUpdateProfile } from '../api/users';
import { profileFormValues } from '../utils/profile-values';
import { ProfileNameFields } from './profile-fields';

const schema = profileSaveBodySchema.pick({ firstName: true, lastName: true, phoneNumber: true });
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;
const FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

const toValues = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber ?? '',
});

/** A customer's name and phone (Mi cuenta); the rest of their profile is saved as it is. */
export function AccountContactForm({ user }: { user: User }) {
  const { setUser } = useAuth();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, reset, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: toValues(user),
    mode: 'onTouched',
  });
  const save = useFormSave({
    save: (values: Output) =>
      update.mutateAsync({ ...profileFormValues(user), presence: user.presence, ...values }),
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: 'Datos guardados',
    onSaved: (saved) => {
      setUser(saved);
      reset(toValues(saved));
    },
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(save)} aria-label="Mis datos">
      <FormGrid>
        <ProfileNameFields control={control} ownAccount />
        <FormTextField
          control={control}
          name="phoneNumber"
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          fullWidth
        />
      </FormGrid>
      <SaveErrorAlert error={update.error} />
      <FormActions submitLabel="Guardar datos" submitting={formState.isSubmitting} />
    </Box>
  );
}
