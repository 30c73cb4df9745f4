import { ConsultaListPage } from '@/features/consultas';
import { ConsultaProductListView } from '@/features/consultas/pages/consulta-lists';

/** The catalogue's products with what was sold and bought of each. Search, days, sort and page live in the address. */
export default function ConsultaProductListPage() {
  return (
    <ConsultaListPage title="Productos">
      <ConsultaProductListView />
    </ConsultaListPage>
  );
}
