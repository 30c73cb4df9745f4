import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN, passwordSchema } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/password-reset';
import { AuthForm, AuthHeading, AuthSubmitButton } from './auth-form-parts';
import { FormTextField } from './form-text-field';
import { useServerSubmit } from './server-errors';

export const RESET_PASSWORD_TITLE = 'Elige una contraseña nueva';

// The same rules as registration; the server checks them again (and refuses common ones).
const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: 'Las contraseñas no coinciden',
  });

/** The page a reset link opens: a new password for the link's account. */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { control, formState } = form;
  const { onSubmit, serverError } = useServerSubmit(form, ['password'], async ({ password }) => {
    setDone(await resetPassword({ token, password }));
  });

  const askAgain = (
    <Link component={RouterLink} to={paths.auth.jwt.forgotPassword} variant="subtitle2">
      Pedir un enlace nuevo
    </Link>
  );

  return (
    <>
      <AuthHeading title={RESET_PASSWORD_TITLE}>
        Al guardarla se cerrarán las sesiones abiertas de tu cuenta en todos los dispositivos.
      </AuthHeading>

      {done ? (
        <Stack spacing={3}>
          <Alert severity="success" variant="outlined" role="status">
            {done}
          </Alert>
          <Button component={RouterLink} to={paths.auth.jwt.login} size="large" variant="contained">
            Iniciar sesión
          </Button>
        </Stack>
      ) : !token ? (
        <Alert severity="warning" variant="outlined" action={askAgain}>
          El enlace para restablecer la contraseña no es válido: ábrelo tal como llegó en el correo.
        </Alert>
      ) : (
        <AuthForm
          onSubmit={onSubmit}
          error={serverError}
          errorHelp={<Box sx={{ mt: 1 }}>{askAgain}</Box>}
        >
          <FormTextField
            control={control}
            name="password"
            label="Contraseña nueva"
            autoComplete="new-password"
            autoFocus
            password
            helperText={`Al menos ${PASSWORD_MIN} caracteres; una frase es fácil de recordar.`}
          />
          <FormTextField
            control={control}
            name="confirm"
            label="Repite la contraseña"
            autoComplete="new-password"
            password
          />
          <AuthSubmitButton loading={formState.isSubmitting}>Guardar contraseña</AuthSubmitButton>
        </AuthForm>
      )}
    </>
  );
}
