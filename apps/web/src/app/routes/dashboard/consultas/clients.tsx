import { ConsultaListPage } from '@/features/consultas/components/consulta-page';
import { PartyListView } from '@/features/consultas/components/consulta-lists';

/** The clients, with what was sold to each. Search, days, sort and page live in the address. */
export default function ClientListPage() {
  return (
    <ConsultaListPage title="Clientes">
      <PartyListView side="client" />
    </ConsultaListPage>
  );
}
