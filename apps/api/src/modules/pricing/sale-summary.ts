import {
  MAX_DOCUMENT_CENTS,
  MAX_DOCUMENT_TEXT,
  MAX_UNIT_PRICE_CENTS,
  MAX_UNIT_PRICE_TEXT,
  type IvaCode,
  type SaleSummary,
} from '@quimia/contracts';
import { badRequest } from '../../lib/errors';

/** A line as the figures need it: its treatment, unit price without IVA (null: on request), quantity. */
export type SummaryLine = {
  ivaCode: IvaCode;
  unitPriceCents: number | null;
  quantity: number;
};

export type SummaryOptions = {
  /** Shipping without IVA; taxed at the general rate like a taxable line. */
  shippingCents: number;
  /** A discount on the goods (never more than they cost), shared among the bases by their weight. */
  discountCents: number;
  /** The general rate, in percent (two decimals at most). */
  ivaRate: number;
};

/** A line's subtotal without IVA (null: priced on request), as every sale document shows it. */
export function lineSubtotalCents(unitPriceCents: number, quantity: number): number;
export function lineSubtotalCents(unitPriceCents: number | null, quantity: number): number | null;
export function lineSubtotalCents(unitPriceCents: number | null, quantity: number) {
  return unitPriceCents === null ? null : unitPriceCents * quantity;
}

/** `numerator / denominator` rounded half up, in integers of any size. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * The figures of an Ecuadorian invoice for priced lines (lines on request are left out): the
 * subtotal of each IVA base before the discount (shipping in the taxable one), the discount, IVA
 * on the taxable base after its share of the discount, rounded half up to the cent once for the
 * whole base, and the total. Integer arithmetic throughout: no float ever rounds a cent away.
 * Orders and quotations call it with unit prices they froze or staff edited.
 */
export function summarizeSale(
  lines: readonly SummaryLine[],
  { shippingCents, discountCents, ivaRate }: SummaryOptions,
): SaleSummary {
  const bases: Record<IvaCode, bigint> = { iva: 0n, cero: 0n, exento: 0n, no_objeto: 0n };
  let totalItems = 0;
  for (const line of lines) {
    totalItems += line.quantity;
    if (line.unitPriceCents === null) continue;
    bases[line.ivaCode] += BigInt(line.unitPriceCents) * BigInt(line.quantity);
  }
  const goods = bases.iva + bases.cero + bases.exento + bases.no_objeto;
  const discount = BigInt(Math.max(0, Math.min(discountCents, Number(goods))));
  // The taxable goods' share of the discount, in proportion to what they weigh.
  const taxableDiscount = goods > 0n ? divideHalfUp(discount * bases.iva, goods) : 0n;
  const shipping = BigInt(Math.max(0, shippingCents));
  const taxableBase = bases.iva - taxableDiscount + shipping;
  // The rate in hundredths of a percent: 15 → 1500, 12.5 → 1250.
  const rate = BigInt(Math.round(ivaRate * 100));
  const iva = divideHalfUp(taxableBase * rate, 10_000n);
  const subtotalTaxable = bases.iva + shipping;
  const total = subtotalTaxable + bases.cero + bases.exento + bases.no_objeto - discount + iva;
  return {
    subtotalTaxableCents: Number(subtotalTaxable),
    subtotalZeroCents: Number(bases.cero),
    subtotalExemptCents: Number(bases.exento),
    subtotalNotSubjectCents: Number(bases.no_objeto),
    discountCents: Number(discount),
    shippingCents: Number(shipping),
    ivaRate,
    ivaCents: Number(iva),
    totalCents: Number(total),
    totalItems,
  };
}

/** How a limit's message names the document and where its lines are in the request. */
export type LimitContext = {
  /** "la cotización", "el pedido". */
  document: string;
  /** The request's field holding the lines: `items` or `lines`. */
  linesField: string;
};

/**
 * Where a sale leaves the money limits (`MAX_UNIT_PRICE_CENTS`, `MAX_DOCUMENT_CENTS`): each
 * line's unit price and amount, then the document's subtotals and total, in the request's fields
 * and in Spanish. Computed exactly (bigint): a quantity times a price past 2^53 is still seen.
 */
export function saleLimitIssues(
  lines: readonly (SummaryLine & { productName?: string })[],
  options: SummaryOptions,
  { document, linesField }: LimitContext,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  lines.forEach((line, index) => {
    if (line.unitPriceCents === null) return;
    if (line.unitPriceCents > MAX_UNIT_PRICE_CENTS) {
      issues.push({
        field: `${linesField}.${index}.unitPriceCents`,
        message: `El precio unitario no puede superar ${MAX_UNIT_PRICE_TEXT}`,
      });
    } else if (BigInt(line.unitPriceCents) * BigInt(line.quantity) > BigInt(MAX_DOCUMENT_CENTS)) {
      issues.push({
        field: `${linesField}.${index}.quantity`,
        message: `${line.productName ? `${line.productName}: ` : ''}el total de una línea no puede superar ${MAX_DOCUMENT_TEXT}; baja la cantidad o el precio`,
      });
    }
  });
  if (issues.length > 0) return issues;
  let goods = 0n;
  for (const line of lines) {
    if (line.unitPriceCents !== null) goods += BigInt(line.unitPriceCents) * BigInt(line.quantity);
  }
  const summary = summarizeSale(lines, options);
  const figures = [
    goods,
    BigInt(summary.subtotalTaxableCents),
    BigInt(summary.ivaCents),
    BigInt(summary.totalCents),
  ];
  if (figures.some((figure) => figure > BigInt(MAX_DOCUMENT_CENTS))) {
    issues.push({
      field: linesField,
      message: `El total de ${document} no puede superar ${MAX_DOCUMENT_TEXT}: baja cantidades o precios`,
    });
  }
  return issues;
}

/**
 * The invoice's figures of a sale about to be written, or a 400 naming each field past the
 * money limits: callers check it in the transaction that writes, before writing.
 */
export function summarizeWithinLimits(
  lines: readonly (SummaryLine & { productName?: string })[],
  options: SummaryOptions,
  context: LimitContext,
): SaleSummary {
  const issues = saleLimitIssues(lines, options, context);
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
  return summarizeSale(lines, options);
}
