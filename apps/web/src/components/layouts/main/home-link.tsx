import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useSiteName } from '@/api/company';

/**
 * The logo as a link home. Its own label avoids the word "inicio", which would make it a second
 * match for the 'Inicio' navigation item.
 */
export function HomeLink() {
  const siteName = useSiteName();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label={`${siteName}, página principal`}
      sx={{ display: 'inline-flex', textDecoration: 'none' }}
    >
      <Logo disableLink withText />
    </Box>
  );
}
