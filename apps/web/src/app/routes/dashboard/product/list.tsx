import { NewRecordButton } from '@/components/new-record-button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ProductListView } from '@/features/products-admin/pages/product-list-view';

export default function ProductListPage() {
  return (
    <>
      <PageHeader
        title="Productos"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          { name: 'Lista' },
        ]}
        action={<NewRecordButton to={paths.dashboard.product.new}>Nuevo producto</NewRecordButton>}
      />
      <ProductListView />
    </>
  );
}
