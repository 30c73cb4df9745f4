import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { FormulaForm } from '@/features/formulas-admin/pages/formula-form';

export default function PostNewPage() {
  return (
    <>
      <PageHeader
        title="Nueva fórmula"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Posts Fórmulas', href: paths.dashboard.post.list },
          { name: 'Nueva fórmula' },
        ]}
      />
      <FormulaForm />
    </>
  );
}
