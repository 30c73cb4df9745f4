import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/** Root error element: something failed while rendering or loading a screen. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // The details go to the console for whoever debugs; the visitor gets a way forward.
  console.error(error);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Logo disableLink withText />
      <Box sx={{ color: 'error.main' }} aria-hidden>
        <ErrorOutlineRounded sx={{ fontSize: 64 }} />
      </Box>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          {t('error.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('error.description')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
        {/* A plain link: a full page load also recovers from a stale bundle. */}
        <Button variant="outlined" size="large" href={paths.home}>
          {t('error.home')}
        </Button>
      </Stack>
    </Box>
  );
}
