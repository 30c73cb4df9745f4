import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import {
  describeShippingWeight,
  presentationShippingWeight,
  type ProductUnit,
} from '@quimia/contracts';
import { useWatch, type Control } from 'react-hook-form';
import {
  FormNumberField,
  FormSelect,
  FormTextField,
  unitSlotProps,
} from '@/components/form-fields';
import { FormRowsEditor } from '@/components/row-list-editor';
import { RowRemoveButton } from '@/components/row-order-buttons';
import { UNIT_SYMBOL_OPTIONS } from '@/lib/form-options';
import { centsWithIva, dollarsToCents, formatUsd } from '@/lib/format';
import { PriceBreaksEditor } from './price-breaks-editor';
import type { ProductFormOutput, ProductFormValues } from './product-form-model';

const MAX_PRESENTATIONS = 20;

const DOLLAR_SIGN = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
};

type PresentationsEditorProps = {
  control: Control<ProductFormValues, unknown, ProductFormOutput>;
  /** The product's unit, proposed for a new row. */
  defaultUnit: ProductUnit;
  /** IVA rate in percent when the product pays IVA, to show the price with tax. */
  ivaRate: number | null;
};

/**
 * The sizes a product is sold in, each with its price in US dollars (typed with up to two
 * decimals, stored by the API in cents), what it is sold in multiples of, and its volume prices.
 * An empty price means "Precio a consultar".
 */
export function PresentationsEditor({ control, defaultUnit, ivaRate }: PresentationsEditorProps) {
  const prices = useWatch({ control, name: 'presentations' });
  const [productUnit, density] = useWatch({ control, name: ['unit', 'density'] });
  /** The weight a presentation travels with when none is given, said as derived. */
  const derivedWeight = (index: number) => {
    const row = prices?.[index];
    if (!row || typeof row.size !== 'number' || row.size <= 0 || !row.unit) return null;
    return describeShippingWeight(
      presentationShippingWeight(
        { size: row.size, unit: row.unit, shippingWeightKg: null },
        { unit: productUnit, density: density ?? null },
      ),
    );
  };

  return (
    <FormRowsEditor
      control={control}
      name="presentations"
      newRow={() => ({
        label: '',
        size: null,
        unit: defaultUnit,
        price: null,
        saleMultiple: null,
        priceBreaks: [],
        shippingWeightKg: null,
      })}
      rowLabel={(position) => `Presentación ${position}`}
      columns={{
        xs: '1fr 1fr',
        md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 1.2fr) minmax(0, 1.6fr) auto',
      }}
      emptyText="Sin presentaciones: el producto se mostrará con «Precio a consultar»."
      renderRow={(row) => {
        const price = prices?.[row.index]?.price;
        const withIva =
          ivaRate !== null && typeof price === 'number'
            ? formatUsd(centsWithIva(dollarsToCents(price) ?? 0, ivaRate))
            : null;
        const weightHelp =
          typeof prices?.[row.index]?.shippingWeightKg === 'number'
            ? 'Con su envase, para el flete'
            : (derivedWeight(row.index) ?? 'Vacío: se calcula del tamaño');
        return (
          <>
            <FormTextField
              {...row.field('label')}
              label="Etiqueta"
              placeholder="Saco 25 kg"
              fullWidth
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <FormNumberField {...row.field('size')} label="Tamaño" decimals={3} fullWidth />
            <FormSelect
              {...row.field('unit')}
              label="Medida"
              options={UNIT_SYMBOL_OPTIONS}
              fullWidth
            />
            <FormNumberField
              {...row.field('price')}
              label="Precio USD"
              decimals={2}
              fullWidth
              placeholder="A consultar"
              helperText={withIva ? `Con IVA: ${withIva}` : 'Sin IVA'}
              slotProps={DOLLAR_SIGN}
            />
            <FormNumberField
              {...row.field('saleMultiple')}
              label="Múltiplos de"
              decimals={0}
              fullWidth
              helperText="Vacío: cualquier cantidad"
              slotProps={unitSlotProps('u.')}
            />
            <FormNumberField
              {...row.field('shippingWeightKg')}
              label="Peso de envío (kg)"
              slotProps={unitSlotProps('kg')}
              helperText={weightHelp}
              placeholder="Calculado"
              decimals={3}
              fullWidth
            />
            <RowRemoveButton
              row={row}
              itemName="presentación"
              sx={{ justifySelf: { xs: 'end', md: 'center' }, mt: { md: 1 } }}
            />
            <PriceBreaksEditor control={control} presentation={row.index} ivaRate={ivaRate} />
          </>
        );
      }}
      addLabel="Agregar presentación"
      max={MAX_PRESENTATIONS}
      footer={
        <FormHelperText>
          Precios en dólares sin IVA, con hasta dos decimales. Deja el precio vacío para «Precio a
          consultar» (se puede cotizar, no comprar). «Múltiplos de 4»: se vende de 4, 8, 12…
          unidades. Peso de envío vacío: se calcula del tamaño (litros por la densidad del producto,
          o 1 kg/L si no la tiene); escríbelo si el envase pesa o la unidad no se puede pesar.
        </FormHelperText>
      }
    />
  );
}
