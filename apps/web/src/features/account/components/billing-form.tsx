import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerBillingSchema,
  IDENTIFICATION_TYPE_LABELS,
  IDENTIFICATION_TYPES,
  type CustomerAccount,
  type CustomerBilling,
  type CustomerBillingInput,
  type User,
} from '@quimia/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '@/components/form-actions';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FormGrid, FULL_ROW } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useFormSave } from '@/lib/use-form-save';
import { useSaveBilling } from '../api/account-writes';

const TYPE_OPTIONS = IDENTIFICATION_TYPES.map((value) => ({
  value,
  label: IDENTIFICATION_TYPE_LABELS[value],
}));

const FIELDS = [
  'identificationType',
  'identification',
  'name',
  'address',
  'email',
  'phone',
] as const;

/** The number's label and hint for each kind of identification. */
const NUMBER_FIELD: Record<CustomerBillingInput['identificationType'], [string, string]> = {
  cedula: ['Número de cédula', '10 dígitos'],
  ruc: ['Número de RUC', '13 dígitos'],
  pasaporte: ['Número de pasaporte', 'Letras y números, como figura en el pasaporte'],
  consumidor_final: ['', ''],
};

/** What the form shows: the saved data, or a start from the user's own name and e-mail. */
function toValues(billing: CustomerAccount['billing'], user: User): CustomerBillingInput {
  if (billing) {
    const finalConsumer = billing.identificationType === 'consumidor_final';
    return {
      ...billing,
      identification: finalConsumer ? '' : billing.identification,
      phone: billing.phone ?? '',
    };
  }
  return {
    identificationType: 'cedula',
    identification: '',
    name: `${user.firstName} ${user.lastName}`.trim(),
    address: '',
    email: user.email,
    phone: user.phoneNumber ?? '',
  };
}

/** The data the customer's electronic invoices carry. */
export function BillingForm({
  billing,
  user,
}: {
  billing: CustomerAccount['billing'];
  user: User;
}) {
  const saveBilling = useSaveBilling();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    CustomerBillingInput,
    unknown,
    CustomerBilling
  >({
    resolver: zodResolver(customerBillingSchema),
    defaultValues: toValues(billing, user),
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'identificationType' });
  const finalConsumer = type === 'consumidor_final';
  const save = useFormSave({
    save: saveBilling.mutateAsync,
    setError,
    toFormPath: flatFormPath(FIELDS),
    savedMessage: 'Datos de facturación guardados',
    onSaved: (account) => reset(toValues(account.billing, user)),
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(save)}
      aria-label="Datos de facturación"
    >
      <FormGrid>
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
          autoComplete="organization"
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
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          fullWidth
        />
      </FormGrid>
      <SaveErrorAlert error={saveBilling.error} />
      <FormActions submitLabel="Guardar facturación" submitting={formState.isSubmitting} />
    </Box>
  );
}
