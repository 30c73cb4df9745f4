import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ConsultaDetailPage, consultaEndpoints, useConsultaRecord } from '@/features/consultas';
import { FormulaDetailView } from '@/features/consultas/pages/formula-detail-view';

/** A formula: its ingredients and what a batch costs from the latest purchases. */
export default function ConsultaFormulaPage() {
  const { id } = useParams<{ id: string }>();
  const formula = useConsultaRecord(consultaEndpoints.formula, id);
  return (
    <ConsultaDetailPage
      title="Fórmula"
      name={formula.data?.title}
      list={{ name: 'Fórmulas', path: paths.dashboard.consultas.formulas }}
      record={formula}
      missing={!id}
      notFound={{ title: 'Fórmula no encontrada', text: 'La fórmula que buscas no existe.' }}
    >
      {(data) => <FormulaDetailView formula={data} />}
    </ConsultaDetailPage>
  );
}
