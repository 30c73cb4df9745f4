import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { FormulaLoadState, useAdminFormula } from '@/features/formulas-admin';
import { FormulaForm } from '@/features/formulas-admin/pages/formula-form';

export default function PostEditPage() {
  // The route's `title` is the formula's slug.
  const { title: slug } = useParams<{ title: string }>();
  const { data, error, refetch } = useAdminFormula(slug);
  const formula = data?.formula;

  return (
    <>
      <PageHeader
        title="Editar fórmula"
        documentTitle={formula ? `Editar ${formula.title}` : 'Editar fórmula'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Posts Fórmulas', href: paths.dashboard.post.list },
          ...(formula
            ? [{ name: formula.title, href: paths.dashboard.post.details(formula.slug) }]
            : []),
          { name: 'Editar' },
        ]}
      />
      {formula ? (
        // Keyed by id: moving from one formula's page to another's starts a fresh form.
        <FormulaForm key={formula.id} formula={formula} />
      ) : (
        <FormulaLoadState error={error} notFound={!slug} onRetry={() => void refetch()} />
      )}
    </>
  );
}
