import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { ProductStockCard } from '@/features/inventory';
import { KardexView } from '@/features/inventory/pages/kardex-view';
import { ProductLoadState, useAdminProduct } from '@/features/products-admin';

/** A product's kardex: its stock per branch on top, then every move with its running balance. */
export default function ProductKardexPage() {
  const { id } = useParams<{ id: string }>();
  const { data, error, refetch } = useAdminProduct(id);
  const product = data?.product;
  const title = product ? `Kárdex · ${product.name}` : 'Kárdex';

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          ...(product
            ? [{ name: product.name, href: paths.dashboard.product.details(product.id) }]
            : []),
          { name: 'Kárdex' },
        ]}
      />
      {product ? (
        <Stack spacing={3}>
          <ProductStockCard
            productId={product.id}
            kardexLink={false}
            onChanged={() => void refetch()}
          />
          <KardexView key={product.id} productId={product.id} productName={product.name} />
        </Stack>
      ) : (
        <ProductLoadState error={error} notFound={!id} onRetry={() => void refetch()} />
      )}
    </>
  );
}
