import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserForm } from '@/features/users/pages/user-form';

export default function UserNewPage() {
  return (
    <>
      <PageHeader
        title="Nuevo usuario"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.list },
          { name: 'Nuevo usuario' },
        ]}
      />
      <UserForm />
    </>
  );
}
