import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { PAYMENT_METHOD_LABELS, type PublicCompany } from '@quimia/contracts';
import { Link as RouterLink } from 'react-router';
import { WhatsappButton } from '@/components/support-chat';
import { paths } from '@/config/paths';
import { formatUsd, inSentence } from '@/lib/format';
import type { PlacedOrder } from '../state/checkout-state';
import { BankAccounts } from './payment-step';

/** The WhatsApp message about an order just placed: names it, so the seller finds it at once. */
export function orderWhatsappMessage(order: PlacedOrder): string {
  return `Hola, acabo de hacer el pedido ${order.number} por ${formatUsd(order.summary.totalCents)} (${inSentence(PAYMENT_METHOD_LABELS[order.payment.method])}). ¿Me ayudan a confirmarlo?`;
}

/** What the buyer does now, by how they pay and receive the order. */
function nextSteps(order: PlacedOrder, hasBankAccounts: boolean): string[] {
  const total = formatUsd(order.summary.totalCents);
  const branch = order.delivery.branch?.name;
  const steps: string[] = [];
  if (order.payment.method === 'transfer') {
    steps.push(
      hasBankAccounts
        ? `Transfiere o deposita ${total} en una de las cuentas de abajo.`
        : `Escríbenos por WhatsApp con el número ${order.number}: te enviamos la cuenta para transferir ${total}.`,
      `Envíanos el comprobante por WhatsApp con el número ${order.number}.`,
      'Confirmamos el pago y preparamos tu pedido.',
    );
  } else {
    steps.push('Revisamos tu pedido y te confirmamos la disponibilidad por teléfono o WhatsApp.');
  }
  if (order.delivery.method === 'pickup') {
    steps.push(
      `Te avisamos cuando esté listo para retirar${branch ? ` en ${branch}` : ''}${
        order.payment.method === 'on_pickup' ? `; pagas ${total} al retirar` : ''
      }. Menciona el número ${order.number}.`,
    );
  } else if (order.delivery.method === 'special') {
    steps.push('Coordinamos contigo el transporte especial y su valor antes de despachar.');
  } else {
    steps.push(
      `Despachamos por courier y te enviamos la guía${
        order.payment.method === 'on_delivery' ? `; pagas ${total} al recibir` : ''
      }.`,
    );
  }
  return steps;
}

type CheckoutCompleteProps = {
  order: PlacedOrder;
  company: PublicCompany | undefined;
  signedIn: boolean;
  onReset(): void;
};

/** The order is placed: its number, what happens next, and the way to the seller on WhatsApp. */
export function CheckoutComplete({ order, company, signedIn, onReset }: CheckoutCompleteProps) {
  const bankAccounts = company?.bankAccounts ?? [];
  return (
    <Card variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 760, mx: 'auto' }}>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h4" component="h1">
            ¡Gracias! Recibimos tu pedido
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>Tu número de pedido es</Typography>
          <Typography
            variant="h3"
            component="p"
            data-testid="order-number"
            sx={{
              fontSize: { xs: '1.75rem', md: '2.25rem' },
              letterSpacing: 1,
              whiteSpace: 'nowrap',
            }}
          >
            {order.number}
          </Typography>
          <Typography>
            Total: <strong>{formatUsd(order.summary.totalCents)}</strong> ·{' '}
            {PAYMENT_METHOD_LABELS[order.payment.method]}
          </Typography>
        </Stack>

        <Box component="section" aria-labelledby="next-steps">
          <Typography id="next-steps" variant="h6" component="h2" sx={{ mb: 1 }}>
            Qué sigue
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
            {nextSteps(order, bankAccounts.length > 0).map((step) => (
              <li key={step}>
                <Typography>{step}</Typography>
              </li>
            ))}
          </Box>
        </Box>

        {order.payment.method === 'transfer' && bankAccounts.length > 0 && (
          <BankAccounts accounts={bankAccounts} />
        )}

        {order.delivery.method === 'pickup' && order.delivery.branch && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Retiro en {order.delivery.branch.name}: {order.delivery.branch.address}
          </Typography>
        )}

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'center' }}
        >
          <WhatsappButton size="large" message={orderWhatsappMessage(order)}>
            Escribir por WhatsApp sobre el pedido
          </WhatsappButton>
          {signedIn && (
            <Button component={RouterLink} to={paths.account} variant="outlined" size="large">
              Ver mis pedidos
            </Button>
          )}
          <Button onClick={onReset} variant="outlined" color="inherit" size="large">
            Seguir comprando
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
