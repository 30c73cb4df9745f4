import { NewRecordButton } from '@/components/new-record-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserListView } from '@/features/users/pages/user-list-view';

export default function UserListPage() {
  return (
    <>
      <PageHeader
        title="Usuarios"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.list },
          { name: 'Lista' },
        ]}
        action={<NewRecordButton to={paths.dashboard.user.new}>Nuevo usuario</NewRecordButton>}
      />
      <UserListView />
    </>
  );
}
