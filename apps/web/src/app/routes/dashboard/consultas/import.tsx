import { ConsultaListPage } from '@/features/consultas';
import { ImportView } from '@/features/consultas/pages/import-view';

/** Filling the consultas: SRI documents and CSV files, checked first, and the codes left to match. */
export default function ConsultaImportPage() {
  return (
    <ConsultaListPage title="Importar">
      <ImportView />
    </ConsultaListPage>
  );
}
