// An order as the SRI's invoice writes it, and a credit note of such an invoice. The figures are
// the order's own: each rate's base and IVA, the discount and the total match it to the cent.
import {
  RIMPE_LEGENDS,
  type BranchSeries,
  type CompanySettingsValues,
  type InvoicingSettings,
  type IvaCode,
  type Order,
} from '@quimia/contracts';
import { HttpError } from '../../lib/errors';
import { shopDate } from '../../lib/shop-calendar';
import type {
  BuyerIdentificationType,
  DocumentDraft,
  DocumentLine,
  ElectronicDocument,
  Issuer,
  TaxTotal,
} from '../../modules/invoicing';

/** codigoPorcentaje of the general IVA rate, by the rate in percent. */
const GENERAL_RATE_CODES: Record<number, string> = {
  12: '2',
  14: '3',
  15: '4',
  5: '5',
  8: '8',
  13: '10',
};
const OTHER_RATE_CODES: Record<Exclude<IvaCode, 'iva'>, string> = {
  cero: '0',
  no_objeto: '6',
  exento: '7',
};

const IDENTIFICATION_CODES: Record<
  Order['billing']['identificationType'],
  BuyerIdentificationType
> = {
  ruc: '04',
  cedula: '05',
  pasaporte: '06',
  consumidor_final: '07',
};

export const FINAL_CONSUMER_ID = '9999999999999';

/** formaPago: a transfer uses the financial system (20), cash at pickup or delivery does not (01). */
const PAYMENT_CODES: Record<Order['payment']['method'], string> = {
  transfer: '20',
  on_pickup: '01',
  on_delivery: '01',
};

/** A numbering series and the address of the establishment it belongs to. */
export type InvoiceSeries = Pick<
  BranchSeries,
  'establishment' | 'emissionPoint' | 'establishmentAddress'
>;

/** The shop's own series (the web shop's), as the settings name it. */
const shopSeries = (settings: InvoicingSettings): InvoiceSeries => ({
  establishment: settings.establishment,
  emissionPoint: settings.emissionPoint,
  establishmentAddress: settings.establishmentAddress,
});

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('es') === b.trim().toLocaleLowerCase('es');

/**
 * The series an order is invoiced with: the pickup branch's own when it has one (matched by the
 * branch's name as the order recorded it), the shop's otherwise.
 */
export function orderSeries(order: Order, settings: InvoicingSettings): InvoiceSeries {
  const branch = order.delivery.method === 'pickup' ? order.delivery.branch : null;
  const own = branch && settings.branchSeries.find((entry) => sameName(entry.branch, branch.name));
  return own ?? shopSeries(settings);
}

/**
 * The series `establishment-emissionPoint` as the settings hold it today (a document issued again
 * keeps its number, and prints its establishment's current address); the shop's when unknown.
 */
export function seriesByNumber(
  settings: InvoicingSettings,
  establishment: string,
  emissionPoint: string,
): InvoiceSeries {
  const own = settings.branchSeries.find(
    (entry) => entry.establishment === establishment && entry.emissionPoint === emissionPoint,
  );
  return { ...(own ?? shopSeries(settings)), establishment, emissionPoint };
}

export function issuerOf(
  company: CompanySettingsValues,
  settings: InvoicingSettings,
  series: InvoiceSeries,
): Issuer {
  if (!company.ruc) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      'Falta el RUC de la empresa: complétalo en Empresa › Datos generales',
    );
  }
  return {
    ruc: company.ruc,
    legalName: company.legalName,
    tradeName: company.tradeName || null,
    headOfficeAddress: settings.headOfficeAddress,
    establishmentAddress: series.establishmentAddress,
    specialTaxpayerResolution: settings.specialTaxpayerResolution,
    keepsAccounts: settings.keepsAccounts,
    withholdingAgentResolution: settings.withholdingAgentResolution,
    rimpe: settings.rimpe === 'ninguno' ? null : (RIMPE_LEGENDS[settings.rimpe] as Issuer['rimpe']),
  };
}

/** Splits `total` among weights in proportion, to the cent, the largest remainders first. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (BigInt(total) * BigInt(weight)) / BigInt(sum));
  const shares = exact.map(Number);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (BigInt(total) * BigInt(weight)) % BigInt(sum) }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

type PricedLine = Omit<DocumentLine, 'tax' | 'discountCents' | 'subtotalCents'> & {
  grossCents: number;
  ivaCode: IvaCode;
  /** Shipping: taxed like a taxable line, and no share of the goods' discount. */
  shipping?: boolean;
};

