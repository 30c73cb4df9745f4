import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuIcon from '@mui/icons-material/Menu';
import { keyframes } from '@mui/material/styles';
import { NavLink, useLocation } from 'react-router';
import { layout } from '@/config/layout';
import { HeaderAction } from './header-action';
import { HomeLink } from './home-link';
import { navItems } from './nav-config';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

/**
 * Below md the menu is a side panel opened by a native disclosure (`<details>`): a tap opens it
 * even before the page's scripts run (the first second or two on a phone), and its links are
 * plain links. Once the scripts run, a chosen link, Escape or a new page close it. Tapping the
 * shaded page beside the panel taps the summary (its backdrop), which closes it without scripts.
 */
export function NavMobile() {
  const { pathname } = useLocation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (detailsRef.current) detailsRef.current.open = false;
  };
  // A page reached by any means (back, a link in the page) starts with the menu closed. Only a
  // change of page closes it: a menu tapped open before the scripts ran stays open when they do.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [pathname]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = detailsRef.current;
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <Box
      component="details"
      ref={detailsRef}
      onKeyDown={handleKeyDown}
      sx={{ mr: 1, '&[open] > summary::before': { content: '""' } }}
    >
      <Box
        component="summary"
        aria-label="Abrir menú"
        sx={(theme) => ({
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 40,
          height: 40,
          ml: -1.5,
          borderRadius: '50%',
          cursor: 'pointer',
          color: 'text.primary',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: 2,
          },
          // The shade over the page while the menu is open: a tap on it is a tap on the summary.
          '&::before': {
            position: 'fixed',
            inset: 0,
            bgcolor: theme.alpha((theme.vars ?? theme).palette.grey[900], 0.48),
            cursor: 'default',
          },
        })}
      >
        <MenuIcon />
      </Box>
      <Box
        id="main-nav-drawer"
        sx={(theme) => ({
          position: 'fixed',
          top: 0,
          left: 0,
          bottom: 0,
          width: layout.nav.mobileDrawerWidth,
          display: 'flex',
          flexDirection: 'column',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: (theme.vars ?? theme).shadows[16],
          animation: `${slideIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        })}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <HomeLink />
        </Box>
        <Box component="nav" aria-label="Navegación principal" sx={{ px: 1.5 }}>
          {/* Plain links styled as list items: MUI's list components would add their chunks to
              every public page's first visit for a menu most visitors never open. */}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {navItems.map((item) => (
              <li key={item.path}>
                <Box
                  component={NavLink}
                  to={item.path}
                  end={item.end}
                  onClick={close}
                  sx={(theme) => ({
                    ...theme.typography.body1,
                    display: 'block',
                    px: 2,
                    py: 1,
                    mb: 0.5,
                    borderRadius: 1,
                    color: 'inherit',
                    textDecoration: 'none',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&:focus-visible': {
                      outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
                      outlineOffset: -2,
                    },
                    '&.active': {
                      color: 'primary.main',
                      bgcolor: 'action.selected',
                      fontWeight: 700,
                    },
                  })}
                >
                  {item.title}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <Box sx={{ p: 2.5, mt: 'auto' }}>
          <HeaderAction fullWidth onClick={close} />
        </Box>
      </Box>
    </Box>
  );
}
