import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  type BankAccount,
  type DeliveryInput,
  type PaymentMethod,
} from '@quimia/contracts';
import { ChoiceList } from './choice-list';
import { inSentence } from '@/lib/format';

/** The ways to pay that suit how the order is received. */
export function paymentMethodsFor(delivery: DeliveryInput | null): PaymentMethod[] {
  if (!delivery) return ['transfer'];
  return delivery.method === 'pickup' ? ['transfer', 'on_pickup'] : ['transfer', 'on_delivery'];
}

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  transfer:
    'Transfiere o deposita el total y envíanos el comprobante: preparamos el pedido al confirmarlo.',
  on_pickup: 'Pagas en la sucursal al retirar, en efectivo o transferencia.',
  on_delivery: 'Pagas al recibir el pedido; te confirmamos el valor del transporte antes.',
};

/** The seller's bank accounts, as a transfer needs them. */
export function BankAccounts({ accounts }: { accounts: BankAccount[] }) {
  if (accounts.length === 0) {
    return (
      <Alert severity="info">
        Aún no publicamos una cuenta para transferir: al hacer el pedido, pídenosla por WhatsApp
        indicando su número.
      </Alert>
    );
  }
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      aria-label="Cuentas bancarias"
    >
      {accounts.map((account) => (
        <Box
          component="li"
          key={`${account.bank}-${account.number}`}
          sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
        >
          <Typography variant="subtitle2">{account.bank}</Typography>
          <Typography variant="body2">
            Cuenta {inSentence(BANK_ACCOUNT_TYPE_LABELS[account.type])} N.º {account.number}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {account.holder} · {account.holderId}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type PaymentChoiceProps = {
  delivery: DeliveryInput | null;
  value: PaymentMethod | null;
  onChange(payment: PaymentMethod): void;
  bankAccounts: BankAccount[];
};

/** How the buyer pays; a transfer shows the accounts. */
export function PaymentChoice({ delivery, value, onChange, bankAccounts }: PaymentChoiceProps) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        ¿Cómo pagas?
      </Typography>
      <ChoiceList
        label="Forma de pago"
        value={value}
        onChange={onChange}
        choices={paymentMethodsFor(delivery).map((method) => ({
          value: method,
          title: PAYMENT_METHOD_LABELS[method],
          description: DESCRIPTIONS[method],
        }))}
      />
      {value === 'transfer' && (
        <Box sx={{ mt: 2 }}>
          <BankAccounts accounts={bankAccounts} />
        </Box>
      )}
    </>
  );
}
