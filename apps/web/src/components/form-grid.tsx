import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** On a field inside a `FormGrid`: the field takes the whole row. */
export const FULL_ROW = { gridColumn: { sm: '1 / -1' } } as const;

/** A form section's fields in two columns (one on phones). */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
