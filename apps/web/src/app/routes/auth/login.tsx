import { LoginForm } from '@/features/auth';

export default function LoginPage() {
  return (
    <>
      <title>Iniciar sesión | ProduApps</title>
      <LoginForm />
    </>
  );
}
