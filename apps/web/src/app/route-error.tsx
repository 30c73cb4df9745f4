import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { translateOr } from '@/lib/language';

// The Spanish texts of `locales/es.json` → `error`, repeated here: importing the JSON (or
// i18next) would put them into the entry chunk of every visit.
const spanishTexts = {
  title: 'Algo salió mal',
  description:
    'La página no pudo cargarse. Puede deberse a una actualización reciente de la aplicación o a un problema de conexión.',
  reload: 'Recargar la página',
  home: 'Ir al inicio',
};

/**
 * The page's texts: translated when the dashboard has loaded i18next, in Spanish otherwise.
 * Never waits for a download: this page must show even when loading code is what failed.
 */
function text(key: keyof typeof spanishTexts): string {
  return translateOr(`error.${key}`, spanishTexts[key]);
}

/** Root error element: something failed while rendering or loading a screen. */
export function RouteError() {
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
          {text('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text('description')}</Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" size="large" onClick={() => window.location.reload()}>
          {text('reload')}
        </Button>
        {/* A plain link: a full page load also recovers from a stale bundle. */}
        <Button variant="outlined" size="large" href={paths.home}>
          {text('home')}
        </Button>
      </Stack>
    </Box>
  );
}
