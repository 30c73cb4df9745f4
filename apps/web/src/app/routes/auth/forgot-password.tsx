import { ForgotPasswordForm } from '@/features/auth/forms';

export default function ForgotPasswordPage() {
  return (
    <>
      <title>¿Olvidaste tu contraseña? | ProduApps</title>
      <ForgotPasswordForm />
    </>
  );
}
