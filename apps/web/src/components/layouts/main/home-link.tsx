import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * The logo as a link home. Its own label avoids the word "inicio", which would make it a second
 * match for the 'Inicio' navigation item.
 */
export function HomeLink() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${site.name}, página principal`}
      sx={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      <Logo disableLink withText />
    </Box>
  );
}
