import { NewRecordButton } from '@/components/new-record-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserCardsView } from '@/features/users/pages/user-cards-view';

export default function UserCardsPage() {
  return (
    <>
      <PageHeader
        title="Tarjetas de usuarios"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.list },
          { name: 'Tarjetas' },
        ]}
        action={<NewRecordButton to={paths.dashboard.user.new}>Nuevo usuario</NewRecordButton>}
      />
      <UserCardsView />
    </>
  );
}
