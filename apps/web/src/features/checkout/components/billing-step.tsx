import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  saleBillingSchema,
  type CustomerBilling,
  type CustomerBillingInput,
  type IdentificationType,
} from '@quimia/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { BillingFields } from '@/domain/sales/billing-fields';
import { FormGrid } from '@/components/form-grid';
import { StepActions } from './step-actions';

// The seller calls or writes to coordinate the order: at checkout the phone is not optional.
const checkoutBillingSchema = saleBillingSchema.refine((billing) => billing.phone, {
  path: ['phone'],
  error: 'Ingresa un teléfono para coordinar el pedido',
});

type BillingStepProps = {
  /** What the form starts with: what the buyer entered, their saved data, or their name. */
  initial: CustomerBillingInput;
  /** The server's refusals and warnings for this identification (consumidor final limit…). */
  errors: string[];
  warnings: string[];
  onIdentificationChange(type: IdentificationType, identification: string): void;
  onSubmit(billing: CustomerBilling): void;
  /** What the form holds as it is typed (kept for a reload). */
  onDraftChange(draft: CustomerBillingInput): void;
  onBack(): void;
};

/** Who the electronic invoice names, checked as the SRI checks it. */
export function BillingStep({
  initial,
  errors,
  warnings,
  onIdentificationChange,
  onSubmit,
  onDraftChange,
  onBack,
}: BillingStepProps) {
  const { control, handleSubmit } = useForm<CustomerBillingInput, unknown, CustomerBilling>({
    resolver: zodResolver(checkoutBillingSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const type = useWatch({ control, name: 'identificationType' });
  const identification = useWatch({ control, name: 'identification' }) ?? '';
  const finalConsumer = type === 'consumidor_final';
  const draft = JSON.stringify(useWatch({ control }));
  useEffect(() => onDraftChange(JSON.parse(draft) as CustomerBillingInput), [draft, onDraftChange]);
  // A warning (a company RUC without a check digit) is the buyer's to confirm, never a refusal.
  const [confirmed, setConfirmed] = useState(false);
  useEffect(
    () => onIdentificationChange(type, identification),
    [type, identification, onIdentificationChange],
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Datos de facturación"
    >
      <FormGrid>
        <BillingFields
          control={control}
          phoneLabel="Teléfono"
          phoneHelperText="Para coordinar el pedido"
        />
      </FormGrid>

      {finalConsumer && (
        <Alert severity="info" sx={{ mt: 3 }}>
          Una factura a consumidor final no lleva tu nombre ni tu número; el SRI la admite solo en
          compras pequeñas.
        </Alert>
      )}
      {errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 2 }}>
          {message}
        </Alert>
      ))}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {warnings.map((message) => (
            <Box component="p" key={message} sx={{ m: 0 }}>
              {message}
            </Box>
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
            }
            label="Confirmo que los datos son correctos"
          />
        </Alert>
      )}

      <StepActions
        onBack={onBack}
        nextLabel="Continuar a la entrega"
        nextDisabled={errors.length > 0 || (warnings.length > 0 && !confirmed)}
      />
    </Box>
  );
}