/**
 * The lines with their discount share and IVA, and the totals per rate. The order's discount is
 * shared among the bases as its figures did (the taxable goods' share by their weight), then
 * among each base's lines; each line's IVA is rounded, and the last cent of difference with the
 * order's IVA (computed once on the whole base) goes to the largest taxable line.
 */
function taxedLines(
  lines: PricedLine[],
  discounts: number[],
  general: { rate: number; rateCode: string },
  ivaCents: number,
): { lines: DocumentLine[]; taxes: TaxTotal[] } {
  const documentLines: DocumentLine[] = lines.map(({ shipping: _shipping, ...line }, index) => {
    const discountCents = discounts[index] ?? 0;
    const subtotalCents = line.grossCents - discountCents;
    const taxable = line.ivaCode === 'iva';
    const rate = taxable ? general.rate : 0;
    const rateCode = taxable
      ? general.rateCode
      : OTHER_RATE_CODES[line.ivaCode as Exclude<IvaCode, 'iva'>];
    return {
      code: line.code,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      details: line.details,
      discountCents,
      subtotalCents,
      tax: {
        code: '2',
        rateCode,
        rate,
        baseCents: subtotalCents,
        amountCents: taxable ? Math.round((subtotalCents * rate) / 100) : 0,
      },
    };
  });
  const taxableLines = documentLines.filter((line) => line.tax.rate > 0);
  const lineIva = taxableLines.reduce((sum, line) => sum + line.tax.amountCents, 0);
  if (taxableLines.length && lineIva !== ivaCents) {
    const largest = taxableLines.reduce((a, b) => (b.subtotalCents > a.subtotalCents ? b : a));
    largest.tax.amountCents += ivaCents - lineIva;
  }
  const byCode = new Map<string, TaxTotal>();
  for (const line of documentLines) {
    const total = byCode.get(line.tax.rateCode) ?? {
      code: '2' as const,
      rateCode: line.tax.rateCode,
      rate: line.tax.rate,
      baseCents: 0,
      amountCents: 0,
    };
    total.baseCents += line.tax.baseCents;
    total.amountCents += line.tax.amountCents;
    byCode.set(line.tax.rateCode, total);
  }
  return { lines: documentLines, taxes: [...byCode.values()] };
}

function generalRate(ivaRate: number) {
  const rateCode = GENERAL_RATE_CODES[ivaRate];
  if (!rateCode) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      `El IVA de ${ivaRate} % no tiene código en el catálogo del SRI: revisa el IVA en Empresa`,
    );
  }
  return { rate: ivaRate, rateCode };
}

/** The draft of an order's invoice, dated today at the shop. */
export function orderInvoiceDraft(
  order: Order,
  company: CompanySettingsValues,
  settings: InvoicingSettings,
  now = new Date(),
): DocumentDraft {
  if (order.lines.length === 0) {
    throw new HttpError(422, 'VALIDATION_ERROR', 'El pedido no tiene líneas que facturar');
  }
  const { summary, billing } = order;
  const general = generalRate(summary.ivaRate);
  const series = orderSeries(order, settings);
  const priced: PricedLine[] = order.lines.map((line) => ({
    code: line.productCode,
    description: `${line.productName} - ${line.presentationLabel}`,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    grossCents: line.subtotalCents,
    ivaCode: line.ivaCode,
  }));
  if (summary.shippingCents > 0) {
    priced.push({
      code: 'ENVIO',
      description: 'Envío',
      quantity: 1,
      unitPriceCents: summary.shippingCents,
      grossCents: summary.shippingCents,
      ivaCode: 'iva',
      shipping: true,
    });
  }
  // The discount is on the goods (shipping carries none), shared as the order's figures did.
  const goods = priced.map((line) => (line.shipping ? 0 : line.grossCents));
  const taxableGoods = goods.map((gross, index) => (priced[index]!.ivaCode === 'iva' ? gross : 0));
  const otherGoods = goods.map((gross, index) => (priced[index]!.ivaCode === 'iva' ? 0 : gross));
  const goodsTotal = goods.reduce((a, b) => a + b, 0);
  const taxableTotal = taxableGoods.reduce((a, b) => a + b, 0);
  const taxableDiscount =
    goodsTotal > 0
      ? Number(
          (BigInt(summary.discountCents) * BigInt(taxableTotal) * 2n + BigInt(goodsTotal)) /
            (BigInt(goodsTotal) * 2n),
        )
      : 0;
  const discountTaxable = allocate(taxableDiscount, taxableGoods);
  const discountOther = allocate(summary.discountCents - taxableDiscount, otherGoods);
  const discounts = discountTaxable.map((share, index) => share + discountOther[index]!);
  const { lines, taxes } = taxedLines(priced, discounts, general, summary.ivaCents);

  const finalConsumer = billing.identificationType === 'consumidor_final';
  const document: DocumentDraft = {
    kind: 'factura',
    version: settings.xmlVersion,
    environment: settings.environment,
    issuer: issuerOf(company, settings, series),
    establishment: series.establishment,
    emissionPoint: series.emissionPoint,
    issueDate: shopDate(now),
    buyer: {
      identificationType: IDENTIFICATION_CODES[billing.identificationType],
      identification: finalConsumer ? FINAL_CONSUMER_ID : billing.identification,
      name: finalConsumer ? 'CONSUMIDOR FINAL' : billing.name,
      address: billing.address || null,
      email: billing.email || null,
      phone: billing.phone,
    },
    lines,
    subtotalCents: lines.reduce((sum, line) => sum + line.subtotalCents, 0),
    discountCents: summary.discountCents,
    taxes,
    totalCents: summary.totalCents,
    payments: [{ method: PAYMENT_CODES[order.payment.method], totalCents: summary.totalCents }],
    additionalInfo: [
      { name: 'Pedido', value: order.number },
      ...(billing.email ? [{ name: 'Correo', value: billing.email }] : []),
      ...(billing.phone ? [{ name: 'Teléfono', value: billing.phone }] : []),
    ],
  };
  const computed = document.subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  if (computed !== summary.totalCents) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      'Las cifras del pedido no suman su total: no se puede facturar tal como está',
    );
  }
  return document;
}

