import type { ProductSummary } from '@quimia/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProduct } from '../api/products';

type DeleteProductDialogProps = {
  /** The product to remove; null keeps the dialog closed. */
  product: Pick<ProductSummary, 'id' | 'name' | 'code'> | null;
  onClose: () => void;
  /** After the product is gone (e.g. leave its page). */
  onDeleted?: () => void;
};

/** Asks before removing a product (admin); a refusal from the server stays on screen. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const deletion = useDeleteProduct();
  return (
    <ConfirmDialog
      target={product}
      id="delete-product"
      title="Eliminar producto"
      description={(shown) => (
        <>
          ¿Seguro que quieres eliminar <strong>{shown.name}</strong> ({shown.code})? Dejará de verse
          en la tienda, y en las fórmulas que lo usan quedará como ingrediente sin enlace. Esta
          acción no se puede deshacer.
        </>
      )}
      confirmLabel="Eliminar"
      action={deletion}
      successMessage="Producto eliminado"
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
