import { DocumentTitle } from '@/components/page-meta';
import { LoginForm } from '@/features/auth/pages/sign-in-forms';

export default function LoginPage() {
  return (
    <>
      <DocumentTitle title="Iniciar sesión" />
      <LoginForm />
    </>
  );
}
