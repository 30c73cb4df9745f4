import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ProductUnit } from '@quimia/contracts';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { FormNumberField, FormSelect, FormTextField } from '@/components/form-fields';
import { RowListEditor } from '@/components/row-list-editor';
import { UNIT_SYMBOL_OPTIONS } from '@/lib/form-options';
import { centsWithIva, dollarsToCents, formatUsd } from '@/lib/format';
import type { ProductFormOutput, ProductFormValues } from './product-form-model';

const MAX_PRESENTATIONS = 20;

type PresentationsEditorProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  /** The product's unit, proposed for a new row. */
  defaultUnit: ProductUnit;
  /** IVA rate in percent when the product pays IVA, to show the price with tax. */
  ivaRate: number | null;
};

/**
 * The sizes a product is sold in, each with its price in US dollars (typed with up to two
 * decimals, stored by the API in cents). An empty price means "Precio a consultar".
 */
export function PresentationsEditor({ control, defaultUnit, ivaRate }: PresentationsEditorProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'presentations' });
  const prices = useWatch({ control, name: 'presentations' });

  return (
    <RowListEditor
      rows={fields}
      rowLabel={(position) => `Presentación ${position}`}
      rowSx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr 1fr',
          md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr) auto',
        },
      }}
      emptyText="Sin presentaciones: el producto se mostrará con «Precio a consultar»."
      renderRow={(index, position) => {
        const price = prices?.[index]?.price;
        const withIva =
          ivaRate !== null && typeof price === 'number'
            ? formatUsd(centsWithIva(dollarsToCents(price) ?? 0, ivaRate))
            : null;
        return (
          <>
            <FormTextField
              control={control}
              name={`presentations.${index}.label`}
              label="Etiqueta"
              placeholder="Saco 25 kg"
              fullWidth
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <FormNumberField
              control={control}
              name={`presentations.${index}.size`}
              label="Tamaño"
              decimals={3}
              fullWidth
            />
            <FormSelect
              control={control}
              name={`presentations.${index}.unit`}
              label="Medida"
              options={UNIT_SYMBOL_OPTIONS}
              fullWidth
            />
            <FormNumberField
              control={control}
              name={`presentations.${index}.price`}
              label="Precio USD"
              decimals={2}
              fullWidth
              placeholder="A consultar"
              helperText={withIva ? `Con IVA: ${withIva}` : 'Sin IVA'}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <Tooltip title="Quitar presentación">
              <IconButton
                color="error"
                onClick={() => remove(index)}
                aria-label={`Quitar presentación ${position}`}
                sx={{ justifySelf: { xs: 'end', md: 'center' }, mt: { md: 1 } }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </>
        );
      }}
      addLabel="Agregar presentación"
      onAdd={() =>
        append({ label: '', size: null, unit: defaultUnit, price: null }, { shouldFocus: true })
      }
      max={MAX_PRESENTATIONS}
      footer={
        <FormHelperText>
          Precios en dólares sin IVA, con hasta dos decimales. Deja el precio vacío para «Precio a
          consultar».
        </FormHelperText>
      }
    />
  );
}
