import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { useFormulas } from '../api/get-formulas';
import { FormulaGrid, FormulaGridSkeleton } from './formula-grid';

const LATEST_COUNT = 3;

/** The newest formula posts. Hidden when none is published. */
export function HomeLatestFormulas() {
  const { data, isPending } = useFormulas({ orden: 'newest', pageSize: LATEST_COUNT });
  if (!isPending && (!data || data.items.length === 0)) return null;

  return (
    <Box component="section" aria-labelledby="latest-formulas-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{
            mb: { xs: 4, md: 5 },
            justifyContent: 'space-between',
            alignItems: { sm: 'flex-end' },
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
              Fórmulas
            </Typography>
            <Typography id="latest-formulas-title" variant="h3" component="h2">
              Aprende a elaborar tus productos
            </Typography>
          </Box>
          <Button component={RouterLink} to={paths.post.root} variant="text" sx={{ flexShrink: 0 }}>
            Ver todas las fórmulas
          </Button>
        </Stack>
        {data ? (
          <FormulaGrid formulas={data.items} />
        ) : (
          <FormulaGridSkeleton count={LATEST_COUNT} />
        )}
      </Container>
    </Box>
  );
}
