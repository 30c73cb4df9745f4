import Grid from '@mui/material/Grid';
import type { FormulaSummary } from '@quimia/contracts';
import { Placeholder } from '@/components/placeholder';
import { FormulaCard } from './formula-card';

const SIZE = { xs: 12, sm: 6, md: 4 };

export function FormulaGrid({
  formulas,
  headingComponent,
}: {
  formulas: FormulaSummary[];
  headingComponent?: 'h2' | 'h3';
}) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {formulas.map((formula) => (
        <Grid key={formula.id} size={SIZE} component="li">
          <FormulaCard formula={formula} headingComponent={headingComponent} />
        </Grid>
      ))}
    </Grid>
  );
}

export function FormulaGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid container spacing={3} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Grid key={index} size={SIZE}>
          <Placeholder sx={{ aspectRatio: '4 / 3', height: 'auto', mb: 1.5, borderRadius: 2 }} />
          <Placeholder sx={{ width: '35%' }} />
          <Placeholder sx={{ width: '90%', height: 26 }} />
          <Placeholder sx={{ width: '100%' }} />
          <Placeholder sx={{ width: '70%' }} />
        </Grid>
      ))}
    </Grid>
  );
}
