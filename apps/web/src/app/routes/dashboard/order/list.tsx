import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderListView } from '@/features/orders/pages/order-list-view';

/** Every order, for staff to follow and move on. */
export default function OrderListPage() {
  return (
    <>
      <PageHeader
        title="Pedidos"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Pedidos', href: paths.dashboard.order.root },
          { name: 'Lista' },
        ]}
      />
      <OrderListView />
    </>
  );
}
