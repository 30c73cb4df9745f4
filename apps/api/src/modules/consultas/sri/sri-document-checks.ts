import { isValidAccessKey, parseAccessKey } from '@quimia/contracts';
import { formatCents } from '../../../lib/money';
import { SriDocumentError, type SriDocumentKind, type SriLine, type SriTax } from './sri-document';
import { displayDate } from './sri-xml-values';

// What a document read must agree with: its access key with its own facts, its totals with its
// lines and taxes.

type KeyFacts = {
  issueDate: string;
  documentCode: string;
  ruc: string;
  environment: string;
  serie: string;
  sequential: string;
};

/** Refuses a key that is not valid or that names another date, kind, RUC, serie or number. */
export function checkAccessKey(key: string, facts: KeyFacts) {
  if (!isValidAccessKey(key)) {
    throw new SriDocumentError(
      'bad-access-key',
      /^\d{49}$/.test(key)
        ? `La clave de acceso ${key} no es válida: su dígito verificador no corresponde`
        : `La clave de acceso «${key}» no tiene 49 dígitos`,
    );
  }
  const parts = parseAccessKey(key)!;
  const mismatches: string[] = [];
  const compare = (label: string, inKey: string, inDocument: string) => {
    if (inKey !== inDocument)
      mismatches.push(`${label} ${inKey} en la clave, ${inDocument} en el comprobante`);
  };
  compare('fecha', displayDate(parts.issueDate), displayDate(facts.issueDate));
  compare('tipo de comprobante', parts.documentCode, facts.documentCode);
  compare('RUC', parts.ruc, facts.ruc);
  compare('ambiente', parts.environment, facts.environment);
  compare('serie', parts.establishment + parts.emissionPoint, facts.serie);
  compare('secuencial', parts.sequential, facts.sequential);
  if (mismatches.length > 0) {
    throw new SriDocumentError(
      'bad-access-key',
      `La clave de acceso no corresponde al comprobante: ${mismatches.join('; ')}`,
    );
  }
}

/** Refuses totals that do not add up from the lines and the taxes (a cent or so aside). */
export function checkTotals(
  kind: SriDocumentKind,
  lines: SriLine[],
  subtotalCents: number,
  taxes: SriTax[],
  tipCents: number,
  totalCents: number,
) {
  // Issuers round line by line or on the whole: a cent per two lines is the usual drift.
  const linesCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  if (Math.abs(linesCents - subtotalCents) > Math.max(1, Math.ceil(lines.length / 2))) {
    throw new SriDocumentError(
      'totals-mismatch',
      `La suma de las líneas (${formatCents(linesCents)}) no coincide con el total sin impuestos (${formatCents(subtotalCents)})`,
    );
  }
  const expected = subtotalCents + taxes.reduce((sum, tax) => sum + tax.valueCents, 0) + tipCents;
  if (Math.abs(expected - totalCents) > 1) {
    const label = kind === 'factura' ? 'El importe total' : 'El valor de la modificación';
    throw new SriDocumentError(
      'totals-mismatch',
      `${label} (${formatCents(totalCents)}) no coincide con el total sin impuestos más impuestos${kind === 'factura' ? ' y propina' : ''} (${formatCents(expected)})`,
    );
  }
}
