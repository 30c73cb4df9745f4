import { ELECTRONIC_DOCUMENT_KIND_LABELS } from '@quimia/contracts';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';
import { useInvoice } from '@/features/invoices';
import { InvoiceDetailsView } from '@/features/invoices/pages/invoice-details-view';

export default function InvoiceDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const { data: invoice, error, refetch } = useInvoice(id);

  return (
    <>
      <PageHeader
        title={
          invoice
            ? `${ELECTRONIC_DOCUMENT_KIND_LABELS[invoice.kind]} ${invoice.number}`
            : 'Comprobante'
        }
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Facturas', href: paths.dashboard.invoice.root },
          { name: invoice?.number ?? 'Detalle' },
        ]}
      />
      {invoice ? (
        <InvoiceDetailsView invoice={invoice} />
      ) : (
        <RecordLoadState
          error={error}
          notFound={!id}
          onRetry={() => void refetch()}
          notFoundTitle="Comprobante no encontrado"
          notFoundText="La factura o nota de crédito que buscas no existe."
          listPath={paths.dashboard.invoice.root}
        />
      )}
    </>
  );
}
