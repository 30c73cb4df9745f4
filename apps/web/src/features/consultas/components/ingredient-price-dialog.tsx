import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INGREDIENT_PRICE_UNITS,
  type FormulaCostLine,
  type IngredientPrice,
  type IngredientPriceUnit,
} from '@quimia/contracts';
import { useSnackbar } from 'notistack';
import { NativeOptions } from '@/components/form-fields';
import { errorMessage } from '@/lib/api-client';
import { centsToDollars, formatDateTime } from '@/lib/format';
import { useIngredientPrice } from '../api/consultas';
import { formatAmount } from '../utils/format';
import { parsePrice } from '../utils/price-input';

const isPriceUnit = (unit: string): unit is IngredientPriceUnit =>
  (INGREDIENT_PRICE_UNITS as readonly string[]).includes(unit);

/** «Usuario Prueba, 28 nov 2026 10:05»: who set a hand price last, and when. */
export function handPriceAuthor(price: IngredientPrice): string {
  const when = formatDateTime(price.updatedAt);
  return [price.updatedBy ?? 'Una cuenta ya eliminada', when].filter(Boolean).join(', ');
}

/**
 * «Fijar precio»: what the shop pays for an ingredient the catalogue does not sell, per kg, g, L,
 * mL or galón. It is kept by the ingredient's name, so every formula writing it is costed with it;
 * a price already set can be changed or removed here.
 */
export function IngredientPriceDialog({
  line,
  onClose,
}: {
  line: FormulaCostLine;
  onClose: () => void;
}) {
  const current = line.handPrice;
  const [typed, setTyped] = useState(() => {
    const dollars = centsToDollars(current?.unitPriceCents);
    return dollars === null ? '' : dollars.toFixed(2).replace('.', ',');
  });
  const [unit, setUnit] = useState<IngredientPriceUnit>(() =>
    current && isPriceUnit(current.unit) ? current.unit : isPriceUnit(line.unit) ? line.unit : 'kg',
  );
  const [touched, setTouched] = useState(false);
  const { set, remove } = useIngredientPrice();
  const { enqueueSnackbar } = useSnackbar();
  const parsed = parsePrice(typed);
  const fieldError = touched && 'error' in parsed ? parsed.error : undefined;
  const busy = set.isPending || remove.isPending;
  const failed = set.error ?? remove.error;

  const save = () => {
    setTouched(true);
    if ('error' in parsed || busy) return;
    remove.reset();
    set.mutate(
      { name: line.name, unit, unitPriceCents: parsed.cents },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(answer.message, { variant: 'success' });
          onClose();
        },
      },
    );
  };
  const clear = () => {
    if (busy) return;
    set.reset();
    remove.mutate(line.name, {
      onSuccess: (answer) => {
        enqueueSnackbar(answer.message, { variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ingredient-price-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogTitle id="ingredient-price-title">Precio de {line.name}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Lo que paga la tienda por este ingrediente, sin IVA. No es un producto del catálogo: el
            precio vale para todas las fórmulas que lo usan con este nombre. Esta fórmula pide{' '}
            {formatAmount(line.amount, line.unit)}.
          </DialogContentText>
          {!isPriceUnit(line.unit) && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              La fórmula lo escribe en {line.unit}, que no tiene un tamaño fijo: un precio por kg o
              por litro no se puede aplicar a esta cantidad.
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Precio sin IVA"
              name="precio"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onBlur={() => setTouched(true)}
              error={Boolean(fieldError)}
              helperText={fieldError ?? ' '}
              autoFocus
              required
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              select
              label="Por"
              name="unidad"
              value={unit}
              onChange={(event) => setUnit(event.target.value as IngredientPriceUnit)}
              helperText=" "
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ width: 110 }}
            >
              <NativeOptions
                options={INGREDIENT_PRICE_UNITS.map((value) => ({ value, label: value }))}
              />
            </TextField>
          </Stack>
          {current && (
            <Typography variant="body2" color="text.secondary">
              Precio manual fijado por {handPriceAuthor(current)}.
            </Typography>
          )}
          {failed && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errorMessage(failed)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {current && (
            <Button color="error" onClick={clear} disabled={busy} sx={{ mr: 'auto' }}>
              {remove.isPending ? 'Quitando…' : 'Quitar precio'}
            </Button>
          )}
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {set.isPending ? 'Guardando…' : 'Guardar precio'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
