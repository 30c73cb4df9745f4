import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SOCIAL_NETWORK_LABELS,
  SOCIAL_NETWORKS,
  type CompanySettingsResponse,
} from '@quimia/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { deleteImage } from '@/api/images';
import {
  FormNumberField,
  FormSwitch,
  FormTextField,
  unitSlotProps,
} from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { RecordForm } from '@/components/record-form';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { useFormSave, VALIDATE_ON_SAVE } from '@/lib/use-form-save';
import { useSaveCompanySettings } from '../api/company-settings';
import { BankAccountsEditor } from './bank-accounts-editor';
import { BranchesEditor } from './branches-editor';
import {
  companyFormPath,
  companyResolver,
  toFormValues,
  type CompanyFormOutput,
  type CompanyFormValues,
} from './company-form-model';
import { LogoField } from './logo-field';

/** The figures of selling, each with its unit. */
const SALES_FIGURES = [
  { name: 'ivaRate', label: 'IVA', decimals: 2, unit: '%' },
  {
    name: 'consumidorFinalLimit',
    label: 'Límite de consumidor final',
    helperText: 'Sobre este monto la factura lleva los datos del comprador (SRI: 50 USD).',
    decimals: 2,
    unit: 'USD',
  },
  {
    name: 'quotationValidityDays',
    label: 'Validez de las cotizaciones',
    decimals: 0,
    unit: 'días',
  },
  {
    name: 'freeShippingThreshold',
    label: 'Envío gratis desde',
    helperText: 'Vacío: sin envío gratis.',
    decimals: 2,
    unit: 'USD',
  },
] as const;

/** Every company setting in one form: what the storefront, quotations and checkout show. */
export function CompanySettingsForm({ current }: { current: CompanySettingsResponse }) {
  const save = useSaveCompanySettings();
  const defaultValues = useMemo(() => toFormValues(current), [current]);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    CompanyFormValues,
    unknown,
    CompanyFormOutput
  >({ resolver: companyResolver, defaultValues, ...VALIDATE_ON_SAVE });
  const tradeName = useWatch({ control, name: 'tradeName' });

  const saveSettings = useFormSave({
    save: save.mutateAsync,
    setError,
    toFormPath: companyFormPath,
    savedMessage: 'Datos de la empresa guardados',
    onSaved: (saved) => {
      // A replaced or removed logo is used nowhere else: free the space.
      const before = current.logo?.id;
      if (before && before !== saved.logo?.id) deleteImage(before).catch(() => undefined);
      reset(toFormValues(saved));
    },
  });

  return (
    <RecordForm
      label="Datos de la empresa"
      onSubmit={handleSubmit(saveSettings)}
      saveError={save.error}
      formState={formState}
      cancelTo={paths.dashboard.root}
      submitLabel="Guardar datos"
    >
      <Stack spacing={3}>
        <SectionCard title="Datos generales">
          <FormGrid>
            <FormTextField
              control={control}
              name="tradeName"
              label="Nombre comercial"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="legalName"
              label="Razón social"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="ruc"
              label="RUC"
              helperText="13 dígitos"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <FormTextField control={control} name="tagline" label="Lema" fullWidth />
            <FormTextField
              control={control}
              name="description"
              label="Descripción"
              helperText="Se muestra en el pie de página y en «Nosotros»."
              multiline
              minRows={2}
              fullWidth
              sx={FULL_ROW}
            />
          </FormGrid>
          <Stack sx={{ mt: 3 }}>
            <LogoField control={control} initialLogo={current.logo} alt={tradeName} />
          </Stack>
        </SectionCard>

        <SectionCard title="Sucursales">
          <BranchesEditor control={control} />
        </SectionCard>

        <SectionCard title="Contacto y WhatsApp">
          <FormGrid>
            <FormTextField
              control={control}
              name="whatsappNumber"
              label="Número de WhatsApp"
              helperText="Con código de país, p. ej. +593 99 123 4567"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="whatsappGreeting"
              label="Saludo de WhatsApp"
              helperText="Mensaje con el que se abre el chat desde la tienda."
              fullWidth
            />
          </FormGrid>
        </SectionCard>

        <SectionCard title="Redes sociales">
          <FormGrid>
            {SOCIAL_NETWORKS.map((network) => (
              <FormTextField
                key={network}
                control={control}
                name={`social.${network}`}
                label={SOCIAL_NETWORK_LABELS[network]}
                placeholder="https://…"
                fullWidth
              />
            ))}
          </FormGrid>
        </SectionCard>

        <SectionCard title="Cuentas bancarias">
          <BankAccountsEditor control={control} />
        </SectionCard>

        <SectionCard title="Ventas">
          <FormGrid>
            {SALES_FIGURES.map(({ unit, ...field }) => (
              <FormNumberField
                key={field.name}
                control={control}
                {...field}
                slotProps={unitSlotProps(unit)}
                fullWidth
              />
            ))}
            <FormTextField
              control={control}
              name="quotationConditions"
              label="Condiciones de las cotizaciones"
              multiline
              minRows={3}
              fullWidth
              sx={FULL_ROW}
            />
          </FormGrid>
        </SectionCard>

        <SectionCard title="Correos a los clientes">
          <Stack spacing={2}>
            <FormSwitch
              control={control}
              name="customerEmails.accountCreated"
              label="Cuenta creada"
              helperText="Al registrarse un cliente, o al crearle tú una cuenta, con el enlace para iniciar sesión."
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              El correo para restablecer una contraseña se envía siempre: sin él, quien la olvide no
              podría volver a entrar.
            </Typography>
          </Stack>
        </SectionCard>
      </Stack>
    </RecordForm>
  );
}
