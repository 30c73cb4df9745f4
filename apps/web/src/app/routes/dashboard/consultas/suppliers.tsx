import { ConsultaListPage } from '@/features/consultas';
import { PartyListView } from '@/features/consultas/pages/consulta-lists';

/** The suppliers, with what was bought from each. Search, days, sort and page live in the address. */
export default function SupplierListPage() {
  return (
    <ConsultaListPage title="Proveedores">
      <PartyListView side="supplier" />
    </ConsultaListPage>
  );
}
