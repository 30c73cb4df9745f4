import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ProductForm } from '@/features/products-admin/pages/product-form';

export default function ProductNewPage() {
  return (
    <>
      <PageHeader
        title="Nuevo producto"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          { name: 'Nuevo producto' },
        ]}
      />
      <ProductForm />
    </>
  );
}
