import { RegisterForm } from '@/features/auth';

export default function RegisterPage() {
  return (
    <>
      <title>Crear cuenta | ProduApps</title>
      <RegisterForm />
    </>
  );
}
