import type { PartyIdentificationType, TaxDocumentKind } from '@quimia/contracts';
import { pastImportLimit } from '../../../lib/money';
import { normalizeCode } from '../import/incoming-document';
import type { CsvMapping } from './csv-mapping';
import type { CsvTable } from './csv-reader';
import { readIdentification, readRows, type CsvRowsResult } from './csv-row-reader';
import {
  divideRounded,
  normalizeKey,
  parseDate,
  parseDecimal,
  parseDocumentNumber,
  scaleDecimal,
} from './csv-values';

// The rows of a CSV of sale or purchase lines: each a line of a factura or nota de crédito, its
// figures checked against each other and against the shop's money limits.

export type CsvLineRow = {
  row: number;
  kind: TaxDocumentKind;
  /** `001-001-000000123`. */
  number: string;
  /** `yyyy-mm-dd`. */
  issueDate: string;
  identificationType: PartyIdentificationType;
  identification: string;
  name: string;
  /** Trimmed, upper case. */
  code: string | null;
  description: string;
  /** Positive, six decimals at most (a credit note is said by `kind`, never by a sign). */
  quantity: number;
  unitPrice: number;
  discountCents: number;
  /** Quantity × unit price − discount, in cents (the file's subtotal when it has one). */
  subtotalCents: number;
  /** Percentage (15 for 15 %). */
  ivaRate: number;
  ivaCents: number;
};

export const DEFAULT_IVA_RATE = 15;

const DOCUMENT_KIND_WORDS: Record<string, TaxDocumentKind> = {
  factura: 'factura',
  fact: 'factura',
  fac: 'factura',
  fa: 'factura',
  '01': 'factura',
  '1': 'factura',
  notadecredito: 'notaCredito',
  notacredito: 'notaCredito',
  nc: 'notaCredito',
  ncr: 'notaCredito',
  '04': 'notaCredito',
  '4': 'notaCredito',
};

/**
 * Cents as the file writes a figure ("1234,50": no dollar sign, no thousands' dots), so that a
 * refusal's figures read like the cells staff look for in their CSV.
 */
const asWritten = (cents: bigint) => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)},${text.slice(-2)}`;
};

/** The lines of sales or purchases of a CSV. Throws CsvReadError when the mapping misses a column. */
export function readLineRows(
  kind: 'ventas' | 'compras',
  table: CsvTable,
  mapping: CsvMapping,
): CsvRowsResult<CsvLineRow> {
  return readRows(kind, table, mapping, (reader) => {
    const issueDate = reader.take('fecha', parseDate(reader.required('fecha')));
    const number = reader.take('numero', parseDocumentNumber(reader.required('numero')));
    const kindText = reader.raw('tipo_documento');
    const documentKind = kindText ? DOCUMENT_KIND_WORDS[normalizeKey(kindText)] : 'factura';
    if (!documentKind) {
      reader.refuse('tipo_documento', `«${kindText}» no es Factura ni Nota de crédito`);
    }
    const { type, identification } = readIdentification(reader, null);
    const name = reader.requiredText('nombre');
    // Codes compare upper case, as the XML importer keeps them.
    const code = normalizeCode(reader.text('codigo'));
    const description = reader.requiredText('descripcion');

    reader.required('cantidad');
    const quantity = reader.decimal('cantidad')!;
    if (quantity.value === 0) reader.refuse('cantidad', 'debe ser mayor que cero');
    reader.required('precio_unitario');
    const unitPrice = reader.decimal('precio_unitario')!;
    const discount = reader.decimal('descuento');
    // A percentage may come with its sign ("15%", "15 %").
    const ivaText = reader.raw('iva').replace(/\s*%$/, '');
    const iva = ivaText ? reader.take('iva', parseDecimal(ivaText)) : null;
    if (iva && (iva.value > 100 || (iva.value > 0 && iva.value < 1))) {
      reader.refuse('iva', `«${reader.raw('iva')}» no es un porcentaje (0, 5, 12, 15…)`);
    }

    // Quantity and unit price keep the six decimals the SRI allows; the product is exact.
    const quantityMicros = scaleDecimal(quantity, 6);
    const priceMicros = scaleDecimal(unitPrice, 6);
    if (quantityMicros === 0n) reader.refuse('cantidad', 'debe ser mayor que cero');
    const pastPrice = pastImportLimit(divideRounded(priceMicros, 10_000n), 'unit');
    if (pastPrice) reader.refuse('precio_unitario', pastPrice);
    const grossCents = divideRounded(quantityMicros * priceMicros, 10n ** 10n);
    const discountCents = discount ? scaleDecimal(discount, 2) : 0n;
    if (discountCents > grossCents) {
      reader.refuse(
        'descuento',
        `${asWritten(discountCents)} es más que cantidad × precio (${asWritten(grossCents)})`,
      );
    }
    const computedCents = grossCents - discountCents;
    let subtotalCents = computedCents;
    const subtotal = reader.decimal('subtotal');
    if (subtotal) {
      subtotalCents = scaleDecimal(subtotal, 2);
      const difference = subtotalCents - computedCents;
      if (difference > 1n || difference < -1n) {
        reader.refuse(
          'subtotal',
          `${asWritten(subtotalCents)} no es cantidad × precio − descuento (${asWritten(computedCents)})`,
        );
      }
    }
    const pastSubtotal = pastImportLimit(subtotalCents, 'document');
    if (pastSubtotal) reader.refuse('subtotal', pastSubtotal);
    const ivaRate = iva ? iva.value : DEFAULT_IVA_RATE;
    // The rate at four decimals (15 → 150000) keeps rates such as 12,5 exact.
    const ivaRateScaled = iva ? scaleDecimal(iva, 4) : BigInt(DEFAULT_IVA_RATE) * 10_000n;
    const ivaCents = divideRounded(subtotalCents * ivaRateScaled, 1_000_000n);

    return {
      row: reader.row,
      kind: documentKind!,
      number,
      issueDate,
      identificationType: type,
      identification,
      name,
      code,
      description,
      quantity: Number(quantityMicros) / 1e6,
      unitPrice: Number(priceMicros) / 1e6,
      discountCents: Number(discountCents),
      subtotalCents: Number(subtotalCents),
      ivaRate,
      ivaCents: Number(ivaCents),
    };
  });
}