/**
 * A credit note of an authorised invoice: whole (no lines) or the returned quantities of some of
 * its lines, at the invoice's prices, discounts and rates.
 */
export function creditNoteDraft(
  invoice: ElectronicDocument,
  invoiceNumber: string,
  reason: string,
  returned: { line: number; quantity: number }[] | undefined,
  alreadyCreditedCents: number,
  now = new Date(),
): DocumentDraft {
  let lines: DocumentLine[];
  if (!returned || returned.length === 0) {
    lines = invoice.lines.map((line) => ({ ...line, tax: { ...line.tax } }));
  } else {
    const seen = new Set<number>();
    lines = returned.map(({ line: index, quantity }) => {
      const line = invoice.lines[index];
      if (!line) {
        throw new HttpError(422, 'VALIDATION_ERROR', `La factura no tiene la línea ${index + 1}`);
      }
      if (seen.has(index)) {
        throw new HttpError(422, 'VALIDATION_ERROR', `La línea ${index + 1} se indicó dos veces`);
      }
      seen.add(index);
      if (quantity > line.quantity) {
        throw new HttpError(
          422,
          'VALIDATION_ERROR',
          `En la línea ${index + 1} se facturaron ${line.quantity}: no se pueden devolver ${quantity}`,
        );
      }
      const share = quantity / line.quantity;
      const subtotalCents = Math.round(line.subtotalCents * share);
      const discountCents = Math.round(line.discountCents * share);
      return {
        ...line,
        quantity,
        discountCents,
        subtotalCents,
        tax: {
          ...line.tax,
          baseCents: subtotalCents,
          amountCents: Math.round((subtotalCents * line.tax.rate) / 100),
        },
      };
    });
  }
  const byCode = new Map<string, TaxTotal>();
  for (const line of lines) {
    const total = byCode.get(line.tax.rateCode) ?? { ...line.tax, baseCents: 0, amountCents: 0 };
    total.baseCents += line.tax.baseCents;
    total.amountCents += line.tax.amountCents;
    byCode.set(line.tax.rateCode, total);
  }
  const taxes = [...byCode.values()];
  const subtotalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  const totalCents = subtotalCents + taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
  if (alreadyCreditedCents + totalCents > invoice.totalCents) {
    throw new HttpError(
      422,
      'VALIDATION_ERROR',
      'Las notas de crédito de esta factura superarían su total',
    );
  }
  return {
    kind: 'notaCredito',
    version: '1.1.0',
    environment: invoice.environment,
    issuer: invoice.issuer,
    establishment: invoice.establishment,
    emissionPoint: invoice.emissionPoint,
    issueDate: shopDate(now),
    buyer: invoice.buyer,
    lines,
    subtotalCents,
    discountCents: lines.reduce((sum, line) => sum + line.discountCents, 0),
    taxes,
    totalCents,
    payments: [],
    additionalInfo: invoice.additionalInfo,
    modifies: { documentCode: '01', number: invoiceNumber, issueDate: invoice.issueDate, reason },
  };
}
