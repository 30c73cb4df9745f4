import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { QuotationListView } from '@/features/quotations/pages/quotation-list-view';

/** Every quotation, for staff to answer, send and turn into orders. */
export default function QuotationListPage() {
  return (
    <>
      <PageHeader
        title="Cotizaciones"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Cotizaciones', href: paths.dashboard.quotation.root },
          { name: 'Lista' },
        ]}
      />
      <QuotationListView />
    </>
  );
}
