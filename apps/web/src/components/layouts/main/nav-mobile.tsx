import { lazy, Suspense, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router';

// The drawer (with MUI's Modal) is not needed until the menu is opened: it stays out of the first
// download of every public page.
const NavMobileDrawer = lazy(() => import('./nav-mobile-drawer'));

/** Below md the menu lives in a side drawer that closes whenever the route changes. */
export function NavMobile() {
  const { pathname } = useLocation();
  // Remembering the path it was opened on closes the drawer on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  // Once loaded, the drawer stays mounted so that it can animate closed.
  const [requested, setRequested] = useState(false);
  const open = openedAt === pathname;
  const close = () => setOpenedAt(null);

  return (
    <>
      <IconButton
        aria-label="Abrir menú"
        aria-controls={open ? 'main-nav-drawer' : undefined}
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpenedAt(pathname);
        }}
        edge="start"
        sx={{ mr: 1, color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>

      {requested && (
        <Suspense fallback={null}>
          <NavMobileDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
