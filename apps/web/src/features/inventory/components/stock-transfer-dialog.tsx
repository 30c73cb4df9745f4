import {
  stockTransferBodySchema,
  type ProductStock,
  type StockTransferBody,
} from '@quimia/contracts';
import { useWatch } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { useTransferStock } from '../api/inventory';
import { formatStockAmount } from '../utils/stock-amounts';
import {
  QuantityField,
  StockDialog,
  StockForm,
  useStockForm,
  type StockDialogProps,
} from './stock-dialog';

type TransferValues = {
  fromBranchId: string;
  toBranchId: string;
  quantity: number | null;
  note: string;
};

const FIELDS = ['fromBranchId', 'toBranchId', 'quantity', 'note'] as const;

/** Where a transfer starts by default: the branch with the most available, and another one. */
export function defaultTransferBranches(stock: Pick<ProductStock, 'levels'>): {
  fromBranchId: string;
  toBranchId: string;
} {
  const from = stock.levels.reduce<ProductStock['levels'][number] | undefined>(
    (best, level) => (!best || level.available > best.available ? level : best),
    undefined,
  );
  const to = stock.levels.find((level) => level.branchId !== from?.branchId);
  return { fromBranchId: from?.branchId ?? '', toBranchId: to?.branchId ?? '' };
}

function TransferForm({ stock, onClose, onSaved }: Omit<StockDialogProps, 'open'>) {
  const transfer = useTransferStock();
  const { control, setValue, getValues, formState, submit } = useStockForm({
    schema: stockTransferBodySchema,
    toBody: (values: TransferValues): Partial<StockTransferBody> => ({
      productId: stock.productId,
      fromBranchId: values.fromBranchId,
      toBranchId: values.toBranchId,
      quantity: values.quantity ?? undefined,
      note: values.note,
    }),
    fields: FIELDS,
    defaultValues: { ...defaultTransferBranches(stock), quantity: null, note: '' },
    save: (body) => transfer.mutateAsync(body),
    savedMessage: 'Transferencia registrada',
    onClose,
    onSaved,
  });
  const fromBranchId = useWatch({ control, name: 'fromBranchId' });
  const from = stock.levels.find((level) => level.branchId === fromBranchId);
  const options = stock.levels.map((level) => ({ value: level.branchId, label: level.branchName }));

  return (
    <StockForm
      label="Transferencia"
      intro="Lo transferido sale de una sucursal y entra en la otra; ambos movimientos quedan en el kárdex."
      error={transfer.error}
      submitting={formState.isSubmitting}
      submitLabel="Transferir"
      onSubmit={submit}
      onCancel={onClose}
    >
      <FormSelect
        control={control}
        name="fromBranchId"
        label="Desde"
        options={options}
        // Leaving from the destination: the destination becomes another branch.
        onValueChange={(value) => {
          if (value === getValues('toBranchId')) {
            const other = stock.levels.find((level) => level.branchId !== value);
            setValue('toBranchId', other?.branchId ?? '');
          }
        }}
        fullWidth
      />
      <FormSelect control={control} name="toBranchId" label="Hacia" options={options} fullWidth />
      <QuantityField
        control={control}
        name="quantity"
        label="Cantidad"
        unit={stock.unit}
        helperText={
          from
            ? `Disponible en ${from.branchName}: ${formatStockAmount(from.available, stock.unit)}`
            : undefined
        }
      />
      <FormTextField
        control={control}
        name="note"
        label="Nota (opcional)"
        placeholder="Guía de remisión, quién lo lleva…"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </StockForm>
  );
}

/** «Transferencia» of a product from one branch to another. */
export function StockTransferDialog({ open, onClose, ...props }: StockDialogProps) {
  return (
    <StockDialog title="Transferencia" id="stock-transfer-title" open={open} onClose={onClose}>
      {() => <TransferForm {...props} onClose={onClose} />}
    </StockDialog>
  );
}
