import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordActions } from '@/components/record-actions';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { ProductStockCard } from '@/features/inventory';
import { ProductLoadState, useAdminProduct } from '@/features/products-admin';
import {
  DeleteProductDialog,
  ProductDetailsView,
} from '@/features/products-admin/pages/product-details-view';

export default function ProductDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const { data, error, refetch } = useAdminProduct(id);
  const product = data?.product;
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <PageHeader
        title={product?.name ?? 'Producto'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          { name: product?.code ?? 'Detalle' },
        ]}
        action={
          product && (
            <RecordActions
              storePath={
                product.status === 'published' ? paths.product.details(product.slug) : null
              }
              onDelete={isAdmin ? () => setDeleting(true) : undefined}
              editPath={paths.dashboard.product.edit(product.id)}
            />
          )
        }
      />
      {data ? (
        <ProductDetailsView
          detail={data}
          stockSection={
            <ProductStockCard productId={data.product.id} onChanged={() => void refetch()} />
          }
        />
      ) : (
        <ProductLoadState error={error} notFound={!id} onRetry={() => void refetch()} />
      )}
      {product && isAdmin && (
        <DeleteProductDialog
          product={deleting ? product : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(paths.dashboard.product.list, { replace: true })}
        />
      )}
    </>
  );
}
