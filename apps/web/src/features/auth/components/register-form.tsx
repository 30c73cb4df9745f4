import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { PASSWORD_MIN, registerBodySchema } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { AuthForm, AuthHeading, AuthSubmitButton } from './auth-form-parts';
import { FormTextField } from './form-text-field';
import { useAuthLink } from './login-form';
import { useServerSubmit } from './server-errors';

export const REGISTER_TITLE = 'Manage the job more effectively with ProduApps';

export function RegisterForm() {
  const { register } = useAuth();
  const loginLink = useAuthLink(paths.auth.jwt.login);
  const form = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { control, formState } = form;
  const { onSubmit, serverError } = useServerSubmit(
    form,
    ['firstName', 'lastName', 'email', 'password'],
    register,
  );

  return (
    <>
      <AuthHeading title={REGISTER_TITLE}>
        ¿Ya tienes una cuenta?{' '}
        <Link component={RouterLink} to={loginLink} variant="subtitle2">
          Inicia sesión
        </Link>
      </AuthHeading>

      <AuthForm onSubmit={onSubmit} error={serverError}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstName"
            label="Nombre"
            autoComplete="given-name"
            autoFocus
          />
          <FormTextField
            control={control}
            name="lastName"
            label="Apellido"
            autoComplete="family-name"
          />
        </Stack>
        <FormTextField
          control={control}
          name="email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="password"
          label="Contraseña"
          autoComplete="new-password"
          helperText={`Al menos ${PASSWORD_MIN} caracteres.`}
          password
        />
        <AuthSubmitButton loading={formState.isSubmitting}>Crear cuenta</AuthSubmitButton>
        <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          Tu cuenta se crea como cliente. Si trabajas con nosotros, un administrador te asignará el
          rol que corresponda.
        </Typography>
      </AuthForm>
    </>
  );
}
