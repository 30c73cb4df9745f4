import { ConsultaListPage } from '@/features/consultas/components/consulta-page';
import { ConsultaFormulaListView } from '@/features/consultas/components/consulta-lists';

/** The formulas with what a batch costs from the latest purchases. Search, days, sort and page live in the address. */
export default function ConsultaFormulaListPage() {
  return (
    <ConsultaListPage title="Fórmulas">
      <ConsultaFormulaListView />
    </ConsultaListPage>
  );
}
