import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/components/page-meta';

/**
 * A dashboard module that arrives with a later issue: said plainly, with a way back. `module` is
 * the key of a coming-soon row of `app/dashboard-modules.tsx`.
 */
export default function DashboardComingSoon({ module }: { module: string }) {
  const { t } = useTranslation();
  const name = t(`modules.${module}`);

  return (
    <Box sx={{ py: { xs: 6, md: 10 }, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <DocumentTitle title={name} />
      <Box
        sx={{
          width: 96,
          height: 96,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'warning.lighter',
          color: 'warning.dark',
        }}
      >
        <ConstructionOutlined sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {name}
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        {t('comingSoon.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {t('comingSoon.description', { module: name })}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard.root} variant="contained" size="large">
        {t('comingSoon.back')}
      </Button>
    </Box>
  );
}
