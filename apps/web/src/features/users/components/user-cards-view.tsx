import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { ReactNode } from 'react';
import { ROLE_LABELS, type User } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { parsePage, useListParams } from '@/lib/list-params';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useUsers } from '../api/users';
import { formatLocation } from '../utils/format';
import { UserAvatar } from './user-avatar';
import { UserStatusChip } from './user-status-chip';

/** Twelve fills full rows of 1, 2, 3 and 4 columns. */
const CARDS_PER_PAGE = 12;

const cardGrid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/** Users as a grid of cards, page kept in the URL. */
export function UserCardsView() {
  const [searchParams, updateParams] = useListParams();
  const page = parsePage(searchParams.get('page'));
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useUsers({
    page,
    pageSize: CARDS_PER_PAGE,
  });

  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / CARDS_PER_PAGE));

  const goToPage = (next: number) => {
    updateParams({ page: next > 1 ? String(next) : null }, { resetPage: false });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (isError && !data) {
    return <RetryAlert error={error} onRetry={() => void refetch()} />;
  }

  if (isPending) {
    return (
      <Box sx={cardGrid} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} sx={{ p: 3 }}>
            <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
              <Skeleton variant="circular" width={72} height={72} />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Stack>
            <Skeleton sx={{ mt: 3 }} />
            <Skeleton />
            <Skeleton width="70%" />
          </Card>
        ))}
      </Box>
    );
  }

  if (data.items.length === 0) {
    return (
      <Card sx={{ py: 8, textAlign: 'center' }}>
        <PersonSearchOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
        <Typography variant="h6" component="p">
          No se encontraron usuarios
        </Typography>
        {page > 1 && (
          <Button sx={{ mt: 2 }} onClick={() => goToPage(1)}>
            Ir a la primera página
          </Button>
        )}
      </Card>
    );
  }

  return (
    <>
      <Box
        component="ul"
        sx={{ ...cardGrid, listStyle: 'none', m: 0, p: 0, opacity: isPlaceholderData ? 0.6 : 1 }}
      >
        {data.items.map((user) => (
          <Box component="li" key={user.id} sx={{ display: 'flex' }}>
            <UserCard user={user} />
          </Box>
        ))}
      </Box>
      {pageCount > 1 && (
        <Pagination
          count={pageCount}
          page={Math.min(page, pageCount)}
          onChange={(_event, next) => goToPage(next)}
          color="primary"
          sx={{ mt: { xs: 5, md: 8 }, display: 'flex', justifyContent: 'center' }}
          getItemAriaLabel={(type, itemPage, selected) => {
            if (type === 'page')
              return selected ? `Página ${itemPage}` : `Ir a la página ${itemPage}`;
            if (type === 'next') return 'Ir a la página siguiente';
            if (type === 'previous') return 'Ir a la página anterior';
            if (type === 'first') return 'Ir a la primera página';
            return 'Ir a la última página';
          }}
        />
      )}
    </>
  );
}

function UserCard({ user }: { user: User }) {
  const location = formatLocation([user.city, user.state, user.country]);
  return (
    <Card sx={{ position: 'relative', width: 1, display: 'flex', flexDirection: 'column' }}>
      <Tooltip title="Editar">
        <IconButton
          component={RouterLink}
          to={paths.dashboard.user.edit(user.id)}
          aria-label={`Editar ${user.displayName}`}
          size="small"
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', px: 3, pt: 4, pb: 2 }}>
        <UserAvatar name={user.displayName} photoUrl={user.photoURL} size={72} sx={{ mb: 1.5 }} />
        <Typography variant="subtitle1" component="h2" sx={{ wordBreak: 'break-word' }}>
          {user.displayName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ROLE_LABELS[user.role]}
        </Typography>
        <Box sx={{ pt: 1 }}>
          <UserStatusChip status={user.status} />
        </Box>
      </Stack>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack spacing={1.25} sx={{ p: 3, flexGrow: 1 }}>
        <InfoLine icon={<EmailOutlinedIcon fontSize="small" />} label="Correo">
          {user.email}
        </InfoLine>
        <InfoLine icon={<PhoneOutlinedIcon fontSize="small" />} label="Teléfono">
          {user.phoneNumber}
        </InfoLine>
        <InfoLine icon={<LocationOnOutlinedIcon fontSize="small" />} label="Ciudad">
          {location}
        </InfoLine>
      </Stack>
    </Card>
  );
}

function InfoLine({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: string | null;
}) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ display: 'flex', color: 'text.disabled' }} aria-hidden>
        {icon}
      </Box>
      <Typography
        variant="body2"
        noWrap
        title={children ?? undefined}
        color={children ? 'text.primary' : 'text.secondary'}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${label}: `}
        </Box>
        {children ?? 'Sin datos'}
      </Typography>
    </Stack>
  );
}
