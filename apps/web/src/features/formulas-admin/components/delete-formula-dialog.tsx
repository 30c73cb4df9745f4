import type { FormulaSummary } from '@quimia/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteFormula } from '../api/formulas';

type DeleteFormulaDialogProps = {
  /** The formula to remove; null keeps the dialog closed. */
  formula: Pick<FormulaSummary, 'id' | 'title'> | null;
  onClose: () => void;
  /** After the formula is gone (e.g. leave its page). */
  onDeleted?: () => void;
};

/** Asks before removing a formula post (admin); a refusal from the server stays on screen. */
export function DeleteFormulaDialog({ formula, onClose, onDeleted }: DeleteFormulaDialogProps) {
  const deletion = useDeleteFormula();
  return (
    <ConfirmDialog
      target={formula}
      id="delete-formula"
      title="Eliminar fórmula"
      description={(shown) => (
        <>
          ¿Seguro que quieres eliminar <strong>{shown.title}</strong>? Se borrarán también sus
          comentarios. Esta acción no se puede deshacer.
        </>
      )}
      confirmLabel="Eliminar"
      action={deletion}
      successMessage="Fórmula eliminada"
      onClose={onClose}
      onDone={onDeleted}
    />
  );
}
