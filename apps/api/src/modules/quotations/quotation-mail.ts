import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { quotationMail, type QuotationMailEvent } from '../mail';
import { formatCents } from '../../lib/money';
import { findQuotationById, loadLatestRevision } from './quotation-queries';
import { formatShopDay } from '../../lib/shop-calendar';

/**
 * Tells the customer about their quotation (requested, ready, answered) with the link to its
 * page, as it stands after the change. The change stands whatever happens to the e-mail: a
 * failure to record it is logged, never answered as a failed request.
 */
export async function sendQuotationMail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  event: QuotationMailEvent,
  { id, reply }: { id: string; reply?: string },
): Promise<void> {
  try {
    const row = await findQuotationById(app.db, id);
    if (!row) return;
    const latest = await loadLatestRevision(app.db, row);
    const priced = latest.lines.every((line) => line.unitPriceCents !== null);
    await app.mail.send(
      row.customerEmail,
      quotationMail({
        event,
        name: row.customerName,
        number: row.number,
        link: `${app.publicOrigin}/cotizacion/${row.token}`,
        total: priced ? `${formatCents(latest.row.totalCents)} (IVA incluido)` : null,
        validUntil: formatShopDay(latest.row.validUntil),
        reply,
      }),
    );
  } catch (error) {
    log.error({ err: error, event: 'mail.not_recorded', quotationId: id }, 'quotation e-mail lost');
  }
}
