import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  MAX_SHIPPING_BANDS,
  shippingBandLabel,
  type EcuadorProvince,
  type ShippingRatesResponse,
} from '@quimia/contracts';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormNumberField, unitSlotProps } from '@/components/form-fields';
import { RecordForm } from '@/components/record-form';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { formatDateTime, formatUsd } from '@/lib/format';
import { visuallyHidden } from '@/lib/visually-hidden';
import { useFormSave, VALIDATE_ON_SAVE } from '@/lib/use-form-save';
import { useSaveShippingRates } from '../api/shipping-rates';
import {
  shippingFormPath,
  shippingResolver,
  toShippingFormValues,
  withBandCount,
  type ShippingRatesFormOutput,
  type ShippingRatesFormValues,
} from './shipping-rates-model';

/** Each field is named by its row (the province) and column for assistive technology only. */
const cellField = (unit: string) => ({
  input: { ...unitSlotProps(unit).input, notched: false },
  inputLabel: { sx: visuallyHidden },
});

type ShippingRatesFormProps = {
  current: ShippingRatesResponse;
  /** From the company settings (they may have changed since the table was read). */
  freeShippingThresholdCents: number | null;
  /** Shows the company settings, where the threshold is changed. */
  onEditThreshold: () => void;
};

/** Two limits a row on phones, as many as fit on wider screens. */
const LIMITS_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(150px, 1fr))' },
} as const;

type FormControl = Control<ShippingRatesFormValues, unknown, ShippingRatesFormOutput>;

/** A province's prices and days: the fields of a table row (desktop) or of a card (phone). */
function provinceFields(
  control: FormControl,
  province: EcuadorProvince,
  index: number,
  limits: readonly (number | null)[],
  labelled: boolean,
) {
  const slot = (unit: string) => (labelled ? unitSlotProps(unit) : cellField(unit));
  const bandName = (band: number) =>
    limits.every((limit) => limit !== null)
      ? shippingBandLabel(limits as number[], band)
      : `Banda ${band + 1}`;
  return [
    ...limits.map((_, band) => (
      <FormNumberField
        key={`band-${band}`}
        control={control}
        name={`rates.${index}.bands.${band}`}
        label={labelled ? bandName(band) : `${bandName(band)} a ${province}`}
        placeholder="Sin courier"
        decimals={2}
        size="small"
        fullWidth
        slotProps={slot('USD')}
      />
    )),
    <FormNumberField
      key="extra"
      control={control}
      name={`rates.${index}.extraKg`}
      label={labelled ? 'Cada kg adicional' : `Kg adicional a ${province}`}
      placeholder="Sin courier"
      decimals={2}
      size="small"
      fullWidth
      slotProps={slot('USD/kg')}
    />,
    <FormNumberField
      key="days"
      control={control}
      name={`rates.${index}.deliveryDays`}
      label={labelled ? 'Entrega' : `Días de entrega a ${province}`}
      decimals={0}
      size="small"
      fullWidth
      slotProps={slot('días')}
    />,
  ];
}

/**
 * What a courier delivery costs in each of the 24 provinces by the order's weight, and how long it
 * takes: the cart and the checkout price shipping with it. The weight bands are the table's; an
 * order above the last band pays each started kilogram above it, and one heavier than the courier
 * limit goes by special transport. Empty prices mean no courier goes there (the buyer is offered
 * special transport, priced by the seller). A table on desktop, one card per province on phones.
 */
