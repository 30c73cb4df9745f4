import { MAX_DOCUMENT_TEXT, type QuotationStatus } from '@quimia/contracts';
import { formatShopDay } from '../../lib/shop-calendar';

/** The stored statuses (`expired` is read from the validity date). */
export type StoredQuotationStatus = Exclude<QuotationStatus, 'expired'>;

/**
 * The status a quotation shows: a new or sent one whose last valid day has passed at the shop
 * has expired (it holds until the end of that day, not its start).
 */
export function effectiveStatus(
  status: StoredQuotationStatus,
  validUntil: string,
  today: string,
): QuotationStatus {
  if ((status === 'new' || status === 'sent') && validUntil < today) return 'expired';
  return status;
}

/** Whether staff may still change it: an accepted or converted quotation is locked. */
export function isEditable(status: StoredQuotationStatus): boolean {
  return status !== 'accepted' && status !== 'converted';
}

const PAST_LIMITS_MESSAGE = `Los importes de esta cotización superan el máximo de ${MAX_DOCUMENT_TEXT} por documento: la revisaremos antes de que puedas aceptarla.`;

/**
 * Why "Aceptar" does not work now (in Spanish), or nothing when it does: only a new or sent
 * quotation within its validity, with every line priced.
 */
export function acceptBlockers(
  status: QuotationStatus,
  validUntil: string,
  unpricedLines: number,
  /** Its amounts are past the limits of a document (a row written before they held). */
  pastLimits = false,
): string[] {
  const blockers: string[] = [];
  if (status === 'expired') {
    blockers.push(
      `Esta cotización venció el ${formatShopDay(validUntil)}. Escríbenos para actualizarla.`,
    );
  } else if (status === 'rejected') {
    blockers.push('Esta cotización fue rechazada.');
  } else if (status === 'accepted' || status === 'converted') {
    blockers.push('Esta cotización ya fue aceptada.');
  }
  if (unpricedLines > 0 && (status === 'new' || status === 'sent')) {
    blockers.push(
      unpricedLines === 1
        ? 'Un producto tiene precio a consultar: te enviaremos su precio antes de que puedas aceptarla.'
        : `${unpricedLines} productos tienen precio a consultar: te enviaremos sus precios antes de que puedas aceptarla.`,
    );
  }
  if (pastLimits && (status === 'new' || status === 'sent')) blockers.push(PAST_LIMITS_MESSAGE);
  return blockers;
}
