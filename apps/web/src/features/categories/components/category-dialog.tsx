import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { CATEGORY_KIND_LABELS, type Category, type CategoryKind } from '@quimia/contracts';
import { SelectFilter, type FilterOption } from '@/components/table/select-filter';
import { errorMessage } from '@/lib/api-client';
import { asApiError } from '@/lib/api-error';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveCategory } from '../api/categories';

/** What hiding means, said where staff choose it. */
export const HIDDEN_HELP =
  'Oculta: la tienda no la muestra (filtros, inicio, mapa del sitio, fichas de producto) y su página deja de existir. Sus productos siguen publicados y el personal puede seguir asignándola.';

type CategoryDialogProps = {
  kind: CategoryKind;
  /** The category to rename, or 'new'; null keeps the dialog closed. */
  target: Category | 'new' | null;
  /** Subtypes: the types to choose from, and the one chosen in the list. */
  types?: readonly FilterOption[];
  typeId?: number;
  onClose: () => void;
};

/** Creates a category or renames one (name, description, and its address only when asked). */
export function CategoryDialog(props: CategoryDialogProps) {
  // A fresh form for every category opened.
  const key = props.target === null ? 'closed' : props.target === 'new' ? 'new' : props.target.id;
  return <CategoryDialogForm key={`${props.kind}-${key}`} {...props} />;
}

function CategoryDialogForm({ kind, target, types, typeId, onClose }: CategoryDialogProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const labels = CATEGORY_KIND_LABELS[kind];
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [slug, setSlug] = useState(editing?.slug ?? '');
  const [hidden, setHidden] = useState(editing?.hidden ?? false);
  const [type, setType] = useState(typeId ? String(typeId) : (types?.[0]?.value ?? ''));
  const save = useSaveCategory();
  const { enqueueSnackbar } = useSnackbar();

  const fieldError = (field: string) =>
    asApiError(save.error)?.details?.find((detail) => detail.field === field)?.message;

  // A double click saves once: the second request found the name taken by the first and kept
  // the dialog open with "Ya existe…", though the category was created.
  const { onSubmit, sending } = useSingleSubmit(async () => {
    const slugChanged = editing ? slug.trim() !== editing.slug : slug.trim() !== '';
    try {
      await save.mutateAsync({
        kind,
        ...(editing ? { id: editing.id } : {}),
        name,
        description,
        hidden,
        ...(slugChanged ? { slug } : {}),
        ...(kind === 'productSubtype' && !editing ? { typeId: Number(type) } : {}),
      });
    } catch {
      return; // The fields and the alert show why.
    }
    enqueueSnackbar(editing ? 'Cambios guardados' : 'Categoría creada', { variant: 'success' });
    save.reset();
    onClose();
  });

  const close = () => {
    if (sending) return;
    save.reset();
    onClose();
  };

  const title = editing ? `Editar ${labels.singular}` : `Nueva categoría en ${labels.plural}`;
  return (
    <Dialog open={target !== null} onClose={close} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {save.isError && !fieldError('name') && !fieldError('slug') && (
              <Alert severity="error">{errorMessage(save.error)}</Alert>
            )}
            {kind === 'productSubtype' && !editing && types && (
              <SelectFilter
                label="Tipo de producto"
                value={type}
                onChange={(value) => setType(value ?? '')}
                options={types}
              />
            )}
            <TextField
              label="Nombre"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={Boolean(fieldError('name'))}
              helperText={fieldError('name')}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <TextField
              label="Descripción"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <TextField
              label="Dirección web (slug)"
              value={slug}
              onChange={(event) => setSlug(event.target.value)}
              error={Boolean(fieldError('slug'))}
              helperText={
                fieldError('slug') ??
                (editing
                  ? 'Cambiarla es opcional: la dirección anterior seguirá funcionando y llevará a la nueva.'
                  : 'Se genera a partir del nombre si la dejas vacía.')
              }
            />
            <div>
              <FormControlLabel
                control={
                  <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
                }
                label="Oculta en la tienda"
              />
              <FormHelperText>{HIDDEN_HELP}</FormHelperText>
            </div>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={sending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            {editing ? 'Guardar' : 'Crear'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
