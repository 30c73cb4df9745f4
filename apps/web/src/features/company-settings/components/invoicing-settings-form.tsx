import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SRI_ENVIRONMENT_LABELS,
  SRI_ENVIRONMENTS,
  type Branch,
  type InvoicingConfiguration,
  type RimpeRegime,
} from '@quimia/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { FormSelect, FormSwitch, FormTextField } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { RecordForm } from '@/components/record-form';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormSave, VALIDATE_ON_SAVE } from '@/lib/use-form-save';
import { useSaveInvoicingSettings } from '../api/invoicing-settings';
import { BranchSeriesEditor } from './branch-series-editor';
import {
  invoicingFormPath,
  invoicingResolver,
  seriesText,
  toInvoicingFormValues,
  type InvoicingFormOutput,
  type InvoicingFormValues,
} from './invoicing-form-model';

const ENVIRONMENT_OPTIONS = SRI_ENVIRONMENTS.map((value) => ({
  value,
  label: SRI_ENVIRONMENT_LABELS[value],
}));

const RIMPE_OPTIONS: { value: RimpeRegime; label: string }[] = [
  { value: 'ninguno', label: 'Ninguno' },
  { value: 'emprendedor', label: 'RIMPE emprendedor' },
  { value: 'negocio_popular', label: 'RIMPE negocio popular' },
];

const XML_VERSION_OPTIONS = [
  { value: '1.1.0', label: '1.1.0 (recomendada)' },
  { value: '2.1.0', label: '2.1.0' },
];

/** The shop's data for the SRI: environment, series, addresses, tax condition and the XML. */
export function InvoicingSettingsForm({
  current,
  branches,
}: {
  current: InvoicingConfiguration;
  branches: readonly Pick<Branch, 'name' | 'address'>[];
}) {
  const save = useSaveInvoicingSettings();
  const defaultValues = useMemo(() => toInvoicingFormValues(current), [current]);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<
    InvoicingFormValues,
    unknown,
    InvoicingFormOutput
  >({ resolver: invoicingResolver, defaultValues, ...VALIDATE_ON_SAVE });
  const [environment, establishment, emissionPoint] = useWatch({
    control,
    name: ['environment', 'establishment', 'emissionPoint'],
  });
  const series = seriesText(establishment, emissionPoint);

  const saveSettings = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: invoicingFormPath,
    savedMessage: 'Datos de facturación guardados',
    onSaved: (saved) => reset(toInvoicingFormValues(saved)),
  });

  return (
    <RecordForm
      label="Facturación electrónica"
      onSubmit={handleSubmit(saveSettings)}
      saveError={save.error}
      formState={formState}
      cancelTo={paths.dashboard.root}
      submitLabel="Guardar facturación"
    >
      <Stack spacing={3}>
        <SectionCard title="Ambiente y serie">
          <FormGrid>
            <FormSelect
              control={control}
              name="environment"
              label="Ambiente del SRI"
              options={ENVIRONMENT_OPTIONS}
              required
              fullWidth
            />
            <div />
            {environment === 'produccion' ? (
              <Alert severity="warning" sx={FULL_ROW}>
                En producción cada factura es un comprobante real ante el SRI: tiene validez
                tributaria y solo se anula con una nota de crédito.
              </Alert>
            ) : (
              <Alert severity="info" sx={FULL_ROW}>
                En pruebas el SRI recibe y autoriza los comprobantes sin validez tributaria.
              </Alert>
            )}
            <FormTextField
              control={control}
              name="establishment"
              label="Establecimiento"
              helperText="Tres dígitos, p. ej. 001"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              fullWidth
            />
            <FormTextField
              control={control}
              name="emissionPoint"
              label="Punto de emisión"
              helperText="Tres dígitos, p. ej. 002"
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              fullWidth
            />
            <Typography
              variant="subtitle2"
              sx={FULL_ROW}
              aria-live="polite"
              color={series ? 'text.primary' : 'text.secondary'}
            >
              {series ?? 'Serie: completa el establecimiento y el punto de emisión'}
            </Typography>
          </FormGrid>
        </SectionCard>

        <SectionCard title="Series por sucursal">
          <BranchSeriesEditor control={control} setValue={setValue} branches={branches} />
        </SectionCard>

        <SectionCard title="Direcciones">
          <FormGrid>
            <FormTextField
              control={control}
              name="headOfficeAddress"
              label="Dirección matriz"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="establishmentAddress"
              label="Dirección del establecimiento"
              required
              fullWidth
            />
          </FormGrid>
        </SectionCard>

        <SectionCard title="Condición tributaria">
          <FormGrid>
            <FormSwitch
              control={control}
              name="keepsAccounts"
              label="Obligado a llevar contabilidad"
            />
            <FormSelect
              control={control}
              name="rimpe"
              label="Régimen RIMPE"
              options={RIMPE_OPTIONS}
              fullWidth
            />
            <FormTextField
              control={control}
              name="specialTaxpayerResolution"
              label="Contribuyente especial (resolución)"
              helperText="Vacío si no lo es."
              fullWidth
            />
            <FormTextField
              control={control}
              name="withholdingAgentResolution"
              label="Agente de retención (resolución)"
              helperText="Vacío si no lo es. Hasta 8 dígitos."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </FormGrid>
        </SectionCard>

        <SectionCard title="Comprobantes">
          <Stack spacing={2}>
            <FormSelect
              control={control}
              name="xmlVersion"
              label="Versión del XML de la factura"
              options={XML_VERSION_OPTIONS}
              helperText="1.1.0 ya admite seis decimales en cantidades y precios; 2.1.0 solo añade guía de remisión de reemplazo y rubros de terceros, que la tienda no emite. El SRI acepta ambas."
              sx={{ maxWidth: 420 }}
            />
            <FormSwitch
              control={control}
              name="autoIssue"
              label="Facturar automáticamente al confirmar un pedido"
              helperText="Al confirmar un pedido se emite su factura y se envía al SRI."
            />
          </Stack>
        </SectionCard>
      </Stack>
    </RecordForm>
  );
}
