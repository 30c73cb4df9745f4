import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ELECTRONIC_DOCUMENT_KIND_LABELS } from '@quimia/contracts';
import { useMyInvoices } from '../api/invoices';
import { formatIssueDate } from './invoice-format';
import { InvoiceDownloadButtons } from './invoice-download-buttons';

/** The buyer's authorised documents of one order (Mi cuenta), each with its PDF and XML. */
export function MyOrderInvoices({ userId, orderId }: { userId: string; orderId: string }) {
  const mine = useMyInvoices(userId);
  const documents = mine.data?.items.filter((item) => item.orderId === orderId) ?? [];
  if (documents.length === 0) return null;
  return (
    <div>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Factura electrónica
      </Typography>
      <Stack spacing={1.5}>
        {documents.map((item) => (
          <Stack
            key={item.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2">
              {ELECTRONIC_DOCUMENT_KIND_LABELS[item.kind]} {item.number} ·{' '}
              {formatIssueDate(item.issueDate)}
            </Typography>
            <InvoiceDownloadButtons
              id={item.id}
              number={item.number}
              size="small"
              labels={{
                ride: item.kind === 'factura' ? 'Factura PDF' : 'Nota de crédito PDF',
                xml: 'XML',
              }}
            />
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
