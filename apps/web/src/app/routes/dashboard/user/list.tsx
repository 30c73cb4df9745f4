import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserListView } from '@/features/users/components/user-list-view';

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
        action={
          <Button
            component={RouterLink}
            to={paths.dashboard.user.new}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Nuevo usuario
          </Button>
        }
      />
      <UserListView />
    </>
  );
}
