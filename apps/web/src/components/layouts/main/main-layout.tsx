import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { ProgressBar } from '@/components/loading-screen';
import { SupportChat } from '@/components/support-chat';
import { layout } from '@/config/layout';
import { paths } from '@/config/paths';
import { MainContent, PageFrame } from '../page-frame';
import { FooterBottom, FooterMain } from './footer';
import { Header } from './header';

/**
 * Public site layout: header, page, two footer blocks and the support chat. The home page starts
 * under the (transparent) header; every other page is pushed down by the header height.
 * `headerActions` are what the app puts in the header at every width (the cart).
 */
export function MainLayout({ headerActions }: { headerActions?: ReactNode }) {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;

  return (
    <PageFrame>
      <Header actions={headerActions} />

      <MainContent
        sx={{
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
      </MainContent>

      <Box component="footer">
        <FooterMain />
        <FooterBottom />
      </Box>

      <SupportChat />
    </PageFrame>
  );
}
