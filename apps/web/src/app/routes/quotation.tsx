import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/page-meta';
import { CustomerQuotationView } from '@/features/quotations/pages/customer-quotation-view';

/** A quotation at its link (`/cotizacion/{token}`): whoever holds the link reads it. */
export default function QuotationPage() {
  const { token = '' } = useParams<{ token: string }>();
  return (
    <>
      <DocumentTitle title="Cotización" />
      <CustomerQuotationView token={token} />
    </>
  );
}
