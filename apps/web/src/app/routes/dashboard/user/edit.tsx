import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/features/users/api/get-user';
import { UserForm } from '@/features/users/components/user-form';
import { isNotFound } from '@/features/users/utils/api-error';
import { errorMessage } from '@/lib/api-client';

export default function UserEditPage() {
  const { id } = useParams<{ id: string }>();
  const { data: user, isPending, isError, error, refetch } = useUser(id);

  const backToList = (
    <Button component={RouterLink} to={paths.dashboard.user.list} color="inherit" size="small">
      Volver a la lista
    </Button>
  );

  let content;
  if (!id || (isError && isNotFound(error))) {
    content = (
      <Alert severity="warning" action={backToList}>
        <AlertTitle>Usuario no encontrado</AlertTitle>
        El usuario que buscas no existe o fue eliminado.
      </Alert>
    );
  } else if (isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Reintentar
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  } else if (isPending) {
    content = (
      <Card sx={{ p: 3 }} aria-busy="true">
        <Stack spacing={3}>
          <Skeleton variant="circular" width={120} height={120} />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Stack>
      </Card>
    );
  } else {
    // Keyed by id: moving from one user's page to another's starts a fresh form.
    content = <UserForm key={user.id} user={user} />;
  }

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
      {content}
    </>
  );
}
