import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PurchaseReceiptsView } from '@/features/inventory/pages/purchase-receipts-view';

/** «Recepción de compras»: imported purchases received into a branch's stock, once checked. */
export default function PurchaseReceiptsPage() {
  return (
    <>
      <PageHeader
        title="Recepción de compras"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          { name: 'Recepción de compras' },
        ]}
      />
      <PurchaseReceiptsView />
    </>
  );
}
