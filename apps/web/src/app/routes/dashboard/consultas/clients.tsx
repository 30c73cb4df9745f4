import { ConsultaListPage } from '@/features/consultas';
import { PartyListView } from '@/features/consultas/pages/consulta-lists';

/** The clients, with what was sold to each. Search, days, sort and page live in the address. */
export default function ClientListPage() {
  return (
    <ConsultaListPage title="Clientes">
      <PartyListView side="client" />
    </ConsultaListPage>
  );
}
