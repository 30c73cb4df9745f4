import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { MAX_PRICE_BREAKS } from '@quimia/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { FormNumberField, unitSlotProps } from '@/components/form-fields';
import { FormRowsEditor } from '@/components/row-list-editor';
import { RowRemoveButton } from '@/components/row-order-buttons';
import { centsWithIva, dollarsToCents, formatUsd } from '@/lib/format';
import type { ProductFormOutput, ProductFormValues } from './product-form-model';

const DOLLAR_SIGN = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
};

type PriceBreaksEditorProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  /** The presentation's position in the list. */
  presentation: number;
  /** IVA rate in percent when the product pays IVA, to show each price with tax. */
  ivaRate: number | null;
};

/**
 * Volume prices of one presentation ("desde 10 sacos: $60,00"): from a quantity, a lower unit
 * price. The cart applies the best one the quantity reaches.
 */
export function PriceBreaksEditor({ control, presentation, ivaRate }: PriceBreaksEditorProps) {
  const breaks = useWatch({ control, name: `presentations.${presentation}.priceBreaks` });
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Precios por volumen
      </Typography>
      <FormRowsEditor
        control={control}
        name={`presentations.${presentation}.priceBreaks`}
        newRow={() => ({ fromQuantity: null, price: null })}
        rowLabel={(position) =>
          `Precio por volumen ${position} de la presentación ${presentation + 1}`
        }
        columns={{ xs: '1fr 1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' }}
        emptyText="Sin precios por volumen: cada unidad cuesta el precio de la presentación."
        renderRow={(row) => {
          const price = breaks?.[row.index]?.price;
          const withIva =
            ivaRate !== null && typeof price === 'number'
              ? formatUsd(centsWithIva(dollarsToCents(price) ?? 0, ivaRate))
              : null;
          return (
            <>
              <FormNumberField
                {...row.field('fromQuantity')}
                label="Desde"
                decimals={0}
                fullWidth
                slotProps={unitSlotProps('unidades')}
              />
              <FormNumberField
                {...row.field('price')}
                label="Precio unitario USD"
                decimals={2}
                fullWidth
                helperText={withIva ? `Con IVA: ${withIva}` : 'Sin IVA'}
                slotProps={DOLLAR_SIGN}
              />
              <RowRemoveButton row={row} itemName="precio por volumen" sx={{ mt: 1 }} />
            </>
          );
        }}
        addLabel="Agregar precio por volumen"
        max={MAX_PRICE_BREAKS}
      />
    </Box>
  );
}
