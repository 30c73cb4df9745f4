import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { CategoriesView } from '@/features/categories';

export default function CategoriesPage() {
  return (
    <>
      <PageHeader
        title="Categorías"
        breadcrumbs={[{ name: 'Panel', href: paths.dashboard.root }, { name: 'Categorías' }]}
      />
      <CategoriesView />
    </>
  );
}
