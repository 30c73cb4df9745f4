import { ResetPasswordForm } from '@/features/auth/pages/sign-in-forms';

export default function ResetPasswordPage() {
  return (
    <>
      <title>Restablecer contraseña | ProduApps</title>
      {/* The link's token must not leak to other sites through the Referer header. */}
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordForm />
    </>
  );
}
