import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { User } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { errorMessage } from '@/lib/api-client';
import { useDeleteUser } from '../api/delete-user';

type DeleteUserDialogProps = {
  /** The user to remove; null keeps the dialog closed. */
  user: Pick<User, 'id' | 'displayName' | 'email'> | null;
  onClose: () => void;
};

/** Asks before removing a user; a refusal from the server (e.g. the last admin) stays on screen. */
export function DeleteUserDialog({ user: target, onClose }: DeleteUserDialogProps) {
  // Keep showing the last user while the dialog fades out, instead of an empty sentence.
  const [user, setShownUser] = useState(target);
  if (target && target !== user) setShownUser(target);
  const { enqueueSnackbar } = useSnackbar();
  const deletion = useDeleteUser();

  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };

  const confirm = () => {
    if (!user) return;
    deletion.mutate(user.id, {
      onSuccess: (data) => {
        enqueueSnackbar(data.message || 'Usuario eliminado', { variant: 'success' });
        deletion.reset();
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={Boolean(target)}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-user-title"
      aria-describedby="delete-user-description"
    >
      <DialogTitle id="delete-user-title">Eliminar usuario</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-user-description">
          ¿Seguro que quieres eliminar a <strong>{user?.displayName}</strong> ({user?.email})? Esta
          acción no se puede deshacer.
        </DialogContentText>
        {deletion.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(deletion.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close} disabled={deletion.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={deletion.isPending}>
          Eliminar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