export function ShippingRatesForm({
  current,
  freeShippingThresholdCents,
  onEditThreshold,
}: ShippingRatesFormProps) {
  const save = useSaveShippingRates();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const defaultValues = useMemo(() => toShippingFormValues(current), [current]);
  const { control, handleSubmit, setError, reset, formState, getValues, setValue } = useForm<
    ShippingRatesFormValues,
    unknown,
    ShippingRatesFormOutput
  >({ resolver: shippingResolver, defaultValues, ...VALIDATE_ON_SAVE });
  const limits = useWatch({ control, name: 'bandLimits' });

  const saveRates = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: shippingFormPath,
    savedMessage: 'Tarifas de envío guardadas',
    onSaved: (saved) => reset(toShippingFormValues(saved)),
  });

  const setBandCount = (count: number) => {
    const next = withBandCount(getValues(), count);
    setValue('bandLimits', next.bandLimits, { shouldDirty: true });
    setValue('rates', next.rates, { shouldDirty: true });
  };

  return (
    <RecordForm
      label="Tarifas de envío"
      onSubmit={handleSubmit(saveRates)}
      saveError={save.error}
      formState={formState}
      invalidNotice={'Revisa las tarifas marcadas.'}
      cancelTo={paths.dashboard.root}
      submitLabel="Guardar tarifas"
    >
      <Stack spacing={3}>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onEditThreshold}>
              Cambiar
            </Button>
          }
        >
          {freeShippingThresholdCents === null
            ? 'Sin envío gratis: todos los envíos se cobran.'
            : `Envío gratis en pedidos desde ${formatUsd(freeShippingThresholdCents)} (sin IVA).`}{' '}
          El retiro en sucursal es siempre gratis.
        </Alert>
        <SectionCard title="Bandas de peso">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            El envío se cobra por el peso del pedido: cada banda llega hasta su límite (en kg).
            Sobre la última banda se cobra cada kg adicional, redondeado al kg siguiente. Un pedido
            más pesado que el máximo por courier, o con productos peligrosos, va por «Transporte
            especial, a coordinar».
          </Typography>
          <Box sx={LIMITS_GRID}>
            {limits.map((_, band) => (
              <FormNumberField
                key={band}
                control={control}
                name={`bandLimits.${band}`}
                label={`Banda ${band + 1}: hasta`}
                decimals={3}
                size="small"
                fullWidth
                slotProps={unitSlotProps('kg')}
              />
            ))}
            <FormNumberField
              control={control}
              name="maxCourierKg"
              label="Peso máximo por courier"
              decimals={3}
              size="small"
              fullWidth
              slotProps={unitSlotProps('kg')}
            />
          </Box>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button
              size="small"
              disabled={limits.length >= MAX_SHIPPING_BANDS}
              onClick={() => setBandCount(limits.length + 1)}
            >
              Agregar banda
            </Button>
            <Button
              size="small"
              color="inherit"
              disabled={limits.length <= 1}
              onClick={() => setBandCount(limits.length - 1)}
            >
              Quitar la última banda
            </Button>
          </Stack>
        </SectionCard>
        <SectionCard title="Envíos por courier">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Precios en dólares sin IVA (el envío suma IVA como un producto). Deja vacíos todos los
            precios de una provincia donde no llega el courier: el cliente verá «Transporte
            especial, a coordinar».
          </Typography>
          {phone ? (
            <Stack spacing={2}>
              {defaultValues.rates.map((rate, index) => (
                <Card key={rate.province} variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                    {rate.province}
                  </Typography>
                  <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
                    {provinceFields(control, rate.province, index, limits, true)}
                  </Box>
                </Card>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Tarifas de envío por provincia">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Provincia</TableCell>
                    {limits.map((_, band) => (
                      <TableCell key={band} scope="col">
                        {limits.every((limit) => limit !== null)
                          ? shippingBandLabel(limits as number[], band)
                          : `Banda ${band + 1}`}
                      </TableCell>
                    ))}
                    <TableCell scope="col">Kg adicional</TableCell>
                    <TableCell scope="col">Entrega</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {defaultValues.rates.map((rate, index) => (
                    <TableRow key={rate.province}>
                      <TableCell component="th" scope="row">
                        {rate.province}
                      </TableCell>
                      {provinceFields(control, rate.province, index, limits, false).map((field) => (
                        <TableCell key={field.key} sx={{ minWidth: 110 }}>
                          {field}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {current.updatedAt && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
              Última modificación: {formatDateTime(current.updatedAt)}
            </Typography>
          )}
        </SectionCard>
      </Stack>
    </RecordForm>
  );
}
