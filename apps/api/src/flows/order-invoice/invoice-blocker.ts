import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { electronicDocuments } from '../../db/schema';

/**
 * Why an order's lines may no longer change: it has an invoice (sent or about to be) that was not
 * voided. The invoice is a tax document: what it says is corrected with a credit note.
 */
export async function invoiceBlocksLineEdits(
  tx: Database,
  orderId: string,
): Promise<string | null> {
  const [invoice] = await tx
    .select({ number: electronicDocuments.number })
    .from(electronicDocuments)
    .where(
      and(
        eq(electronicDocuments.orderId, orderId),
        eq(electronicDocuments.kind, 'factura'),
        ne(electronicDocuments.status, 'anulada'),
      ),
    )
    .limit(1);
  return invoice
    ? `El pedido ya tiene la factura ${invoice.number}: sus líneas no cambian; para corregirla emite una nota de crédito.`
    : null;
}
