import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@quimia/contracts';
import { paths } from '@/config/paths';
import { useAuth } from '../use-auth';

type RoleBasedGuardProps = {
  roles: readonly UserRole[];
  children: ReactNode;
  /** Show the 403 message (default) or render nothing when the role is not allowed. */
  hasContent?: boolean;
};

/** Shows its children only to the given roles; the server checks the role again on every call. */
export function RoleBasedGuard({ roles, children, hasContent = true }: RoleBasedGuardProps) {
  const { user } = useAuth();
  if (user && roles.includes(user.role)) return children;
  return hasContent ? <PermissionDenied /> : null;
}

export function PermissionDenied() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth: 520, mx: 'auto' }}>
      <Box
        sx={{
          width: 96,
          height: 96,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'error.lighter',
          color: 'error.main',
        }}
      >
        <LockPersonOutlined sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('forbidden.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('forbidden.description')}</Typography>
      <Button component={RouterLink} to={paths.dashboard.root} variant="contained" size="large">
        {t('forbidden.back')}
      </Button>
    </Box>
  );
}
