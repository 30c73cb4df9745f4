import Typography from '@mui/material/Typography';
import type { CustomerQuotation, PaymentMethod } from '@quimia/contracts';
import { useCompany } from '@/api/company';
import { useAcceptQuotation } from '../api/quotations';
import { OrderTermsDialog } from './order-terms-dialog';

/** What reaches the buyer's mailbox once the order is placed (the server sends it then). */
export function placedOrderNote(
  email: string,
  payment: PaymentMethod,
  hasBankAccounts: boolean,
): string {
  if (payment !== 'transfer') return `Te enviamos a ${email} el resumen del pedido con su total.`;
  return hasBankAccounts
    ? `Te enviamos a ${email} el pedido con su total y las cuentas para la transferencia.`
    : `Te enviamos a ${email} el pedido con su total. Para pagar, pídenos la cuenta por WhatsApp indicando el número del pedido.`;
}

/** "Aceptar" at the quotation's link: the buyer's order at the quoted prices. */
export function AcceptQuotationDialog({
  quotation,
  onClose,
}: {
  quotation: CustomerQuotation;
  onClose: () => void;
}) {
  const accept = useAcceptQuotation(quotation.token);
  const { data: company } = useCompany();
  const hasBankAccounts = (company?.bankAccounts.length ?? 0) > 0;
  return (
    <OrderTermsDialog
      quotation={quotation}
      title={`Aceptar la cotización ${quotation.number}`}
      intro="Al aceptar, lo registramos como tu pedido con estos precios."
      submitLabel="Aceptar y hacer el pedido"
      onClose={onClose}
      onSubmit={async (terms) => {
        const answer = await accept.mutateAsync(terms);
        return (
          <>
            <Typography>{answer.message}</Typography>
            <Typography color="text.secondary" sx={{ mt: 1.5 }}>
              {answer.orderNumber
                ? placedOrderNote(terms.billing.email, terms.payment.method, hasBankAccounts)
                : 'Te escribiremos para confirmar el pedido.'}
            </Typography>
          </>
        );
      }}
    />
  );
}
