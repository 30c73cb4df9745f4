import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_METHOD_LABELS,
  IDENTIFICATION_TYPE_LABELS,
  type CustomerBillingInput,
  type DeliveryInput,
  type IdentificationType,
  type PriceQuoteBody,
  type PublicCompany,
  type User,
} from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { useCompany } from '@/api/company';
import { Placeholder } from '@/components/placeholder';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useCreateOrder } from '../api/order';
import { useSaleQuote } from '../api/price-quote';
import { useSavedAccount } from '../api/saved-account';
import {
  cartIsOrderable,
  CHECKOUT_STEPS,
  isCheckoutComplete,
  STEP,
  type CheckoutState,
} from '../state/checkout-state';
import { BillingStep } from './billing-step';
import { CartLines, pricedByPresentation } from './cart-lines';
import { CheckoutComplete } from './checkout-complete';
import { useCheckout } from './checkout-provider';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryStep, toDeliveryForm } from './delivery-step';
import { PaymentChoice, paymentMethodsFor } from './payment-step';
import { StepActions } from './step-actions';

/** What the billing form starts with: what was entered, the saved data, or the user's name. */
function initialBilling(
  state: CheckoutState,
  saved: CustomerBillingInput | null | undefined,
  user: User | null,
): CustomerBillingInput {
  const from = state.billing ?? state.billingDraft ?? saved;
  if (from) {
    return {
      ...from,
      identification: from.identificationType === 'consumidor_final' ? '' : from.identification,
      phone: from.phone ?? '',
    };
  }
  return {
    identificationType: 'cedula',
    identification: '',
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    address: '',
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
  };
}

/** How the order is received, in a line of the review. */
function deliveryText(delivery: DeliveryInput, company: PublicCompany | undefined): string {
  if (delivery.method === 'pickup') {
    const branch = company?.branches[Number(delivery.branchIndex)];
    return `${DELIVERY_METHOD_LABELS.pickup}${branch ? `: ${branch.name}, ${branch.address}` : ''}`;
  }
  return `${DELIVERY_METHOD_LABELS[delivery.method]}: ${delivery.address}, ${delivery.city}, ${delivery.province}`;
}

/**
 * `/product/checkout`: the cart, billing, delivery and payment, one step at a time, with the
 * server's figures at every step; then the order's number and what happens next.
 */
