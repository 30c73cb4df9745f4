import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  customerBillingSchema,
  deliveryAddressSchema,
  DELIVERY_METHOD_LABELS,
  PAYMENT_METHOD_LABELS,
  type CustomerBilling,
  type CustomerBillingInput,
  type CustomerQuotation,
  type Delivery,
  type DeliveryMethod,
  type PaymentMethod,
} from '@quimia/contracts';
import { sellingEndpoints } from '@quimia/contracts/endpoints/selling';
import { useCompany } from '@/api/company';
import { AddressFields } from '@/domain/sales/address-fields';
import { BillingFields } from '@/domain/sales/billing-fields';
import { NativeOptions } from '@/components/form-fields';
import { FormGrid } from '@/components/form-grid';
import { callEndpoint, errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useSingleSubmit } from '@/lib/use-single-submit';
import type { ReactNode } from 'react';

const addressSchema = deliveryAddressSchema.pick({
  contactName: true,
  phone: true,
  province: true,
  city: true,
  address: true,
  reference: true,
});
type AddressInput = z.input<typeof addressSchema>;
type AddressValues = z.output<typeof addressSchema>;

/** A placeholder address: the courier's price depends on the province alone. */
const PRICING_ADDRESS = {
  method: 'shipping',
  city: '-',
  address: '-',
  contactName: '-',
  phone: '0990000000',
} as const;

/** Which ways of paying go with each way of receiving the order. */
const PAYMENTS: Record<DeliveryMethod, PaymentMethod[]> = {
  pickup: ['transfer', 'on_pickup'],
  shipping: ['transfer', 'on_delivery'],
  special: ['transfer', 'on_delivery'],
};

function billingDefaults(quotation: CustomerQuotation): CustomerBillingInput {
  const { customer } = quotation;
  return {
    identificationType: customer.identificationType ?? 'cedula',
    identification:
      customer.identificationType === 'consumidor_final' ? '' : customer.identification,
    name: customer.name,
    address: customer.address,
    email: customer.email,
    phone: customer.phone ?? '',
  };
}

export type OrderTerms = {
  billing: CustomerBilling;
  delivery: Delivery;
  payment: { method: PaymentMethod };
};

type OrderTermsDialogProps = {
  quotation: CustomerQuotation;
  title: string;
  /** Who the order is for, said to whoever fills the dialog (the buyer, or staff for them). */
  intro: string;
  submitLabel: string;
  /** Places the order; answers what to show once done (the order's number…). */
  onSubmit: (terms: OrderTerms) => Promise<ReactNode>;
  onClose: () => void;
};

/**
 * What turns a quotation into an order: who the invoice names, how the order arrives (shipping
 * priced by the server for the chosen province) and how it is paid. The order keeps the
 * quotation's prices. The buyer's "Aceptar" and the staff's "Convertir en pedido" both use it.
 */
