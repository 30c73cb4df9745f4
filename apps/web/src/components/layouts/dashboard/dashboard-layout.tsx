import { Suspense, useState, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '@/components/loading-screen';
import { AppSnackbarProvider } from '@/components/snackbar-provider';
import { useSettings, useStretchEffective } from '@/lib/settings';
// The dashboard is translated: i18next starts with this chunk, not with the public site.
import '@/lib/i18n';
import { MainContent, PageFrame } from '../page-frame';
import { DashboardHeader } from './header';
import { dashboardLayout } from './layout-config';
import { NavHorizontal } from './nav-horizontal';
import { NavMobile } from './nav-mobile';
import type { NavGroupConfig } from './nav-config';
import { NavVertical } from './nav-vertical';
import { useNavData } from './use-nav-data';

type DashboardLayoutProps = {
  /** The menu for every role, untranslated; the shell keeps what the user's role may see. */
  nav: NavGroupConfig[];
  /** Tools of the header between the language and the account menus (contacts, settings). */
  headerActions?: ReactNode;
};

/**
 * The signed-in shell with its notifications (the provider lives here, not at the app's root, so
 * notistack stays out of the public site's first download).
 */
export function DashboardLayout(props: DashboardLayoutProps) {
  return (
    <AppSnackbarProvider>
      <DashboardShell {...props} />
    </AppSnackbarProvider>
  );
}

/** The signed-in shell: menu (vertical, mini or horizontal per settings), header and page. */
function DashboardShell({ nav, headerActions }: DashboardLayoutProps) {
  const theme = useTheme();
  const settings = useSettings();
  const lgUp = useMediaQuery(theme.breakpoints.up('lg'));
  const stretch = useStretchEffective();
  const navData = useNavData(nav);
  const { pathname } = useLocation();

  const [mobileOpen, setMobileOpen] = useState(false);
  // The drawer closes whenever the route changes.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setMobileOpen(false);
  }

  const horizontal = lgUp && settings.themeLayout === 'horizontal';
  const mini = lgUp && settings.themeLayout === 'mini';
  const sideNav = lgUp && !horizontal;
  const navWidth = sideNav
    ? mini
      ? dashboardLayout.nav.miniWidth
      : dashboardLayout.nav.verticalWidth
    : 0;
  const { header } = dashboardLayout;

  return (
    <PageFrame>
      <DashboardHeader
        navWidth={navWidth}
        showNavToggle={!lgUp}
        showLogo={!sideNav}
        onOpenNav={() => setMobileOpen(true)}
        bottomArea={horizontal ? <NavHorizontal data={navData} /> : undefined}
        actions={headerActions}
      />

      {sideNav && <NavVertical data={navData} mini={mini} onToggle={settings.onToggleLayout} />}
      {!lgUp && <NavMobile data={navData} open={mobileOpen} onClose={() => setMobileOpen(false)} />}

      <MainContent
        sx={{
          ml: navWidth ? `${navWidth + 1}px` : 0,
          pt: {
            xs: `${header.mobileHeight + 8}px`,
            lg: `${header.desktopHeight + (horizontal ? dashboardLayout.horizontalNavHeight + 1 : 0) + 8}px`,
          },
          pb: { xs: 6, lg: 8 },
          transition: theme.transitions.create('margin', {
            duration: theme.transitions.duration.shorter,
          }),
        }}
      >
        <Container
          maxWidth={stretch ? false : 'lg'}
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', px: { lg: 5 } }}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Container>
      </MainContent>
    </PageFrame>
  );
}
