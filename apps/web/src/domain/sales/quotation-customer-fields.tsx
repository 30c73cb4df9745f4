import { useState } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  IDENTIFICATION_TYPE_LABELS,
  IDENTIFICATION_TYPES,
  quotationCustomerSchema,
  type QuotationCustomer,
  type QuotationCustomerInput,
} from '@quimia/contracts';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { FormSelect, FormTextField } from '@/components/form-fields';
import { FULL_ROW } from '@/components/form-grid';

/** A quotation request's form: who asks, and what they add. */
export type QuotationRequestFormInput = { customer: QuotationCustomerInput; notes: string };
export type QuotationRequestFormValues = { customer: QuotationCustomer; notes: string };

/** The form's checks: the customer as the server checks it, and a note of at most `notesMax`. */
export function quotationRequestSchema(notesMax: number, notesError: string) {
  return z.object({
    customer: quotationCustomerSchema,
    notes: z.string().trim().max(notesMax, { error: notesError }),
  });
}

/**
 * A quotation request's form: its fields start with the signed-in visitor's name and e-mail; a
 * submit sends `toBody(values)` once (nothing when it is null) and goes to the new quotation's
 * page, or keeps why it failed in `failure`.
 */
export function useQuotationRequestForm<B>({
  schema,
  toBody,
  send,
}: {
  schema: ReturnType<typeof quotationRequestSchema>;
  toBody: (values: QuotationRequestFormValues) => B | null;
  send: (request: { body: B; idempotencyKey: string }) => Promise<{ token: string }>;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<
    QuotationRequestFormInput,
    unknown,
    QuotationRequestFormValues
  >({ resolver: zodResolver(schema), defaultValues: quotationRequestDefaults(user) });
  const submit = handleSubmit(async (values) => {
    const body = toBody(values);
    if (body === null) return;
    setFailure(null);
    try {
      const created = await send({ body, idempotencyKey: keys.keyFor(body) });
      keys.renew();
      void navigate(paths.quotation.details(created.token));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const { onSubmit, sending } = useSingleSubmit(submit);
  return { control, onSubmit, sending, failure };
}

/** The form's first values: the signed-in visitor's name and e-mail, when there is one. */
export function quotationRequestDefaults(
  user: { firstName: string; lastName: string; email: string } | null | undefined,
): QuotationRequestFormInput {
  return {
    customer: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      phone: '',
      identificationType: null,
      identification: '',
      city: '',
      address: '',
    },
    notes: '',
  };
}

const TYPE_OPTIONS = IDENTIFICATION_TYPES.map((value) => ({
  value,
  label: IDENTIFICATION_TYPE_LABELS[value],
}));

const NUMBER_LABELS = {
  cedula: 'Número de cédula',
  ruc: 'Número de RUC',
  pasaporte: 'Número de pasaporte',
} as const;

/**
 * Who asks for a quotation (inside a `FormGrid`): name or company and e-mail (required), phone
 * for WhatsApp, city, identification (optional, checked when given) and a free note.
 */
export function QuotationCustomerFields({
  control,
  notesPlaceholder = 'Fecha en que lo necesitas, uso, lugar de entrega…',
}: {
  control: Control<QuotationRequestFormInput, unknown, QuotationRequestFormValues>;
  notesPlaceholder?: string;
}) {
  const type = useWatch({ control, name: 'customer.identificationType' });
  return (
    <>
      <FormTextField
        control={control}
        name="customer.name"
        label="Nombre o empresa"
        autoComplete="organization"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="customer.email"
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="customer.phone"
        label="Celular o WhatsApp (opcional)"
        type="tel"
        autoComplete="tel"
        fullWidth
      />
      <FormTextField
        control={control}
        name="customer.city"
        label="Ciudad (opcional)"
        autoComplete="address-level2"
        fullWidth
      />
      <FormSelect
        control={control}
        name="customer.identificationType"
        label="Identificación (opcional)"
        options={TYPE_OPTIONS}
        emptyOption="Sin identificación"
        parse={(value) => value || null}
        fullWidth
      />
      {type && type !== 'consumidor_final' ? (
        <FormTextField
          control={control}
          name="customer.identification"
          label={NUMBER_LABELS[type]}
          autoComplete="off"
          fullWidth
        />
      ) : (
        // Keeps the grid's two columns in step on wide screens.
        <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      <FormTextField
        control={control}
        name="notes"
        label="¿Algo más? (opcional)"
        placeholder={notesPlaceholder}
        multiline
        minRows={3}
        fullWidth
        sx={FULL_ROW}
      />
    </>
  );
}
