import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

// Small rounded labels and links (business lines, application areas, formula types). Drawn with
// Box rather than MUI's Chip to keep public pages light (the storefront's first visit stays under 200 KB of JavaScript).

type Tone = 'primary' | 'neutral';

const pillSx = (tone: Tone, selected: boolean) => (theme: Theme) => {
  const palette = theme.vars ?? theme;
  const main = tone === 'primary' ? palette.palette.primary.main : palette.palette.text.primary;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 32,
    px: 1.5,
    borderRadius: 1,
    typography: 'body2',
    fontWeight: 500,
    lineHeight: 1.2,
    textDecoration: 'none',
    whiteSpace: 'nowrap' as const,
    border: '1px solid',
    transition: theme.transitions.create(['background-color', 'border-color', 'color']),
    ...(selected
      ? { color: 'primary.contrastText', bgcolor: 'primary.main', borderColor: 'primary.main' }
      : {
          color: tone === 'primary' ? 'primary.main' : 'text.primary',
          bgcolor:
            tone === 'primary' ? 'transparent' : theme.alpha(palette.palette.grey[500], 0.08),
          borderColor:
            tone === 'primary'
              ? theme.alpha(main, 0.48)
              : theme.alpha(palette.palette.grey[500], 0.08),
        }),
    '&:hover': selected
      ? { bgcolor: 'primary.dark' }
      : { bgcolor: theme.alpha(main, 0.08), borderColor: main },
    '&:focus-visible': { outline: `2px solid ${palette.palette.primary.main}`, outlineOffset: 2 },
  };
};

type PillLinkProps = {
  to: string;
  children: ReactNode;
  tone?: Tone;
  /** The current choice of a group of filters (marked for assistive technology too). */
  selected?: boolean;
};

export function PillLink({ to, children, tone = 'neutral', selected = false }: PillLinkProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-current={selected ? 'page' : undefined}
      sx={pillSx(tone, selected)}
    >
      {children}
    </Box>
  );
}

/** A static label with the same shape (e.g. "Rinde 20 kg"). */
export function Pill({ children, tone = 'neutral' }: { children: ReactNode; tone?: Tone }) {
  return (
    <Box component="span" sx={[pillSx(tone, false), { '&:hover': {} }]}>
      {children}
    </Box>
  );
}
