import { pastImportLimit } from '../../../lib/money';
import type { CsvLineRow } from './csv-line-rows';
import type { CsvRowRefusal } from './csv-row-reader';

// The documents a CSV's lines make, one per kind, number and party.

/** What the rows of one document share, and the sums of its lines. */
export type CsvLineDocument = Pick<
  CsvLineRow,
  'kind' | 'number' | 'issueDate' | 'identificationType' | 'identification' | 'name'
> & {
  /** The rows of the file the document was read from. */
  rows: number[];
  lines: CsvLineRow[];
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
};

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLocaleLowerCase('es') === b.replace(/\s+/g, ' ').toLocaleLowerCase('es');

function listRows(rows: readonly number[]): string {
  if (rows.length === 1) return `la fila ${rows[0]}`;
  return `las filas ${rows.slice(0, -1).join(', ')} y ${rows.at(-1)}`;
}

/**
 * The documents the lines make: rows with the same kind, number and identification are one
 * document, in the order they first appear. A group whose rows disagree on the date or the
 * name is refused whole (one refusal, at its first row, naming the rows that differ).
 */
export function groupLineRows(rows: readonly CsvLineRow[]): {
  documents: CsvLineDocument[];
  refused: CsvRowRefusal[];
} {
  const groups = new Map<string, CsvLineRow[]>();
  for (const row of rows) {
    const key = `${row.kind}|${row.number}|${row.identification}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const documents: CsvLineDocument[] = [];
  const refused: CsvRowRefusal[] = [];
  for (const lines of groups.values()) {
    const [first] = lines as [CsvLineRow, ...CsvLineRow[]];
    const label = `${first.kind === 'factura' ? 'La factura' : 'La nota de crédito'} ${first.number}`;
    const otherDate = lines.filter((line) => line.issueDate !== first.issueDate);
    if (otherDate.length) {
      refused.push({
        row: first.row,
        message: `${label}: la fecha de ${listRows(otherDate.map((line) => line.row))} no es la de la fila ${first.row} (${first.issueDate})`,
      });
      continue;
    }
    const otherName = lines.filter((line) => !sameName(line.name, first.name));
    if (otherName.length) {
      refused.push({
        row: first.row,
        message: `${label}: el nombre de ${listRows(otherName.map((line) => line.row))} no es el de la fila ${first.row} (${first.name})`,
      });
      continue;
    }
    const sum = (pick: (line: CsvLineRow) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    const subtotalCents = sum((line) => line.subtotalCents);
    const taxCents = sum((line) => line.ivaCents);
    const pastTotal = pastImportLimit(subtotalCents + taxCents, 'document');
    if (pastTotal) {
      refused.push({ row: first.row, message: `${label}: su total, ${pastTotal}` });
      continue;
    }
    documents.push({
      kind: first.kind,
      number: first.number,
      issueDate: first.issueDate,
      identificationType: first.identificationType,
      identification: first.identification,
      name: first.name,
      rows: lines.map((line) => line.row),
      lines,
      discountCents: sum((line) => line.discountCents),
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
    });
  }
  return { documents, refused };
}
