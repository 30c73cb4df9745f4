import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink } from 'react-router';
import { navItems } from './nav-config';

export function NavDesktop() {
  return (
    <Box component="nav" aria-label="Navegación principal">
      <Box
        component="ul"
        sx={{ display: 'flex', alignItems: 'center', gap: 4, m: 0, p: 0, listStyle: 'none' }}
      >
        {navItems.map((item) => (
          <li key={item.path}>
            <Link
              component={NavLink}
              to={item.path}
              end={item.end}
              underline="none"
              sx={{
                typography: 'subtitle2',
                color: 'text.primary',
                position: 'relative',
                py: 1,
                transition: (theme) => theme.transitions.create('color'),
                '&:hover': { color: 'primary.main' },
                '&.active': { color: 'primary.main', fontWeight: 700 },
                '&.active::after': {
                  content: '""',
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  bottom: 0,
                  height: 2,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                },
              }}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
