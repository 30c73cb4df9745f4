import { ForgotPasswordForm } from '@/features/auth/pages/sign-in-forms';

export default function ForgotPasswordPage() {
  return (
    <>
      <title>¿Olvidaste tu contraseña? | ProduApps</title>
      <ForgotPasswordForm />
    </>
  );
}
