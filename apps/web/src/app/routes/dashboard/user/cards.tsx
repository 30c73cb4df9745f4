import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { UserCardsView } from '@/features/users/components/user-cards-view';

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
      <UserCardsView />
    </>
  );
}
