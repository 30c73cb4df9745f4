import { RegisterForm } from '@/features/auth/forms';

export default function RegisterPage() {
  return (
    <>
      <title>Crear cuenta | ProduApps</title>
      <RegisterForm />
    </>
  );
}
