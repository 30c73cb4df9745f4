import { DocumentTitle } from '@/components/page-meta';
import { LoginForm } from '@/features/auth/forms';

export default function LoginPage() {
  return (
    <>
      <DocumentTitle title="Iniciar sesión" />
      <LoginForm />
    </>
  );
}
