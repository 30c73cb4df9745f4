import { RecordLoadState } from '@/components/record-load-state';
import { paths } from '@/config/paths';

type ProductLoadStateProps = { error: unknown; notFound: boolean; onRetry: () => void };

/** What a product page shows until its product arrives: skeleton, not found, or the error. */
export function ProductLoadState(props: ProductLoadStateProps) {
  return (
    <RecordLoadState
      {...props}
      notFoundTitle="Producto no encontrado"
      notFoundText="El producto que buscas no existe o fue eliminado."
      listPath={paths.dashboard.product.list}
    />
  );
}
