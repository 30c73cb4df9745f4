import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { PurchaseSuggestionView } from '@/features/inventory/pages/purchase-suggestion-view';

/** «Sugerencia de compra»: what to buy, by supplier, for the branches at or below their minimum. */
export default function PurchaseSuggestionPage() {
  return (
    <>
      <PageHeader
        title="Sugerencia de compra"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Productos', href: paths.dashboard.product.list },
          { name: 'Sugerencia de compra' },
        ]}
      />
      <PurchaseSuggestionView />
    </>
  );
}
