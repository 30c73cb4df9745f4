import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordBodySchema, PASSWORD_RESET_MINUTES } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '../api/password-reset';
import { AuthForm, AuthHeading, AuthSubmitButton } from './auth-form-parts';
import { FormTextField } from './form-text-field';
import { useServerSubmit } from './server-errors';

export const FORGOT_PASSWORD_TITLE = '¿Olvidaste tu contraseña?';

/** Asks for the e-mail of the account; the link arrives there. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { control, formState } = form;
  const { onSubmit, serverError } = useServerSubmit(form, ['email'], async (values) => {
    setSent(await requestPasswordReset(values));
  });

  return (
    <>
      <AuthHeading title={FORGOT_PASSWORD_TITLE}>
        Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.
        El enlace funciona una sola vez durante {PASSWORD_RESET_MINUTES} minutos.
      </AuthHeading>

      {sent ? (
        <Alert severity="success" variant="outlined" role="status">
          {sent}
        </Alert>
      ) : (
        <AuthForm onSubmit={onSubmit} error={serverError}>
          <FormTextField
            control={control}
            name="email"
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="tucorreo@empresa.com"
          />
          <AuthSubmitButton loading={formState.isSubmitting}>Enviar enlace</AuthSubmitButton>
        </AuthForm>
      )}
      <Link
        component={RouterLink}
        to={paths.auth.jwt.login}
        variant="subtitle2"
        sx={{ display: 'block', mt: 3, textAlign: 'center' }}
      >
        Volver a iniciar sesión
      </Link>
    </>
  );
}
