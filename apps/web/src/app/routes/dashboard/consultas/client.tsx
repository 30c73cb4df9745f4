import { PartyDetailPage } from '@/features/consultas/pages/party-detail-page';

/** A client: data, figures, months, latest documents and what they buy. */
export default function ClientDetailPage() {
  return <PartyDetailPage side="client" />;
}
