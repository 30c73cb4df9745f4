import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ProfileView } from '@/features/users/pages/profile-view';

export default function UserProfilePage() {
  return (
    <>
      <PageHeader
        title="Perfil"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.root },
          { name: 'Perfil' },
        ]}
      />
      <ProfileView />
    </>
  );
}
