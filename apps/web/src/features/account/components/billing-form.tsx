import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerBillingSchema,
  type CustomerAccount,
  type CustomerBilling,
  type CustomerBillingInput,
  type User,
} from '@quimia/contracts';
import { useForm } from 'react-hook-form';
import { BillingFields } from '@/domain/sales/billing-fields';
import { FormActions } from '@/components/form-actions';
import { FormGrid } from '@/components/form-grid';
import { SaveErrorAlert } from '@/components/save-error-alert';
import { flatFormPath } from '@/lib/api-error';
import { useFormSave } from '@/lib/use-form-save';
import { useSaveBilling } from '../api/account';

const FIELDS = [
  'identificationType',
  'identification',
  'name',
  'address',
  'email',
  'phone',
] as const;

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
        <BillingFields control={control} />
      </FormGrid>
      <SaveErrorAlert error={saveBilling.error} />
      <FormActions submitLabel="Guardar facturación" submitting={formState.isSubmitting} />
    </Box>
  );
}
