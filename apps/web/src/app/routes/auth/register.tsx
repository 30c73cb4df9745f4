import { DocumentTitle } from '@/components/page-meta';
import { RegisterForm } from '@/features/auth/pages/sign-in-forms';

export default function RegisterPage() {
  return (
    <>
      <DocumentTitle title="Crear cuenta" />
      <RegisterForm />
    </>
  );
}
