// A table's rows written out as a file: CSV built here (it is only joining text), the Excel book by
// `write-excel-file`, loaded when asked for. Every page is fetched first, up to a limit.
import { shopToday } from './format';

/** Rows one export takes at most; the file says so when there were more. */
export const EXPORT_ROW_LIMIT = 10_000;
/** The largest page the API gives. */
export const EXPORT_PAGE_SIZE = 100;

export type ExportKind = 'text' | 'usd' | 'number' | 'date';
export type ExportValue = string | number | null | undefined;

/** One column of the file: its heading and how its values are written. */
export type ExportColumn = { label: string; kind: ExportKind };

const decimal = new Intl.NumberFormat('es-EC', {
  maximumFractionDigits: 6,
  useGrouping: false,
});
const money = new Intl.NumberFormat('es-EC', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/**
 * One CSV field as Excel in Spanish reads it: decimal comma, no grouping; quoted when it holds the
 * separator, a quote or a line break. Text that a spreadsheet would run as a formula (`=`, `+`,
 * `-`, `@` first) is written with a leading apostrophe. Digits Excel would take for a number and
 * spoil (a cédula or phone starting with 0, an access key of 49 digits) go as `="…"`, which it
 * shows as the text itself.
 */
export function csvField(value: ExportValue, kind: ExportKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') {
    return kind === 'usd' ? money.format(value) : decimal.format(value);
  }
  let text = value;
  if (/^\d+$/.test(text) && (text.startsWith('0') || text.length > 11)) return `="${text}"`;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A whole CSV file: headings, then rows, separated by `;` with CRLF line ends and a byte order
 * mark, so Excel in Spanish opens it in columns and with its accents.
 */
export function buildCsv(columns: readonly ExportColumn[], rows: readonly ExportValue[][]): string {
  const lines = [
    columns.map((column) => csvField(column.label, 'text')).join(';'),
    ...rows.map((row) =>
      columns.map((column, index) => csvField(row[index], column.kind)).join(';'),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A page of a list, as the consultas answer it. */
export type ExportPage<T> = { items: readonly T[]; total: number };

/**
 * Every row of a list, page by page (`EXPORT_PAGE_SIZE` each), up to `limit` rows; `onProgress`
 * hears the rows fetched and the total. `truncated`: the list had more than the limit.
 */
export async function fetchAllRows<T>(
  fetchPage: (page: number, pageSize: number) => Promise<ExportPage<T>>,
  {
    limit = EXPORT_ROW_LIMIT,
    onProgress,
    signal,
  }: {
    limit?: number;
    onProgress?: (done: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<{ rows: T[]; total: number; truncated: boolean }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    signal?.throwIfAborted();
    const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
    total = answer.total;
    rows.push(...answer.items);
    onProgress?.(Math.min(rows.length, limit), Math.min(total, limit));
    if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= total || rows.length >= limit) {
      break;
    }
  }
  return { rows: rows.slice(0, limit), total, truncated: total > limit };
}

/** A file name from a title and the shop's today: `clientes-2026-11-24.csv`. */
export function exportFileName(
  title: string,
  extension: 'csv' | 'xlsx',
  today = new Date(),
): string {
  const slug =
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'consulta';
  return `${slug}-${shopToday(today)}.${extension}`;
}
