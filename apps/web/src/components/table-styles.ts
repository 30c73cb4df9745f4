import type { Theme } from '@mui/material/styles';

/**
 * A native `<table>` styled like the theme's small MUI tables, for public pages (lighter than the
 * Table family). Put it on a Box with component="table".
 */
export const tableSx = (theme: Theme) => ({
  width: 1,
  borderCollapse: 'collapse' as const,
  typography: 'body2',
  '& th, & td': {
    px: { xs: 1.25, sm: 2 },
    py: 1,
    textAlign: 'left' as const,
    verticalAlign: 'middle',
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  '& thead th': {
    color: 'text.secondary',
    fontWeight: 600,
    bgcolor: theme.alpha((theme.vars ?? theme).palette.grey[500], 0.08),
    whiteSpace: { xs: 'normal', sm: 'nowrap' },
  },
  '& tbody th': { fontWeight: 500 },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  '& .numeric': { textAlign: 'right' as const },
  '& td.numeric': { whiteSpace: 'nowrap' as const },
});

/** The rounded frame around a table, scrolling sideways on narrow screens. */
export const tableFrameSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1.5,
  overflowX: 'auto',
} as const;
