import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

type RecordColumnsProps = {
  /** How wide the main column is against the side one: [3, 2] gives it three fifths. */
  ratio: readonly [number, number];
  /** The main column's cards. */
  main: ReactNode;
  /** The side column's cards (publication, pictures…). */
  side: ReactNode;
  /** Out of sight (and out of the layout) while something else takes its place. */
  hidden?: boolean;
};

/** A record's page or form as two columns of cards, one above the other on narrow screens. */
export function RecordColumns({ ratio, main, side, hidden }: RecordColumnsProps) {
  return (
    <Box
      hidden={hidden}
      sx={{
        display: hidden ? 'none' : 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: `minmax(0, ${ratio[0]}fr) minmax(0, ${ratio[1]}fr)` },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {main}
      </Stack>
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        {side}
      </Stack>
    </Box>
  );
}
