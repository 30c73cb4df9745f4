import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/page-meta';
import {
  parseQuoteItems,
  parseQuoteSource,
  QuoteRequestView,
} from '@/features/quotations/pages/quote-request-view';

/**
 * "Solicitar cotización" (`/cotizar?items=presentationId:qty,…&origen=product`): product pages,
 * the cart and formulas link here with what to quote (`paths.quotation.request`).
 */
export default function QuoteRequestPage() {
  const [searchParams] = useSearchParams();
  const items = parseQuoteItems(searchParams.get('items'));
  return (
    <>
      <DocumentTitle title="Solicitar cotización" />
      <QuoteRequestView
        key={searchParams.get('items') ?? ''}
        initialItems={items}
        source={parseQuoteSource(searchParams.get('origen'))}
      />
    </>
  );
}
