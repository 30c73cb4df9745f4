import { DocumentTitle } from '@/components/page-meta';
import { RegisterForm } from '@/features/auth/forms';

export default function RegisterPage() {
  return (
    <>
      <DocumentTitle title="Crear cuenta" />
      <RegisterForm />
    </>
  );
}
