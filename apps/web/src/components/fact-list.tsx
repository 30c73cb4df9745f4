import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type FactProps = {
  term: string;
  /** Width of the term column, in pixels. */
  termWidth?: number;
  /** Lets a long unbroken value (a slug) wrap anywhere rather than overflow. */
  wordBreak?: boolean;
  children: ReactNode;
};

/** A term and its value, in a description list (`<Box component="dl">`). */
export function Fact({ term, termWidth = 150, wordBreak = false, children }: FactProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `${termWidth}px minmax(0, 1fr)`,
        gap: 2,
        py: 0.75,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={wordBreak ? { m: 0, wordBreak: 'break-word' } : { m: 0 }}
      >
        {children}
      </Typography>
    </Box>
  );
}
