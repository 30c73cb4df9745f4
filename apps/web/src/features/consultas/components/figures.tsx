import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { SectionCard } from '@/components/section-card';
import { SecondLine } from './consulta-page';

export type Figure = { label: string; value: ReactNode; hint?: ReactNode };

/** A section of key figures (amounts, counts, dates), each as a label above its value. */
export function FigureCard({ title, figures }: { title: string; figures: readonly Figure[] }) {
  return (
    <Card component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="subtitle1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {figure.value}
              {figure.hint && <SecondLine variant="caption">{figure.hint}</SecondLine>}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}

/** A record's data: a card titled "Datos" holding its facts (`Fact`) in a description list. */
export function DataCard({ children }: { children: ReactNode }) {
  return (
    <SectionCard title="Datos" headingGap={1.5}>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </SectionCard>
  );
}

/** A card holding a table, with its heading. */
export function TableCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ px: 2.5, pt: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
