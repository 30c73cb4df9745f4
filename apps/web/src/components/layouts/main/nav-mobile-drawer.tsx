import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { layout } from '@/config/layout';
import { HeaderAction } from './header-action';
import { HomeLink } from './home-link';
import { navItems } from './nav-config';

type NavMobileDrawerProps = { open: boolean; onClose: () => void };

/** The side drawer of the mobile menu; loaded the first time the menu is opened. */
export default function NavMobileDrawer({ open, onClose }: NavMobileDrawerProps) {
  return (
    <Drawer
      id="main-nav-drawer"
      open={open}
      onClose={onClose}
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
              onClick={onClose}
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
        <HeaderAction fullWidth onClick={onClose} />
      </Box>
    </Drawer>
  );
}
