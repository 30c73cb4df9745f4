import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';

type FormulaLoadStateProps = { error: unknown; notFound: boolean; onRetry: () => void };

/** What a formula page shows until its formula arrives: skeleton, not found, or the error. */
export function FormulaLoadState(props: FormulaLoadStateProps) {
  return (
    <RecordLoadState
      {...props}
      notFoundTitle="Fórmula no encontrada"
      notFoundText="La fórmula que buscas no existe o fue eliminada."
      listPath={paths.dashboard.post.list}
    />
  );
}
