import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, changePasswordBodySchema } from '@quimia/contracts';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormTextField } from '@/components/form-fields';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useFormSave } from '@/lib/use-form-save';
import { useChangePassword } from '../api/users';

/** The shared body schema plus a confirmation that only the browser needs. */
const securityFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Las contraseñas no coinciden',
    when: () => true,
  });

type SecurityFormValues = z.input<typeof securityFormSchema>;
type SecurityFormOutput = z.output<typeof securityFormSchema>;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const EMPTY: SecurityFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Seguridad' tab of the account page: change the password. */
export function AccountSecurityForm({ email }: { email: string }) {
  const { applySession } = useAuth();
  const change = useChangePassword();

  const { control, handleSubmit, setError, reset, formState } = useForm<
    SecurityFormValues,
    unknown,
    SecurityFormOutput
  >({
    resolver: zodResolver(securityFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const savePassword = useFormSave({
    save: ({ currentPassword, newPassword }: SecurityFormOutput) =>
      change.mutateAsync({ currentPassword, newPassword }),
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: 'Contraseña actualizada',
    onSaved: (session) => {
      // The server revoked every earlier token, this one included: keep using the new session.
      applySession(session);
      reset(EMPTY);
    },
  });
  const onSubmit = handleSubmit(savePassword);

  return (
    <Card sx={{ p: 3, maxWidth: 640 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Cambiar contraseña">
        <Typography variant="h6" component="h2">
          Cambiar contraseña
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Al cambiarla se cerrarán tus sesiones en otros dispositivos.
        </Typography>
        {/* Lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack spacing={3}>
          <FormTextField
            control={control}
            name="currentPassword"
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            fullWidth
          />
          <FormTextField
            control={control}
            name="newPassword"
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            fullWidth
            helperText={`Al menos ${PASSWORD_MIN} caracteres`}
          />
          <FormTextField
            control={control}
            name="confirmPassword"
            label="Confirmar contraseña"
            type="password"
            autoComplete="new-password"
            fullWidth
          />
        </Stack>

        <SaveErrorAlert error={change.error} />

        <FormActions submitLabel="Cambiar contraseña" submitting={formState.isSubmitting} />
      </Box>
    </Card>
  );
}
