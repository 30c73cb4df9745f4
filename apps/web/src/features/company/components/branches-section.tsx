import Grid from '@mui/material/Grid';
import { useCompany } from '@/api/company';
import { PageSection, SectionHeading } from '@/components/page-section';
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
    <PageSection labelledBy="branches-title">
      <SectionHeading id="branches-title" title={title}>
        {subtitle}
      </SectionHeading>
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
    </PageSection>
  );
}
