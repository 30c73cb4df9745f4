import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { ProgressBar } from '@/components/loading-screen';
import { SupportChat } from '@/components/support-chat';
import { layout } from '@/config/layout';
import { paths } from '@/config/paths';
import { FooterBottom, FooterMain } from './footer';
import { Header } from './header';

/**
 * Public site layout: header, page, two footer blocks and the support chat. The home page starts
 * under the (transparent) header; every other page is pushed down by the header height.
 */
export function MainLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 16,
          top: -48,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          typography: 'subtitle2',
          textDecoration: 'none',
          '&:focus': { top: 16 },
        }}
      >
        Saltar al contenido
      </Box>

      <Header />

      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          pt: isHome
            ? 0
            : { xs: `${layout.header.mobileHeight}px`, md: `${layout.header.desktopHeight}px` },
        }}
      >
        {/* The fallback fills the screen: the footer starts below the fold instead of jumping
            down when the page arrives (a layout shift). */}
        <Suspense
          fallback={
            <Box sx={{ minHeight: '100vh' }}>
              <ProgressBar sx={{ m: 3, width: 'auto' }} />
            </Box>
          }
        >
          <Outlet />
        </Suspense>
      </Box>

      <Box component="footer">
        <FooterMain />
        <FooterBottom />
      </Box>

      <SupportChat />
    </Box>
  );
}
