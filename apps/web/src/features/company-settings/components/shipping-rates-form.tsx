import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShippingRatesResponse } from '@quimia/contracts';
import { useForm } from 'react-hook-form';
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

/**
 * What a courier delivery costs in each of the 24 provinces and how long it takes: the cart and
 * the checkout price shipping with it. An empty price means no courier goes there (the buyer is
 * offered special transport, priced by the seller).
 */
export function ShippingRatesForm({
  current,
  freeShippingThresholdCents,
  onEditThreshold,
}: ShippingRatesFormProps) {
  const save = useSaveShippingRates();
  const defaultValues = useMemo(() => toShippingFormValues(current), [current]);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    ShippingRatesFormValues,
    unknown,
    ShippingRatesFormOutput
  >({ resolver: shippingResolver, defaultValues, ...VALIDATE_ON_SAVE });

  const saveRates = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: shippingFormPath,
    savedMessage: 'Tarifas de envío guardadas',
    onSaved: (saved) => reset(toShippingFormValues(saved)),
  });

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
        <SectionCard title="Envíos por courier">
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Precios en dólares sin IVA (el envío suma IVA como un producto). Deja el precio vacío
            donde no llega el courier: el cliente verá «Transporte especial, a coordinar». Los
            productos peligrosos nunca van por courier.
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Tarifas de envío por provincia">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Provincia</TableCell>
                  <TableCell scope="col">Precio</TableCell>
                  <TableCell scope="col">Entrega</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {defaultValues.rates.map((rate, index) => (
                  <TableRow key={rate.province}>
                    <TableCell component="th" scope="row">
                      {rate.province}
                    </TableCell>
                    <TableCell sx={{ minWidth: 150 }}>
                      <FormNumberField
                        control={control}
                        name={`rates.${index}.price`}
                        label={`Precio a ${rate.province}`}
                        placeholder="Sin courier"
                        decimals={2}
                        size="small"
                        fullWidth
                        slotProps={cellField('USD')}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 130 }}>
                      <FormNumberField
                        control={control}
                        name={`rates.${index}.deliveryDays`}
                        label={`Días de entrega a ${rate.province}`}
                        decimals={0}
                        size="small"
                        fullWidth
                        slotProps={cellField('días')}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
