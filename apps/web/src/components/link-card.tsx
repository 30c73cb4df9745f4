import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/**
 * A card of a grid that leads to one page: it lights up while hovered or while its link has the
 * focus. Its `StretchedLink` makes the whole card clickable.
 */
export function LinkCard({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={[
        (theme) => ({
          position: 'relative',
          height: 1,
          transition: theme.transitions.create(['box-shadow', 'border-color']),
          '&:hover, &:focus-within': { borderColor: 'primary.main', boxShadow: theme.shadows[4] },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Card>
  );
}

/**
 * A `LinkCard`'s link, inside its heading: its accessible name is the text alone, and a
 * pseudo-element stretched over the card takes a click anywhere on it (the card shows the focus).
 */
export function StretchedLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      color="inherit"
      underline="hover"
      sx={{
        '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
        '&:focus-visible': { outline: 'none' },
      }}
    >
      {children}
    </Link>
  );
}
