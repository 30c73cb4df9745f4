import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';
import { useStaffQuotation } from '@/features/quotations';
import { QuotationDetailsView } from '@/features/quotations/pages/quotation-details-view';

export default function QuotationDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const { data: quotation, error, refetch } = useStaffQuotation(id);

  return (
    <>
      <PageHeader
        title={quotation ? `Cotización ${quotation.number}` : 'Cotización'}
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Cotizaciones', href: paths.dashboard.quotation.root },
          { name: quotation?.number ?? 'Detalle' },
        ]}
      />
      {quotation ? (
        <QuotationDetailsView quotation={quotation} />
      ) : (
        <RecordLoadState
          error={error}
          notFound={!id}
          onRetry={() => void refetch()}
          notFoundTitle="Cotización no encontrada"
          notFoundText="La cotización que buscas no existe."
          listPath={paths.dashboard.quotation.root}
        />
      )}
    </>
  );
}
