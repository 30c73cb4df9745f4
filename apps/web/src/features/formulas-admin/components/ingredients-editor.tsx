import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  FormNumberField,
  FormSelect,
  FormTextField,
  unitSlotProps,
} from '@/components/form-fields';
import { FormRowsEditor, rowGridSx } from '@/components/row-list-editor';
import { RowOrderButtons } from '@/components/row-order-buttons';
import { UNIT_SYMBOL_OPTIONS } from '@/lib/form-options';
import { formatNumber } from '@/lib/format';
import {
  emptyIngredient,
  type FormulaFormOutput,
  type FormulaFormValues,
} from './formula-form-model';
import { IngredientProductField } from './ingredient-product-field';

const MAX_INGREDIENTS = 60;

type IngredientsEditorProps = {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  setValue: UseFormSetValue<FormulaFormValues>;
};

/** The formula's ingredients: a catalogue product or free text, amount, unit, % and phase. */
export function IngredientsEditor({ control, setValue }: IngredientsEditorProps) {
  const rows = useWatch({ control, name: 'ingredients' });
  const { errors } = useFormState({ control, name: 'ingredients' });
  const listError = errors.ingredients?.root?.message ?? errors.ingredients?.message;

  const percentages = (rows ?? [])
    .map((row) => row.percentage)
    .filter((value): value is number => typeof value === 'number');
  const totalPercentage =
    Math.round(percentages.reduce((sum, value) => sum + value, 0) * 100) / 100;

  return (
    <FormRowsEditor
      control={control}
      name="ingredients"
      newRow={() => emptyIngredient(rows?.at(-1)?.unit)}
      rowLabel={(position) => `Ingrediente ${position}`}
      emptyText="Agrega los ingredientes: busca cada producto del catálogo o escribe uno libre (p. ej. Agua)."
      renderRow={(row) => (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <IngredientProductField control={control} setValue={setValue} index={row.index} />
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', pt: 1 }}>
              <RowOrderButtons
                index={row.index}
                count={row.count}
                itemName={`ingrediente ${row.position}`}
                move={row.move}
                remove={row.remove}
              />
            </Stack>
          </Stack>
          <Box sx={[rowGridSx({ xs: '1fr 1fr', sm: 'repeat(4, minmax(0, 1fr))' }), { mt: 2 }]}>
            <FormNumberField {...row.field('amount')} label="Cantidad" decimals={3} fullWidth />
            <FormSelect
              {...row.field('unit')}
              label="Unidad"
              options={UNIT_SYMBOL_OPTIONS}
              fullWidth
            />
            <FormNumberField
              {...row.field('percentage')}
              label="Porcentaje"
              decimals={2}
              fullWidth
              slotProps={unitSlotProps('%')}
            />
            <FormTextField {...row.field('phase')} label="Fase" placeholder="Fase A" fullWidth />
          </Box>
        </>
      )}
      addLabel="Agregar ingrediente"
      max={MAX_INGREDIENTS}
      addAside={
        percentages.length > 0 ? (
          <Typography
            variant="body2"
            color={totalPercentage === 100 ? 'success.main' : 'text.secondary'}
            role="status"
          >
            Suma de porcentajes: {formatNumber(totalPercentage)} %
          </Typography>
        ) : null
      }
      footer={listError && <FormHelperText error>{listError}</FormHelperText>}
    />
  );
}
