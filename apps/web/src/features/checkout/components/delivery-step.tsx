import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_METHOD_LABELS,
  deliverySchema,
  formatKilograms,
  type Branch,
  type DeliveryInput,
  type DeliveryMethod,
  type DeliveryOption,
  type EcuadorProvince,
  type PriceQuoteResponse,
  type SavedDeliveryAddress,
} from '@quimia/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { AddressFields } from '@/domain/sales/address-fields';
import { NativeOptions } from '@/components/form-fields';
import { FormGrid } from '@/components/form-grid';
import { countOf, formatUsd } from '@/lib/format';
import { ChoiceList } from './choice-list';
import { StepActions } from './step-actions';

/** The form's fields, flat: a delivery is built from them by its method. */
export type DeliveryForm = {
  method: DeliveryMethod | '';
  branchIndex: string;
  province: string;
  city: string;
  address: string;
  reference: string;
  contactName: string;
  phone: string;
};

/** The delivery the form's fields describe (checked by the contracts' schema on submit). */
export function toDelivery(form: DeliveryForm): DeliveryInput {
  if (form.method === 'pickup') return { method: 'pickup', branchIndex: Number(form.branchIndex) };
  const { province, city, address, reference, contactName, phone } = form;
  return {
    method: (form.method || 'shipping') as 'shipping' | 'special',
    province: province as EcuadorProvince,
    city,
    address,
    reference,
    contactName,
    phone,
  };
}

export function toDeliveryForm(
  delivery: DeliveryInput | null,
  contact: { name: string; phone: string },
): DeliveryForm {
  const empty: DeliveryForm = {
    method: '',
    branchIndex: '0',
    province: '',
    city: '',
    address: '',
    reference: '',
    contactName: contact.name,
    phone: contact.phone,
  };
  if (!delivery) return empty;
  if (delivery.method === 'pickup') {
    return { ...empty, method: 'pickup', branchIndex: String(delivery.branchIndex) };
  }
  return { ...empty, ...delivery, reference: delivery.reference ?? '' };
}

