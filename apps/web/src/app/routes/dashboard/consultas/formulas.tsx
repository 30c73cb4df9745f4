import { ConsultaListPage } from '@/features/consultas';
import { ConsultaFormulaListView } from '@/features/consultas/pages/consulta-lists';

/** The formulas with what a batch costs from the latest purchases. Search, days, sort and page live in the address. */
export default function ConsultaFormulaListPage() {
  return (
    <ConsultaListPage title="Fórmulas">
      <ConsultaFormulaListView />
    </ConsultaListPage>
  );
}
