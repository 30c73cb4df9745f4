import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { tableFrameSx } from './table-styles';

/**
 * The frame of a table that may scroll sideways on a phone: a named region a keyboard user can
 * focus and scroll with the arrow keys (a scrolling box nobody can focus is out of their reach).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        ...tableFrameSx,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