/** Checks the fields with the contracts' schema, naming each field's problem in Spanish. */
const deliveryResolver: Resolver<DeliveryForm> = async (values) => {
  if (!values.method) {
    return {
      values: {},
      errors: { method: { type: 'required', message: 'Elige cómo recibir el pedido' } },
    };
  }
  const parsed = deliverySchema.safeParse(toDelivery(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'method');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

type DeliveryStepProps = {
  initial: DeliveryForm;
  /** The ways to receive these lines, priced by the server (undefined while asked for). */
  options: DeliveryOption[] | undefined;
  /** What the order weighs for its freight (kg), from the server's quote. */
  weightKg?: number;
  branches: Branch[];
  /** What each branch lacks of these lines for a pickup there (undefined while asked for). */
  pickupStock: PriceQuoteResponse['pickupStock'] | undefined;
  /** A signed-in customer's saved addresses, to fill the form with one. */
  savedAddresses: SavedDeliveryAddress[];
  /** The server's refusals for this delivery (a branch that no longer exists…). */
  errors: string[];
  warnings: string[];
  /** The delivery as entered so far, when complete (to price it). */
  onDraftChange(delivery: DeliveryInput | null): void;
  onSubmit(delivery: DeliveryInput): void;
  onBack(): void;
};

/** Pickup at a branch (free), courier to an address, or special transport for dangerous goods. */
export function DeliveryStep({
  initial,
  options,
  weightKg,
  branches,
  pickupStock,
  savedAddresses,
  errors,
  warnings,
  onDraftChange,
  onSubmit,
  onBack,
}: DeliveryStepProps) {
  const { control, handleSubmit, setValue, formState } = useForm<DeliveryForm>({
    resolver: deliveryResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as DeliveryForm;
  const method = values.method || null;

  // The server prices what is complete (shipping depends on the province).
  const draftKey = JSON.stringify(values);
  useEffect(() => {
    const draft = JSON.parse(draftKey) as DeliveryForm;
    if (!draft.method) return onDraftChange(null);
    const parsed = deliverySchema.safeParse(toDelivery(draft));
    onDraftChange(parsed.success ? toDelivery(draft) : null);
  }, [draftKey, onDraftChange]);

  const option = (kind: DeliveryMethod) => options?.find((item) => item.method === kind);
  const price = (kind: DeliveryMethod) => {
    const found = option(kind);
    if (!found) return '…';
    if (!found.available) return 'No disponible';
    return found.cents === null
      ? 'A cotizar'
      : found.cents === 0
        ? 'Gratis'
        : formatUsd(found.cents);
  };
  // The courier to the chosen province, in one line: «Envío a Guayas · 252 kg · $148,40 · 2 días».
  const shipping = option('shipping');
  const courierLine =
    shipping?.available && shipping.deliveryDays !== null && weightKg !== undefined
      ? [
          `Envío a ${values.province}`,
          formatKilograms(weightKg),
          price('shipping'),
          countOf(shipping.deliveryDays, 'día hábil', 'días hábiles'),
        ].join(' · ')
      : null;
  const description = (kind: DeliveryMethod) => {
    const note = option(kind)?.note ?? undefined;
    if (kind !== 'shipping' || courierLine === null) return note;
    return (
      <>
        <Box component="span" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
          {courierLine}
        </Box>
        {note}
      </>
    );
  };
  const choices = (['pickup', 'shipping', 'special'] as const).map((kind) => ({
    value: kind,
    title: DELIVERY_METHOD_LABELS[kind],
    aside: price(kind),
    description: description(kind),
    disabled: option(kind)?.available === false && values.method !== kind,
  }));

  const fillFrom = (id: string) => {
    const saved = savedAddresses.find((address) => address.id === id);
    if (!saved) return;
    const fields = ['province', 'city', 'address', 'reference', 'contactName', 'phone'] as const;
    for (const field of fields) setValue(field, saved[field], { shouldValidate: true });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit((form) => onSubmit(toDelivery(form)))}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        ¿Cómo recibes el pedido?
      </Typography>
      <ChoiceList
        label="Forma de entrega"
        choices={choices}
        value={method}
        onChange={(value) => setValue('method', value, { shouldValidate: formState.isSubmitted })}
      />
      {formState.errors.method && (
        <Typography role="alert" variant="body2" sx={{ color: 'error.onPaper', mt: 1 }}>
          {formState.errors.method.message}
        </Typography>
      )}

      {method === 'pickup' && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
            Sucursal
          </Typography>
          <ChoiceList
            label="Sucursal"
            value={values.branchIndex}
            onChange={(value) => setValue('branchIndex', value)}
            choices={branches.map((branch, index) => {
              const shortfalls = pickupStock?.[index]?.shortfalls;
              return {
                value: String(index),
                title: branch.name,
                aside: shortfalls && (shortfalls.length === 0 ? 'Disponible' : 'Stock incompleto'),
                description: (
                  <>
                    {shortfalls?.map((message) => (
                      <Box
                        component="span"
                        key={message}
                        sx={{ display: 'block', color: 'warning.onPaper' }}
                      >
                        {message}
                      </Box>
                    ))}
                    {branch.address}
                    {branch.hours.map((hours) => (
                      <Box component="span" key={hours.days} sx={{ display: 'block' }}>
                        {hours.days}: {hours.time}
                      </Box>
                    ))}
                  </>
                ),
              };
            })}
          />
        </Box>
      )}

      {(method === 'shipping' || method === 'special') && (
        <Stack spacing={2} sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3">
            Dirección de entrega
          </Typography>
          {savedAddresses.length > 0 && (
            <TextField
              select
              label="Usar una dirección guardada"
              defaultValue=""
              onChange={(event) => fillFrom(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <NativeOptions
                emptyOption="Elige una de Mi cuenta"
                options={savedAddresses.map((address) => ({
                  value: address.id,
                  label: `${address.label}: ${address.address}, ${address.city}`,
                }))}
              />
            </TextField>
          )}
          <FormGrid>
            <AddressFields control={control} />
          </FormGrid>
        </Stack>
      )}

      {errors.map((message) => (
        <Alert key={message} severity="error" sx={{ mt: 2 }}>
          {message}
        </Alert>
      ))}
      {warnings.map((message) => (
        <Alert key={message} severity="info" sx={{ mt: 2 }}>
          {message}
        </Alert>
      ))}

      <StepActions onBack={onBack} nextLabel="Continuar al pago" nextDisabled={errors.length > 0} />
    </Box>
  );
}
