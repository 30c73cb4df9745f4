import { PartyDetailPage } from '@/features/consultas/pages/party-detail-page';

/** A supplier: data, figures, months, latest documents and what the shop buys from them. */
export default function SupplierDetailPage() {
  return <PartyDetailPage side="supplier" />;
}
