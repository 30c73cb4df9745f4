import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ProductLoadState, useAdminProduct } from '@/features/products-admin';
import { ProductForm } from '@/features/products-admin/pages/product-form';

export default function ProductEditPage() {
  const { id } = useParams<{ id: string }>();
  const { data, error, refetch } = useAdminProduct(id);
  const product = data?.product;

  return (
    <>
      <PageHeader
        title="Editar producto"
        documentTitle={product ? `Editar ${product.name}` : 'Editar producto'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          ...(product
            ? [{ name: product.name, href: paths.dashboard.product.details(product.id) }]
            : []),
          { name: 'Editar' },
        ]}
      />
      {product ? (
        // Keyed by id: moving from one product's page to another's starts a fresh form.
        <ProductForm key={product.id} product={product} />
      ) : (
        <ProductLoadState error={error} notFound={!id} onRetry={() => void refetch()} />
      )}
    </>
  );
}
