import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserLoadState, useUser } from '@/features/users';
import { UserForm } from '@/features/users/pages/user-form';

export default function UserEditPage() {
  const { id } = useParams<{ id: string }>();
  const { data: user, isPending, isError, error, refetch } = useUser(id);

  return (
    <>
      <PageHeader
        title="Editar usuario"
        documentTitle={user ? `Editar ${user.displayName}` : 'Editar usuario'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Usuarios', href: paths.dashboard.user.list },
          { name: user?.displayName ?? 'Editar' },
        ]}
      />
      {id && !isError && !isPending ? (
        // Keyed by id: moving from one user's page to another's starts a fresh form.
        <UserForm key={user.id} user={user} />
      ) : (
        <UserLoadState
          error={isError ? error : null}
          notFound={!id}
          onRetry={() => void refetch()}
        />
      )}
    </>
  );
}
