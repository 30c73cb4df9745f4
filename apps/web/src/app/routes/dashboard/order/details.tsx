import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';
import { OrderInvoiceCard } from '@/features/invoices';
import { useOrder } from '@/features/orders';
import { OrderDetailsView } from '@/features/orders/pages/order-details-view';

export default function OrderDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const { data: order, error, refetch } = useOrder(id);

  return (
    <>
      <PageHeader
        title={order ? `Pedido ${order.number}` : 'Pedido'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Pedidos', href: paths.dashboard.order.root },
          { name: order?.number ?? 'Detalle' },
        ]}
      />
      {order ? (
        <OrderDetailsView order={order} invoice={<OrderInvoiceCard order={order} />} />
      ) : (
        <RecordLoadState
          error={error}
          notFound={!id}
          onRetry={() => void refetch()}
          notFoundTitle="Pedido no encontrado"
          notFoundText="El pedido que buscas no existe."
          listPath={paths.dashboard.order.root}
        />
      )}
    </>
  );
}
