import Alert from '@mui/material/Alert';
import { stockAdjustmentBodySchema, type StockAdjustmentBody } from '@quimia/contracts';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-fields';
import { useAdjustStock } from '../api/inventory';
import {
  BranchField,
  QuantityField,
  StockDialog,
  StockForm,
  useStockForm,
  type StockDialogProps,
} from './stock-dialog';
import {
  amountTone,
  countDifference,
  formatSignedAmount,
  formatStockAmount,
} from '../utils/stock-amounts';

type AdjustmentValues = { branchId: string; counted: number | null; reason: string };

const FIELDS = ['branchId', 'counted', 'reason'] as const;

function AdjustmentForm({ stock, onClose, onSaved }: Omit<StockDialogProps, 'open'>) {
  const adjust = useAdjustStock();
  const first = stock.levels[0];
  const { control, setValue, formState, submit } = useStockForm({
    schema: stockAdjustmentBodySchema,
    toBody: (values: AdjustmentValues): Partial<StockAdjustmentBody> => ({
      productId: stock.productId,
      branchId: values.branchId,
      counted: values.counted ?? undefined,
      reason: values.reason,
    }),
    fields: FIELDS,
    defaultValues: { branchId: first?.branchId ?? '', counted: first?.onHand ?? null, reason: '' },
    save: (body) => adjust.mutateAsync(body),
    savedMessage: 'Ajuste de inventario registrado',
    onClose,
    onSaved,
  });
  const [branchId, counted] = useWatch({ control, name: ['branchId', 'counted'] });
  const level = stock.levels.find((entry) => entry.branchId === branchId);
  const difference = level ? countDifference(level.onHand, counted) : null;
  const tone = difference === null ? null : amountTone(difference);

  return (
    <StockForm
      label="Ajuste de inventario"
      intro="Escribe lo que hay físicamente en la sucursal: la diferencia con el stock registrado queda en el kárdex con su motivo."
      error={adjust.error}
      submitting={formState.isSubmitting}
      submitLabel="Guardar ajuste"
      onSubmit={submit}
      onCancel={onClose}
    >
      <BranchField
        control={control}
        stock={stock}
        // A count starts from what the chosen branch has on record.
        onChoose={(chosen) => setValue('counted', chosen?.onHand ?? null)}
      />
      <QuantityField
        control={control}
        name="counted"
        label="Cantidad contada"
        unit={stock.unit}
        helperText={
          level
            ? `Registrado en ${level.branchName}: ${formatStockAmount(level.onHand, stock.unit)}`
            : undefined
        }
      />
      <FormTextField
        control={control}
        name="reason"
        label="Motivo"
        placeholder="Conteo físico de fin de mes, merma, derrame…"
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      {difference !== null && (
        <Alert severity={tone === 'error' ? 'warning' : tone ? 'success' : 'info'} role="status">
          {difference === 0
            ? 'Sin diferencia: el conteo coincide con el stock registrado.'
            : `Diferencia: ${formatSignedAmount(difference, stock.unit)}`}
        </Alert>
      )}
    </StockForm>
  );
}

/** «Ajuste de inventario»: what a count found at a branch, and why it differs. */
export function StockAdjustmentDialog({ open, onClose, ...props }: StockDialogProps) {
  return (
    <StockDialog
      title="Ajuste de inventario"
      id="stock-adjustment-title"
      open={open}
      onClose={onClose}
    >
      {() => <AdjustmentForm {...props} onClose={onClose} />}
    </StockDialog>
  );
}
