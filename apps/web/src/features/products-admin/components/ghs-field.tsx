import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  GHS_PICTOGRAM_LABELS,
  GHS_PICTOGRAMS,
  SIGNAL_WORD_LABELS,
  SIGNAL_WORDS,
  type GhsPictogram as GhsCode,
} from '@quimia/contracts';
import { useController, type Control } from 'react-hook-form';
import { FormChipsField, FormSelect, firstErrorMessage } from '@/components/form-fields';
import { GhsPictogram } from '@/domain/catalog/ghs-pictogram';
import type { ProductFormOutput, ProductFormValues } from './product-form-model';

const SIGNAL_WORD_OPTIONS = SIGNAL_WORDS.map((value) => ({
  value,
  label: SIGNAL_WORD_LABELS[value],
}));

/** Hazard statements most often printed on the labels of what a chemical seller stocks. */
const HAZARD_STATEMENTS = [
  'H225: Líquido y vapores muy inflamables.',
  'H226: Líquidos y vapores inflamables.',
  'H228: Sólido inflamable.',
  'H272: Puede agravar un incendio; comburente.',
  'H280: Contiene gas a presión; peligro de explosión en caso de calentamiento.',
  'H290: Puede ser corrosivo para los metales.',
  'H301: Tóxico en caso de ingestión.',
  'H302: Nocivo en caso de ingestión.',
  'H304: Puede ser mortal en caso de ingestión y penetración en las vías respiratorias.',
  'H311: Tóxico en contacto con la piel.',
  'H312: Nocivo en contacto con la piel.',
  'H314: Provoca quemaduras graves en la piel y lesiones oculares graves.',
  'H315: Provoca irritación cutánea.',
  'H317: Puede provocar una reacción alérgica en la piel.',
  'H318: Provoca lesiones oculares graves.',
  'H319: Provoca irritación ocular grave.',
  'H330: Mortal en caso de inhalación.',
  'H331: Tóxico en caso de inhalación.',
  'H332: Nocivo en caso de inhalación.',
  'H335: Puede irritar las vías respiratorias.',
  'H336: Puede provocar somnolencia o vértigo.',
  'H350: Puede provocar cáncer.',
  'H373: Puede provocar daños en los órganos tras exposiciones prolongadas o repetidas.',
  'H400: Muy tóxico para los organismos acuáticos.',
  'H410: Muy tóxico para los organismos acuáticos, con efectos nocivos duraderos.',
  'H411: Tóxico para los organismos acuáticos, con efectos nocivos duraderos.',
  'H412: Nocivo para los organismos acuáticos, con efectos nocivos duraderos.',
];

type GhsFieldProps = { control: Control<ProductFormValues, unknown, ProductFormOutput> };

/** GHS hazard communication: pictograms, signal word and hazard statements. */
export function GhsField({ control }: GhsFieldProps) {
  const { field, fieldState } = useController({ control, name: 'ghs.pictograms' });
  const selected = field.value;
  const toggle = (code: GhsCode, checked: boolean) => {
    const next = checked ? [...selected, code] : selected.filter((value) => value !== code);
    field.onChange(GHS_PICTOGRAMS.filter((value) => next.includes(value)));
  };
  const error = firstErrorMessage(fieldState.error);

  return (
    <Stack spacing={3}>
      <FormControl component="fieldset" error={Boolean(error)}>
        <FormLabel component="legend" sx={{ mb: 1, typography: 'subtitle2' }}>
          Pictogramas GHS
        </FormLabel>
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
          }}
        >
          {GHS_PICTOGRAMS.map((code, index) => (
            <FormControlLabel
              key={code}
              sx={{ mx: 0, gap: 1 }}
              control={
                <Checkbox
                  checked={selected.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={index === 0 ? field.ref : undefined}
                  sx={{ p: 0.5 }}
                />
              }
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <GhsPictogram code={code} size={32} decorative />
                  <span>
                    {code} {GHS_PICTOGRAM_LABELS[code]}
                  </span>
                </Stack>
              }
            />
          ))}
        </Box>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      <FormSelect
        control={control}
        name="ghs.signalWord"
        label="Palabra de advertencia"
        options={SIGNAL_WORD_OPTIONS}
        emptyOption="Ninguna"
        parse={(value) => value || null}
        fullWidth
      />
      <FormChipsField
        control={control}
        name="ghs.hazardStatements"
        label="Indicaciones de peligro"
        placeholder="Escribe o elige, p. ej. H319"
        helperText="Frases H; escribe una y pulsa Enter para agregarla."
        suggestions={HAZARD_STATEMENTS}
        maxItems={40}
      />
    </Stack>
  );
}
