import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '@/components/form-fields';
import type { FormulaFormOutput, FormulaFormValues } from './formula-form-model';
import { RowOrderButtons } from '@/components/row-order-buttons';
import { inSentence } from '@/lib/format';

type TextListEditorProps = {
  control: Control<FormulaFormValues, unknown, FormulaFormOutput>;
  name: 'steps' | 'safetyNotes';
  /** The label of one item, numbered: 'Paso' → 'Paso 1'. */
  itemLabel: string;
  addLabel: string;
  emptyText: string;
  placeholder?: string;
  max: number;
  multiline?: boolean;
};

/** An ordered list of texts (steps, safety notes): add, edit, reorder and remove. */
export function TextListEditor({
  control,
  name,
  itemLabel,
  addLabel,
  emptyText,
  placeholder,
  max,
  multiline,
}: TextListEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const lower = inSentence(itemLabel);
  return (
    <Box>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {emptyText}
        </Typography>
      )}
      <Stack component="ol" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {fields.map((row, index) => {
          const position = index + 1;
          return (
            <Stack
              component="li"
              key={row.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'start' }}
            >
              <FormTextField
                control={control}
                name={`${name}.${index}.value`}
                label={`${itemLabel} ${position}`}
                placeholder={placeholder}
                fullWidth
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ pt: 1 }}>
                <RowOrderButtons
                  index={index}
                  count={fields.length}
                  itemName={`${lower} n.º ${position}`}
                  move={move}
                  remove={remove}
                />
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ value: '' }, { shouldFocus: true })}
        disabled={fields.length >= max}
        sx={{ mt: 2 }}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
