import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { CATEGORY_KIND_LABELS, categoryUsersText, type Category } from '@quimia/contracts';
import { SelectFilter } from '@/components/table/select-filter';
import { errorMessage } from '@/lib/api-client';
import { useCategories, useRemoveCategory } from '../api/categories';

type RemoveCategoryDialogProps = {
  /** The category to remove; null keeps the dialog closed. */
  target: Category | null;
  onClose: () => void;
};

/**
 * Asks before removing a category. One in use (or a type with subtypes) needs another category of
 * its kind for its products to move to; the move and the removal happen together.
 */
export function RemoveCategoryDialog({ target, onClose }: RemoveCategoryDialogProps) {
  return (
    <RemoveForm
      key={target ? `${target.kind}-${target.id}` : 'closed'}
      target={target}
      onClose={onClose}
    />
  );
}

function RemoveForm({ target, onClose }: RemoveCategoryDialogProps) {
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const remove = useRemoveCategory();
  const { enqueueSnackbar } = useSnackbar();
  // Every category of the kind, subtypes of all types included (a subtype may move to another).
  const others = useCategories(target?.kind ?? 'businessLine');
  const labels = target ? CATEGORY_KIND_LABELS[target.kind] : null;
  const needsTarget = Boolean(target && (target.usage > 0 || target.subtypeCount > 0));
  // Subtypes are named with their type: two types may have subtypes of the same name.
  const types = useCategories('productType');
  const typeNames = new Map((types.data?.items ?? []).map((type) => [type.id, type.name]));
  const options = (others.data?.items ?? [])
    .filter((item) => item.id !== target?.id)
    .map((item) => ({
      value: String(item.id),
      label:
        item.typeId === null ? item.name : `${typeNames.get(item.typeId) ?? ''} › ${item.name}`,
    }));

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { kind: target.kind, id: target.id, moveTo: moveTo ? Number(moveTo) : null },
      {
        onSuccess: (data) => {
          enqueueSnackbar(data.message, { variant: 'success' });
          remove.reset();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      aria-labelledby="remove-category-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="remove-category-title">
        Eliminar {labels?.singular} {target?.name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {remove.isError && <Alert severity="error">{errorMessage(remove.error)}</Alert>}
          {target && !needsTarget && (
            <DialogContentText>
              Ningún producto ni fórmula la usa. ¿Eliminar {target.name}? No se puede deshacer.
            </DialogContentText>
          )}
          {target && needsTarget && labels && (
            <>
              <DialogContentText>
                {target.usage > 0 && `La usan ${categoryUsersText(target.kind, target.usage)}. `}
                {target.subtypeCount > 0 &&
                  `Tiene ${target.subtypeCount === 1 ? '1 subtipo' : `${target.subtypeCount} subtipos`}, que pasarán al tipo elegido. `}
                Elige a qué {labels.singular} pasan: se mueven y se elimina {target.name} en un solo
                paso. Los enlaces a {target.name} llevarán a la elegida.
              </DialogContentText>
              <SelectFilter
                label={`Pasar a (${labels.singular})`}
                value={moveTo ?? undefined}
                onChange={setMoveTo}
                allLabel="Elige…"
                options={options}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={remove.isPending}>
          Cancelar
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          loading={remove.isPending}
          disabled={needsTarget && !moveTo}
        >
          {needsTarget ? 'Mover y eliminar' : 'Eliminar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
