import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink, Outlet } from 'react-router';
import { ProgressBar } from '@/components/loading-screen';
import { HomeLink } from '../main/home-link';
import { layout } from '@/config/layout';
import { paths } from '@/config/paths';

/**
 * Minimal layout for status pages (404, 403, 500, maintenance, coming soon): a header with the
 * logo and a help link, and the page centred below it.
 */
export function SimpleLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          height: { xs: layout.header.mobileHeight, md: layout.header.desktopHeight },
          bgcolor: 'background.default',
        }}
      >
        <Container
          sx={{ height: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <HomeLink />
          <Link
            component={RouterLink}
            to={paths.contact}
            variant="subtitle2"
            color="inherit"
            underline="hover"
          >
            ¿Necesitas ayuda?
          </Link>
        </Container>
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pt: { xs: `${layout.header.mobileHeight}px`, md: `${layout.header.desktopHeight}px` },
        }}
      >
        <Box sx={{ width: 1 }}>
          <Suspense fallback={<ProgressBar sx={{ mx: 'auto', maxWidth: 320 }} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
