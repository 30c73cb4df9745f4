import { PageSection, SeeAllHeading } from '@/components/page-section';
import { paths } from '@/config/paths';
import { useFormulas } from '../api/formulas';
import { FormulaGrid, FormulaGridSkeleton } from './formula-grid';

const LATEST_COUNT = 3;

/** The newest formula posts. Hidden when none is published. */
export function HomeLatestFormulas() {
  const { data, isPending } = useFormulas({ orden: 'newest', pageSize: LATEST_COUNT });
  if (!isPending && (!data || data.items.length === 0)) return null;

  return (
    <PageSection labelledBy="latest-formulas-title">
      <SeeAllHeading
        id="latest-formulas-title"
        overline="Fórmulas"
        title="Aprende a elaborar tus productos"
        seeAll={{ to: paths.post.root, label: 'Ver todas las fórmulas' }}
      />
      {data ? <FormulaGrid formulas={data.items} /> : <FormulaGridSkeleton count={LATEST_COUNT} />}
    </PageSection>
  );
}
