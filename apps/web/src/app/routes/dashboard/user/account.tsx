import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AccountView } from '@/features/users/pages/account-view';

export default function UserAccountPage() {
  return (
    <>
      <PageHeader
        title="Cuenta"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.root },
          { name: 'Cuenta' },
        ]}
      />
      <AccountView />
    </>
  );
}
