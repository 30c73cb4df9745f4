import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockPersonOutlined from '@mui/icons-material/LockPersonOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
// Translated: makes sure i18next is running wherever the message shows.
import '@/lib/i18n';

/** The 403 message of the dashboard (translated). */
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
