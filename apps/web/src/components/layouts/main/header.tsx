import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { layout } from '@/config/layout';
import { HeaderAction } from './header-action';
import { HomeLink } from './home-link';
import { NavDesktop } from './nav-desktop';
import { NavMobile } from './nav-mobile';

const { mobileHeight, desktopHeight, desktopOffsetHeight } = layout.header;

/**
 * Fixed header: 64px on mobile, 80px from md up. Past the desktop height of scroll it shrinks to
 * 64px and gets a blurred translucent background so the page shows through.
 */
export function Header({ actions }: { actions?: ReactNode }) {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: desktopHeight });

  return (
    <AppBar
      position="fixed"
      color="transparent"
      elevation={0}
      sx={(theme) => ({
        color: 'text.primary',
        transition: theme.transitions.create('box-shadow', {
          duration: theme.transitions.duration.shorter,
        }),
        ...(scrolled && {
          boxShadow: `0 8px 16px -8px ${theme.alpha((theme.vars ?? theme).palette.grey[500], 0.24)}`,
          // On a layer of its own: a blur on the bar itself would hold the mobile menu's panel
          // (fixed to the screen) inside the bar.
          '&::before': {
            content: '""',
            position: 'absolute',
            inset: 0,
            zIndex: -1,
            bgcolor: theme.alpha((theme.vars ?? theme).palette.background.default, 0.8),
            backdropFilter: 'blur(6px)',
            WebkitBackdropFilter: 'blur(6px)',
          },
        }),
      })}
    >
      <Toolbar
        disableGutters
        sx={(theme) => ({
          height: { xs: mobileHeight, md: scrolled ? desktopOffsetHeight : desktopHeight },
          minHeight: 'unset !important',
          transition: theme.transitions.create('height', {
            duration: theme.transitions.duration.shorter,
          }),
        })}
      >
        <Container sx={{ display: 'flex', alignItems: 'center', height: 1 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
            <NavMobile />
          </Box>

          <HomeLink />

          <Box sx={{ flexGrow: 1 }} />

          <Box sx={{ display: { xs: 'none', md: 'flex' }, mr: 5 }}>
            <NavDesktop />
          </Box>

          {actions && (
            <Box sx={{ display: 'flex', alignItems: 'center', mr: { xs: 0, md: 2 } }}>
              {actions}
            </Box>
          )}

          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <HeaderAction />
          </Box>
        </Container>
      </Toolbar>
    </AppBar>
  );
}
