import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ConsultaProductSearchResponse, UnmatchedCode } from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { NativeOptions } from '@/components/form-fields';
import { errorMessage } from '@/lib/api-client';
import { consultaEndpoints, useConsulta, useMapCode } from '../api/consultas';
import { useDebouncedValue } from '../utils/use-debounced-value';

type FoundProduct = ConsultaProductSearchResponse['items'][number];

/**
 * "Asignar": the catalogue product (and presentation) a supplier's code stands for; every line
 * with that code, past and future, then counts for the product.
 */
export function AssignCodeDialog({ code, onClose }: { code: UnmatchedCode; onClose: () => void }) {
  const [text, setText] = useState('');
  const [product, setProduct] = useState<FoundProduct | null>(null);
  const [presentationId, setPresentationId] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const found = useConsulta(
    consultaEndpoints.searchProducts,
    { q: search, limit: 20 },
    { enabled: search.length > 0 },
  );
  const mapCode = useMapCode();
  const { enqueueSnackbar } = useSnackbar();

  const submit = () => {
    if (!product) return;
    mapCode.mutate(
      {
        partyId: code.partyId,
        code: code.code,
        productId: product.id,
        presentationId: presentationId || null,
      },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(answer.message, { variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assign-code-title">
      <DialogTitle id="assign-code-title">Asignar el código {code.code}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {code.partyName}: «{code.description}». Elige el producto del catálogo que corresponde a
          este código; {code.lineCount === 1 ? 'su línea' : `sus ${code.lineCount} líneas`} y las
          que lleguen después contarán para él.
        </DialogContentText>
        <Stack spacing={2}>
          <Autocomplete
            options={found.data?.items ?? []}
            value={product}
            onChange={(_event, value) => {
              setProduct(value);
              setPresentationId(
                value?.presentations.length === 1 ? value.presentations[0]!.id : '',
              );
            }}
            inputValue={text}
            onInputChange={(_event, value) => setText(value)}
            getOptionLabel={(option) => `${option.code} · ${option.name}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={(options) => options}
            loading={found.isFetching}
            noOptionsText={search ? 'Ningún producto coincide' : 'Escribe el nombre o el código'}
            loadingText="Buscando…"
            renderInput={(params) => <TextField {...params} label="Producto" autoFocus />}
          />
          {product && (
            <TextField
              select
              label="Presentación"
              value={presentationId}
              onChange={(event) => setPresentationId(event.target.value)}
              helperText="Su tamaño convierte el precio del proveedor en costo por unidad del producto."
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <NativeOptions
                emptyOption={`Sin presentación (por ${product.unit})`}
                options={product.presentations.map((presentation) => ({
                  value: presentation.id,
                  label: presentation.label,
                }))}
              />
            </TextField>
          )}
          {mapCode.isError && <Alert severity="error">{errorMessage(mapCode.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={!product || mapCode.isPending}>
          {mapCode.isPending ? 'Asignando…' : 'Asignar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