export function OrderTermsDialog({
  quotation,
  title,
  intro,
  submitLabel,
  onSubmit: placeOrder,
  onClose,
}: OrderTermsDialogProps) {
  const { data: company } = useCompany();
  const branches = company?.branches ?? [];
  const [method, setMethod] = useState<DeliveryMethod>('pickup');
  const [branchIndex, setBranchIndex] = useState(0);
  const [payment, setPayment] = useState<PaymentMethod>('transfer');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ReactNode>(null);

  const billingForm = useForm<CustomerBillingInput, unknown, CustomerBilling>({
    resolver: zodResolver(customerBillingSchema),
    defaultValues: billingDefaults(quotation),
  });
  const addressForm = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      contactName: quotation.customer.name,
      phone: quotation.customer.phone ?? '',
      province: undefined,
      city: quotation.customer.city,
      address: quotation.customer.address,
      reference: '',
    },
  });
  const province = useWatch({ control: addressForm.control, name: 'province' });

  // What receiving it costs, from the server's courier table (anything the lines forbid, too).
  const items = quotation.lines.flatMap((line) =>
    line.presentationId ? [{ presentationId: line.presentationId, quantity: line.quantity }] : [],
  );
  const options = useQuery({
    queryKey: ['quotations', 'delivery-options', quotation.token, province ?? ''],
    queryFn: () =>
      callEndpoint(sellingEndpoints.priceQuote, {
        body: {
          items,
          // Only the province prices the courier: the rest of the address is asked for below.
          ...(province ? { delivery: { ...PRICING_ADDRESS, province } } : {}),
        },
      }),
    select: (answer) => answer.deliveryOptions,
  });
  const optionOf = (value: DeliveryMethod) => options.data?.find((o) => o.method === value);

  const chooseMethod = (value: DeliveryMethod) => {
    setMethod(value);
    if (!PAYMENTS[value].includes(payment)) setPayment('transfer');
  };

  const submit = async () => {
    setFailure(null);
    let billing: CustomerBilling | null = null;
    await billingForm.handleSubmit((values) => {
      billing = values;
    })();
    let delivery: Delivery | null = null;
    if (method === 'pickup') delivery = { method: 'pickup', branchIndex };
    else {
      await addressForm.handleSubmit((values) => {
        delivery = { method, ...values };
      })();
    }
    if (!billing || !delivery) return;
    try {
      setDone(await placeOrder({ billing, delivery, payment: { method: payment } }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const { onSubmit, sending } = useSingleSubmit(submit);

  if (done) {
    return (
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-done-title">
        <DialogTitle id="order-done-title">Pedido registrado</DialogTitle>
        <DialogContent>{done}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            Listo
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const shipping = optionOf('shipping');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="order-terms-title">
      <form noValidate onSubmit={onSubmit} aria-busy={sending}>
        <DialogTitle id="order-terms-title">{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={3}>
            <Typography variant="body2" color="text.secondary">
              Total cotizado: <strong>{formatUsd(quotation.summary.totalCents)}</strong> con IVA.{' '}
              {intro}
            </Typography>
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 2 }}>
                Datos de facturación
              </Typography>
              <FormGrid>
                <BillingFields
                  control={billingForm.control}
                  phoneLabel="Teléfono"
                  phoneHelperText="Para coordinar la entrega"
                />
              </FormGrid>
            </section>
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                Entrega
              </Typography>
              <RadioChoices
                label="Forma de entrega"
                value={method}
                onChange={chooseMethod}
                options={(['pickup', 'shipping', 'special'] as const).map((value) => {
                  const option = optionOf(value);
                  return {
                    value,
                    disabled: value === 'shipping' && option?.available === false && !province,
                    label: (
                      <span>
                        {DELIVERY_METHOD_LABELS[value]}
                        {option?.note && (
                          <Typography variant="body2" color="text.secondary" component="span">
                            {' '}
                            — {option.note}
                          </Typography>
                        )}
                      </span>
                    ),
                  };
                })}
              />
              {method === 'pickup' && branches.length > 0 && (
                <TextField
                  select
                  label="Sucursal"
                  value={branchIndex}
                  onChange={(event) => setBranchIndex(Number(event.target.value))}
                  slotProps={{ select: { native: true } }}
                  sx={{ mt: 2, minWidth: 280 }}
                >
                  <NativeOptions
                    options={branches.map((branch, index) => ({
                      value: String(index),
                      label: `${branch.name} — ${branch.address}`,
                    }))}
                  />
                </TextField>
              )}
              {method !== 'pickup' && (
                <Stack spacing={2} sx={{ mt: 2 }}>
                  <FormGrid>
                    <AddressFields control={addressForm.control} />
                  </FormGrid>
                  {method === 'shipping' && province && shipping && (
                    <Alert severity={shipping.available ? 'info' : 'warning'}>
                      {shipping.available && shipping.cents !== null
                        ? `Envío a ${province}: ${shipping.cents === 0 ? 'gratis' : `${formatUsd(shipping.cents)} más IVA`}. `
                        : ''}
                      {shipping.note}
                    </Alert>
                  )}
                </Stack>
              )}
            </section>
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                Pago
              </Typography>
              <RadioChoices
                label="Forma de pago"
                value={payment}
                onChange={setPayment}
                options={PAYMENTS[method].map((value) => ({
                  value,
                  label: PAYMENT_METHOD_LABELS[value],
                }))}
              />
            </section>
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One choice among a few, as radio buttons named by `label`. */
function RadioChoices<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: ReactNode; disabled?: boolean }[];
}) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          control={<Radio />}
          label={option.label}
        />
      ))}
    </RadioGroup>
  );
}
