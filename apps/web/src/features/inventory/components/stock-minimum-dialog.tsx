import { stockMinimumBodySchema, type StockMinimumBody } from '@quimia/contracts';
import { useWatch } from 'react-hook-form';
import { useSetMinimum } from '../api/inventory';
import {
  BranchField,
  QuantityField,
  StockDialog,
  StockForm,
  useStockForm,
  type StockDialogProps,
} from './stock-dialog';
import { formatStockAmount } from '../utils/stock-amounts';

type MinimumValues = { branchId: string; minimum: number | null };

const FIELDS = ['branchId', 'minimum'] as const;

function MinimumForm({
  stock,
  branchId: chosen,
  onClose,
  onSaved,
}: Omit<StockMinimumDialogProps, 'open'>) {
  const save = useSetMinimum();
  const first = stock.levels.find((entry) => entry.branchId === chosen) ?? stock.levels[0];
  const { control, setValue, formState, submit } = useStockForm({
    schema: stockMinimumBodySchema,
    toBody: (values: MinimumValues): Partial<StockMinimumBody> => ({
      productId: stock.productId,
      branchId: values.branchId,
      minimum: values.minimum,
    }),
    fields: FIELDS,
    defaultValues: { branchId: first?.branchId ?? '', minimum: first?.minimum ?? null },
    save: (body) => save.mutateAsync(body),
    savedMessage: 'Stock mínimo guardado',
    onClose,
    onSaved,
  });
  const branchId = useWatch({ control, name: 'branchId' });
  const level = stock.levels.find((entry) => entry.branchId === branchId);

  return (
    <StockForm
      label="Stock mínimo"
      intro="Cuando lo disponible en la sucursal (en bodega menos lo reservado) llega a este mínimo, el producto aparece en «Stock bajo» y en la sugerencia de compra. Déjalo vacío para no vigilarlo en esta sucursal."
      error={save.error}
      submitting={formState.isSubmitting}
      submitLabel="Guardar mínimo"
      onSubmit={submit}
      onCancel={onClose}
    >
      <BranchField
        control={control}
        stock={stock}
        onChoose={(chosen) => setValue('minimum', chosen?.minimum ?? null)}
      />
      <QuantityField
        control={control}
        name="minimum"
        label="Stock mínimo"
        unit={stock.unit}
        helperText={
          level
            ? `Disponible en ${level.branchName}: ${formatStockAmount(level.available, stock.unit)}`
            : undefined
        }
      />
    </StockForm>
  );
}

type StockMinimumDialogProps = StockDialogProps & {
  /** The branch to start from (the row whose «Mínimo» was clicked). */
  branchId?: string;
};

/** «Stock mínimo» of a product at one branch: its reorder point there. */
export function StockMinimumDialog({ open, onClose, ...props }: StockMinimumDialogProps) {
  return (
    <StockDialog title="Stock mínimo" id="stock-minimum-title" open={open} onClose={onClose}>
      {() => <MinimumForm {...props} onClose={onClose} />}
    </StockDialog>
  );
}
