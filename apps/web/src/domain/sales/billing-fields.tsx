import {
  IDENTIFICATION_TYPE_LABELS,
  IDENTIFICATION_TYPES,
  type CustomerBilling,
  type CustomerBillingInput,
  type IdentificationType,
} from '@quimia/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FULL_ROW } from '@/components/form-grid';

const TYPE_OPTIONS = IDENTIFICATION_TYPES.map((value) => ({
  value,
  label: IDENTIFICATION_TYPE_LABELS[value],
}));

/** The number's label and hint for each kind of identification. */
const NUMBER_FIELD: Record<IdentificationType, [string, string]> = {
  cedula: ['Número de cédula', '10 dígitos'],
  ruc: ['Número de RUC', '13 dígitos'],
  pasaporte: ['Número de pasaporte', 'Letras y números, como figura en el pasaporte'],
  consumidor_final: ['', ''],
};

type BillingFieldsProps = {
  control: Control<CustomerBillingInput, unknown, CustomerBilling>;
  /** The phone's label and hint: optional in Mi cuenta, asked for at checkout. */
  phoneLabel?: string;
  phoneHelperText?: string;
};

/**
 * The fields of an electronic invoice's buyer (inside a `FormGrid`): kind of identification and
 * its number (none for consumidor final), name or company, address, e-mail and phone.
 */
export function BillingFields({
  control,
  phoneLabel = 'Teléfono (opcional)',
  phoneHelperText,
}: BillingFieldsProps) {
  const type = useWatch({ control, name: 'identificationType' });
  const finalConsumer = type === 'consumidor_final';
  return (
    <>
      <FormSelect
        control={control}
        name="identificationType"
        label="Tipo de identificación"
        options={TYPE_OPTIONS}
        fullWidth
      />
      {!finalConsumer && (
        <FormTextField
          control={control}
          name="identification"
          label={NUMBER_FIELD[type][0]}
          helperText={NUMBER_FIELD[type][1]}
          slotProps={{ htmlInput: { inputMode: type === 'pasaporte' ? 'text' : 'numeric' } }}
          fullWidth
        />
      )}
      <FormTextField
        control={control}
        name="name"
        label="Razón social o nombre"
        autoComplete={type === 'ruc' ? 'organization' : 'name'}
        helperText={finalConsumer ? 'Opcional: sin él, la factura dice CONSUMIDOR FINAL' : ''}
        fullWidth
        sx={FULL_ROW}
      />
      <FormTextField
        control={control}
        name="address"
        label={finalConsumer ? 'Dirección (opcional)' : 'Dirección'}
        autoComplete="street-address"
        fullWidth
        sx={FULL_ROW}
      />
      <FormTextField
        control={control}
        name="email"
        label="Correo para facturas electrónicas"
        type="email"
        autoComplete="email"
        fullWidth
      />
      <FormTextField
        control={control}
        name="phone"
        label={phoneLabel}
        helperText={phoneHelperText}
        type="tel"
        autoComplete="tel"
        fullWidth
      />
    </>
  );
}
