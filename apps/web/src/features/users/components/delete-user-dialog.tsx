import type { User } from '@quimia/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteUser } from '../api/users';

type DeleteUserDialogProps = {
  /** The user to remove; null keeps the dialog closed. */
  user: Pick<User, 'id' | 'displayName' | 'email'> | null;
  onClose: () => void;
};

/** Asks before removing a user; a refusal from the server (e.g. the last admin) stays on screen. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const deletion = useDeleteUser();
  return (
    <ConfirmDialog
      target={user}
      id="delete-user"
      title="Eliminar usuario"
      description={(shown) => (
        <>
          ¿Seguro que quieres eliminar a <strong>{shown.displayName}</strong> ({shown.email})? Esta
          acción no se puede deshacer.
        </>
      )}
      confirmLabel="Eliminar"
      action={deletion}
      successMessage="Usuario eliminado"
      onClose={onClose}
    />
  );
}
