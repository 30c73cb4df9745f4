import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { InvoiceListView } from '@/features/invoices/pages/invoice-list-view';

/** Every invoice and credit note sent to the SRI, for staff to follow. */
export default function InvoiceListPage() {
  return (
    <>
      <PageHeader
        title="Facturas"
        breadcrumbs={[
          { name: 'Panel', href: paths.dashboard.root },
          { name: 'Facturas', href: paths.dashboard.invoice.root },
          { name: 'Lista' },
        ]}
      />
      <InvoiceListView />
    </>
  );
}
