import { useState } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, useLocation } from 'react-router';
import { layout } from '@/config/layout';
import { HeaderAction } from './header-action';
import { HomeLink } from './home-link';
import { navItems } from './nav-config';

/** Below md the menu lives in a side drawer that closes whenever the route changes. */
export function NavMobile() {
  const { pathname } = useLocation();
  // Remembering the path it was opened on closes the drawer on navigation without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const close = () => setOpenedAt(null);

  return (
    <>
      <IconButton
        aria-label="Abrir menú"
        aria-controls={open ? 'main-nav-drawer' : undefined}
        aria-expanded={open}
        onClick={() => setOpenedAt(pathname)}
        edge="start"
        sx={{ mr: 1, color: 'text.primary' }}
      >
        <MenuIcon />
      </IconButton>

      <Drawer
        id="main-nav-drawer"
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: layout.nav.mobileDrawerWidth } } }}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <HomeLink />
        </Box>
        <Box component="nav" aria-label="Navegación principal" sx={{ px: 1.5 }}>
          <List disablePadding>
            {navItems.map((item) => (
              <ListItemButton
                key={item.path}
                component={NavLink}
                to={item.path}
                end={item.end}
                onClick={close}
                sx={{
                  borderRadius: 1,
                  mb: 0.5,
                  '&.active': {
                    color: 'primary.main',
                    bgcolor: 'action.selected',
                    fontWeight: 700,
                  },
                }}
              >
                <ListItemText
                  primary={item.title}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box sx={{ p: 2.5, mt: 'auto' }}>
          <HeaderAction fullWidth onClick={close} />
        </Box>
      </Drawer>
    </>
  );
}
