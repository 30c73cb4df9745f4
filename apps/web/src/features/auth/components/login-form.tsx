import Link from '@mui/material/Link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { loginBodySchema } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { readUserName, useAuth } from '@/lib/auth';
import { AuthForm, AuthHeading, AuthSubmitButton } from './auth-form-parts';
import { FormTextField } from './form-text-field';
import { useServerSubmit } from './server-errors';

export const LOGIN_TITLE = 'Hola, Bienvenido de nuevo';

/** Keeps `returnTo` when moving between sign-in and register. */
export function useAuthLink(path: string): string {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}

export function LoginForm() {
  const { login } = useAuth();
  const registerLink = useAuthLink(paths.auth.jwt.register);
  const form = useForm({
    resolver: zodResolver(loginBodySchema),
    // The name used last time on this browser (stored under 'usuario').
    defaultValues: { userName: readUserName() ?? '', password: '' },
  });
  const { control, formState } = form;
  // The guest guard takes the user on to returnTo once the session is set.
  const { onSubmit, serverError } = useServerSubmit(form, ['userName', 'password'], login);

  return (
    <>
      <AuthHeading title={LOGIN_TITLE}>
        ¿No tienes una cuenta?{' '}
        <Link component={RouterLink} to={registerLink} variant="subtitle2">
          Crear una cuenta
        </Link>
      </AuthHeading>

      <AuthForm onSubmit={onSubmit} error={serverError}>
        <FormTextField
          control={control}
          name="userName"
          label="Correo o usuario"
          autoComplete="username"
          autoFocus
          placeholder="tucorreo@empresa.com"
        />
        <FormTextField
          control={control}
          name="password"
          label="Contraseña"
          autoComplete="current-password"
          password
        />
        <Link
          component={RouterLink}
          to={paths.auth.jwt.forgotPassword}
          variant="body2"
          color="inherit"
          sx={{ alignSelf: 'flex-end', mt: -1.5 }}
        >
          ¿Olvidaste tu contraseña?
        </Link>
        <AuthSubmitButton loading={formState.isSubmitting}>Iniciar sesión</AuthSubmitButton>
      </AuthForm>
    </>
  );
}
