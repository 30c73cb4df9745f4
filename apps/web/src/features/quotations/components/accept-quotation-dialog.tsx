import Typography from '@mui/material/Typography';
import type { CustomerQuotation } from '@quimia/contracts';
import { useAcceptQuotation } from '../api/quotations';
import { OrderTermsDialog } from './order-terms-dialog';

/** "Aceptar" at the quotation's link: the buyer's order at the quoted prices. */
export function AcceptQuotationDialog({
  quotation,
  onClose,
}: {
  quotation: CustomerQuotation;
  onClose: () => void;
}) {
  const accept = useAcceptQuotation(quotation.token);
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
              {terms.payment.method === 'transfer'
                ? 'Te enviaremos a tu correo los datos para la transferencia y el total con el envío.'
                : 'Te escribiremos para coordinar la entrega.'}
            </Typography>
          </>
        );
      }}
    />
  );
}
