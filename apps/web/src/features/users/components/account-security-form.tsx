import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, changePasswordBodySchema } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, flatFormPath } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { FormTextField } from '@/components/form-fields';

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
  const { enqueueSnackbar } = useSnackbar();
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

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const session = await change.mutateAsync({ currentPassword, newPassword });
      // The server revoked every earlier token, this one included: keep using the new session.
      applySession(session);
      reset(EMPTY);
      enqueueSnackbar('Contraseña actualizada', { variant: 'success' });
    } catch (error) {
      applyServerErrors(error, setError, flatFormPath(FIELDS));
    }
  });

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

        {change.isError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {errorMessage(change.error)}
          </Alert>
        )}

        <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Cambiar contraseña
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}
