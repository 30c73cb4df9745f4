import { LoginForm } from '@/features/auth/forms';

export default function LoginPage() {
  return (
    <>
      <title>Iniciar sesión | ProduApps</title>
      <LoginForm />
    </>
  );
}