export function CheckoutView() {
  const checkout = useCheckout();
  const { state, ready } = checkout;
  const { onPriced } = checkout;
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && !!user;
  const { data: company } = useCompany();
  const savedAccount = useSavedAccount(signedIn ? user.id : null);
  const step = state.activeStep;

  // What the current step has entered so far, for the server to price (and check) with the lines.
  const [identification, setIdentification] = useState<{
    type: IdentificationType;
    number: string;
  } | null>(null);
  const [deliveryDraft, setDeliveryDraft] = useState<DeliveryInput | null>(null);
  const onIdentificationChange = useCallback(
    (type: IdentificationType, number: string) => setIdentification({ type, number }),
    [],
  );

  // A new step starts at the top of the page (a long form leaves the buyer at its foot).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const lines = useMemo(
    () => state.items.map(({ presentationId, quantity }) => ({ presentationId, quantity })),
    [state.items],
  );
  const linesKey = JSON.stringify(lines);
  const billingForQuote =
    step === STEP.billing
      ? identification
      : step > STEP.billing && state.billing
        ? { type: state.billing.identificationType, number: state.billing.identification }
        : null;
  const deliveryForQuote =
    step === STEP.delivery ? deliveryDraft : step > STEP.delivery ? state.delivery : null;
  const body: PriceQuoteBody | null =
    lines.length > 0 && !isCheckoutComplete(state)
      ? {
          items: lines,
          ...(deliveryForQuote ? { delivery: deliveryForQuote } : {}),
          ...(billingForQuote
            ? {
                identificationType: billingForQuote.type,
                identification: billingForQuote.number.slice(0, 20),
              }
            : {}),
        }
      : null;
  const quote = useSaleQuote(body);
  const fresh = !!quote.data && !quote.isPlaceholderData && !quote.isFetching;

  // The server's figures and refusals become the lines' (for the lines they were asked for).
  useEffect(() => {
    if (quote.data && !quote.isPlaceholderData) onPriced(quote.data);
  }, [quote.data, quote.isPlaceholderData, linesKey, onPriced]);

  const priced = pricedByPresentation(quote.data?.lines);
  const quoteErrors = fresh ? quote.data!.errors : [];
  const lineErrors = new Set(state.items.flatMap((item) => (item.error ? [item.error] : [])));
  const otherErrors = quoteErrors.filter((message) => !lineErrors.has(message));
  const dangerous = (quote.data?.lines ?? []).filter((line) => line.dangerousGoods);

  const createOrder = useCreateOrder();
  const orderKeys = useIdempotencyKeys();
  const placeOrder = async () => {
    if (!state.billing || !state.delivery || !state.payment) return;
    const order = {
      items: lines,
      billing: state.billing,
      delivery: state.delivery,
      payment: { method: state.payment },
    };
    try {
      const placed = await createOrder.mutateAsync({
        ...order,
        idempotencyKey: orderKeys.keyFor(order),
      });
      orderKeys.renew();
      checkout.onPlaced({
        id: placed.id,
        number: placed.number,
        summary: placed.summary,
        delivery: placed.delivery,
        payment: placed.payment,
        email: placed.billing.email,
      });
    } catch {
      // The message shows under the button; the figures are asked for again (prices may have
      // changed, a product may have gone).
      void quote.refetch();
    }
  };

  if (isCheckoutComplete(state) && state.order) {
    return (
      <Container sx={{ py: { xs: 3, md: 6 } }}>
        <CheckoutComplete
          order={state.order}
          company={company}
          signedIn={signedIn}
          onReset={checkout.onReset}
        />
      </Container>
    );
  }

  if (!ready) {
    return (
      <Container sx={{ py: { xs: 3, md: 5 } }} aria-busy aria-label="Cargando el carrito">
        <Placeholder sx={{ width: 240, height: 40, mb: 3 }} />
        <Placeholder sx={{ height: 120, mb: 2 }} />
        <Placeholder sx={{ height: 120 }} />
      </Container>
    );
  }

  if (state.items.length === 0) {
    return (
      <Container sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Tu carrito está vacío
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          Elige la presentación y la cantidad en la página de un producto y agrégala al carrito.
        </Typography>
        <Button component={RouterLink} to={paths.product.root} variant="contained" size="large">
          Ver productos
        </Button>
      </Container>
    );
  }

  const canLeaveCart = cartIsOrderable(state) && fresh && quoteErrors.length === 0;
  // The cart as a quotation request: lines on request, or a buyer who needs a formal quotation.
  const quoteTo = paths.quotation.request(lines, 'checkout');
  const waitingForAccount = signedIn && savedAccount.isPending;

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {step === STEP.cart ? 'Carrito' : 'Finalizar pedido'}
      </Typography>

      <Stepper
        activeStep={step}
        alternativeLabel
        nonLinear
        sx={{ mb: { xs: 3, md: 4 }, '& .MuiStepLabel-label': { typography: 'body2' } }}
      >
        {CHECKOUT_STEPS.map((label, index) => (
          <Step key={label} completed={index < step}>
            {/* Any step already reached can be opened again; those ahead come in order. */}
            {index < step ? (
              <StepButton onClick={() => checkout.onGotoStep(index)}>{label}</StepButton>
            ) : (
              <StepLabel>{label}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>

      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Box component="section" aria-label={CHECKOUT_STEPS[step]}>
            {step === STEP.cart && (
              <>
                <CartLines
                  items={state.items}
                  priced={priced}
                  onSetQuantity={checkout.onSetQuantity}
                  onRemove={checkout.onRemove}
                  quoteTo={quoteTo}
                />
                {dangerous.length > 0 && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    Tu pedido lleva mercancía peligrosa para el transporte (
                    {dangerous
                      .map((line) => `${line.productName}: ${line.dangerousGoods!.unNumber}`)
                      .join('; ')}
                    ). No viaja por courier: la retiras en una sucursal o la llevamos con transporte
                    especial, a coordinar.
                  </Alert>
                )}
                {otherErrors.map((message) => (
                  <Alert key={message} severity="error" sx={{ mt: 2 }}>
                    {message}
                  </Alert>
                ))}
                {quote.isError && (
                  <Alert
                    severity="error"
                    sx={{ mt: 2 }}
                    action={
                      <Button color="inherit" size="small" onClick={() => void quote.refetch()}>
                        Reintentar
                      </Button>
                    }
                  >
                    No pudimos calcular los precios. {errorMessage(quote.error)}
                  </Alert>
                )}
                <StepActions
                  secondary={
                    <>
                      <Button component={RouterLink} to={paths.product.root} color="inherit">
                        Seguir comprando
                      </Button>
                      <Button component={RouterLink} to={quoteTo} variant="outlined">
                        Solicitar cotización
                      </Button>
                    </>
                  }
                  nextLabel="Continuar"
                  onNext={checkout.onNextStep}
                  nextDisabled={!canLeaveCart}
                />
              </>
            )}

            {step === STEP.billing &&
              (waitingForAccount ? (
                <Placeholder sx={{ height: 320 }} />
              ) : (
                <BillingStep
                  initial={initialBilling(
                    state,
                    savedAccount.data?.billing,
                    signedIn ? user : null,
                  )}
                  errors={quoteErrors}
                  warnings={fresh ? quote.data!.warnings : []}
                  onIdentificationChange={onIdentificationChange}
                  onSubmit={checkout.onCreateBilling}
                  onDraftChange={checkout.onDraftBilling}
                  onBack={checkout.onBackStep}
                />
              ))}

            {step === STEP.delivery && (
              <DeliveryStep
                initial={toDeliveryForm(state.delivery, {
                  name: state.billing?.name ?? '',
                  phone: state.billing?.phone ?? '',
                })}
                options={quote.data?.deliveryOptions}
                weightKg={quote.data?.shippingWeight.kg}
                branches={company?.branches ?? []}
                pickupStock={quote.data?.pickupStock}
                savedAddresses={savedAccount.data?.addresses ?? []}
                errors={quoteErrors}
                warnings={fresh ? quote.data!.warnings : []}
                onDraftChange={setDeliveryDraft}
                onSubmit={checkout.onSetDelivery}
                onBack={checkout.onBackStep}
              />
            )}

            {step === STEP.payment && state.billing && state.delivery && (
              <Stack spacing={3}>
                <PaymentChoice
                  delivery={state.delivery}
                  value={
                    state.payment && paymentMethodsFor(state.delivery).includes(state.payment)
                      ? state.payment
                      : null
                  }
                  onChange={checkout.onSetPayment}
                  bankAccounts={company?.bankAccounts ?? []}
                />

                <Box component="section" aria-labelledby="review-title">
                  <Typography id="review-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                    Revisa tu pedido
                  </Typography>
                  <Box
                    component="dl"
                    sx={{
                      m: 0,
                      mb: 2,
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                      columnGap: 2,
                      rowGap: 0.5,
                      typography: 'body2',
                      '& dt': { color: 'text.secondary' },
                      '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
                    }}
                  >
                    <dt>Factura a</dt>
                    <dd>
                      {state.billing.name || 'CONSUMIDOR FINAL'} ·{' '}
                      {IDENTIFICATION_TYPE_LABELS[state.billing.identificationType]}{' '}
                      {state.billing.identification}
                    </dd>
                    <dt>Correo</dt>
                    <dd>{state.billing.email}</dd>
                    <dt>Entrega</dt>
                    <dd>{deliveryText(state.delivery, company)}</dd>
                  </Box>
                  <CartLines items={state.items} priced={priced} />
                </Box>

                {quoteErrors.map((message) => (
                  <Alert key={message} severity="error">
                    {message}
                  </Alert>
                ))}
                {(fresh ? quote.data!.warnings : []).map((message) => (
                  <Alert key={message} severity="info">
                    {message}
                  </Alert>
                ))}
                {createOrder.error && (
                  <Alert severity="error">{errorMessage(createOrder.error)}</Alert>
                )}
                <StepActions
                  onBack={checkout.onBackStep}
                  nextLabel="Confirmar pedido"
                  onNext={() => void placeOrder()}
                  loading={createOrder.isPending}
                  nextDisabled={
                    !state.payment ||
                    !paymentMethodsFor(state.delivery).includes(state.payment) ||
                    !fresh ||
                    quoteErrors.length > 0
                  }
                />
              </Stack>
            )}

            {step === STEP.payment && (!state.billing || !state.delivery) && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" onClick={() => checkout.onGotoStep(STEP.billing)}>
                    Completar
                  </Button>
                }
              >
                Faltan los datos de facturación o de entrega.
              </Alert>
            )}
          </Box>
        </Grid>

        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <CheckoutSummary
              summary={quote.data?.summary ?? null}
              shippingWeightKg={quote.data?.shippingWeight.kg ?? null}
              updating={!fresh && !!quote.data}
              delivery={
                deliveryForQuote
                  ? {
                      method: deliveryForQuote.method,
                      // A method the server says is not possible there (no courier to that
                      // province, dangerous goods) is not free: it is not possible.
                      available:
                        quote.data?.deliveryOptions.find(
                          (option) => option.method === deliveryForQuote.method,
                        )?.available ?? true,
                    }
                  : null
              }
            />
          </Box>
        </Grid>
      </Grid>
    </Container>
  );
}
