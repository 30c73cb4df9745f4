import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCompany } from '@/api/get-company';
import { BranchCard } from './branch-card';
import { OpeningHours } from './opening-hours';

type BranchesSectionProps = {
  title?: string;
  subtitle?: string;
  /** Off where the page already shows the hours elsewhere. */
  showHours?: boolean;
};

/** The branches side by side with the opening hours: used by the home, about and contact pages. */
export function BranchesSection({
  title = 'Visítanos en nuestras sucursales',
  subtitle = 'Retira tu pedido en la sucursal más cercana o recíbelo en tu negocio.',
  showHours = true,
}: BranchesSectionProps) {
  const { data: company } = useCompany();
  const columns = showHours ? 4 : 6;

  return (
    <Box component="section" aria-labelledby="branches-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container>
        <Typography
          id="branches-title"
          variant="h3"
          component="h2"
          sx={{ textAlign: 'center', mb: 2 }}
        >
          {title}
        </Typography>
        <Typography
          sx={{
            textAlign: 'center',
            color: 'text.secondary',
            maxWidth: 640,
            mx: 'auto',
            mb: { xs: 5, md: 6 },
          }}
        >
          {subtitle}
        </Typography>
        <Grid container spacing={3}>
          {company?.branches.map((branch, index) => (
            <Grid key={`${index}-${branch.name}`} size={{ xs: 12, md: columns }}>
              <BranchCard branch={branch} />
            </Grid>
          ))}
          {showHours && (
            <Grid size={{ xs: 12, md: 4 }}>
              <OpeningHours />
            </Grid>
          )}
        </Grid>
      </Container>
    </Box>
  );
}
