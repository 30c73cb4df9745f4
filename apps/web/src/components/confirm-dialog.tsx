import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { errorMessage } from '@/lib/api-client';

/** What the dialog uses of the mutation (TanStack Query) that acts on a record's id. */
export type ConfirmAction = Pick<
  UseMutationResult<{ message: string }, unknown, string>,
  'mutate' | 'reset' | 'isPending' | 'isError' | 'error'
>;

type ConfirmDialogProps<T extends { id: string }> = {
  /** The record to act on; null keeps the dialog closed. */
  target: T | null;
  /** Prefix of the ids that name and describe the dialog (`${id}-title`, `${id}-description`). */
  id: string;
  title: string;
  /** The question about the record. */
  description: (target: T) => ReactNode;
  /** The destructive button's text. */
  confirmLabel: string;
  action: ConfirmAction;
  /** The snackbar's text when the server's answer brings none. */
  successMessage: string;
  onClose: () => void;
  /** After the action succeeded and the dialog closed (e.g. leave the record's page). */
  onDone?: () => void;
};

/**
 * Asks before a destructive action on one record (staff); a refusal from the server stays on
 * screen, and the dialog cannot be dismissed while the request runs.
 */
export function ConfirmDialog<T extends { id: string }>({
  target,
  id,
  title,
  description,
  confirmLabel,
  action,
  successMessage,
  onClose,
  onDone,
}: ConfirmDialogProps<T>) {
  // Keep showing the last record while the dialog fades out, instead of an empty sentence.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    if (action.isPending) return;
    action.reset();
    onClose();
  };

  // A double click acts once: the second request found the record already gone ("no
  // encontrado") and kept the dialog open over it, though the first one went through.
  const acting = useRef(false);
  const confirm = () => {
    if (!shown || acting.current) return;
    acting.current = true;
    action.mutate(shown.id, {
      onSettled: () => {
        acting.current = false;
      },
      onSuccess: (data) => {
        enqueueSnackbar(data.message || successMessage, { variant: 'success' });
        action.reset();
        onClose();
        onDone?.();
      },
    });
  };

  return (
    <Dialog
      open={Boolean(target)}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-description`}>
          {shown && description(shown)}
        </DialogContentText>
        {action.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(action.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={close} disabled={action.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={action.isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
