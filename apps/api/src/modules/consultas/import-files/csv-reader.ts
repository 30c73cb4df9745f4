import { CsvError, parse } from 'csv-parse/sync';

// A CSV as a table of text: its header and its rows. Excel in Ecuador writes `;` between fields
// (the comma is the decimal separator there), other programs `,` or a tab, so the delimiter is
// found from the file itself. Rows keep the line they start on, so a refusal can point at it.

export const CSV_MAX_ROWS = 100_000;

export const CSV_DELIMITERS = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export type CsvTable = {
  headers: string[];
  /** Every row as long as the header at least (missing cells are empty). */
  rows: string[][];
  /**
   * The line of the file each row starts on, the header being line 1 (what a spreadsheet shows
   * as the row number). When absent, rows are numbered from 2 in order.
   */
  rowNumbers?: number[];
};

/** The file cannot be read as a table (Spanish message for the person importing). */
export class CsvReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvReadError';
  }
}

const SAMPLE_LINES = 50;

const isBlankRow = (row: string[]) => row.every((cell) => cell.trim() === '');

function parseRecords(text: string, delimiter: string, toLine?: number) {
  return parse(text, {
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    ...(toLine ? { to_line: toLine } : {}),
  }) as unknown as { record: string[]; info: { lines: number } }[];
}

/**
 * The delimiter that splits the first lines into the most columns, the same number on every
 * line; a file of one column has none to find and takes `;`.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ';', score: 0 };
  for (const delimiter of CSV_DELIMITERS) {
    let records: string[][];
    try {
      records = parseRecords(text, delimiter, SAMPLE_LINES)
        .map((item) => item.record)
        .filter((row) => !isBlankRow(row));
    } catch {
      continue;
    }
    const width = records[0]?.length ?? 0;
    if (width < 2) continue;
    const steady = records.every((row) => row.length === width);
    // A steady split beats a ragged one; among equals, more columns wins.
    const score = width + (steady ? 10_000 : 0);
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

function describeCsvError(error: CsvError): string {
  const line = (error as CsvError & { lines?: number }).lines;
  const where = line ? ` (línea ${line})` : '';
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return `Hay comillas sin cerrar${where}`;
  if (error.code === 'INVALID_OPENING_QUOTE' || error.code === 'CSV_INVALID_CLOSING_QUOTE') {
    return `Hay comillas mal puestas${where}`;
  }
  return `El archivo no se puede leer como CSV${where}`;
}

/**
 * The header and rows of a CSV's text. Empty lines (and lines of empty cells, as Excel leaves at
 * the end) are skipped; Excel's `sep=;` first line is honoured. More than CSV_MAX_ROWS rows, a
 * file without a header or a broken quote is a CsvReadError.
 */
export function readCsvTable(text: string): CsvTable {
  let body = text.replace(/^\uFEFF/, '');
  let lineOffset = 0;
  let delimiter: string | null = null;
  const separatorLine = /^sep=(.)\r?\n/i.exec(body);
  if (separatorLine?.[1]) {
    delimiter = separatorLine[1];
    body = body.slice(separatorLine[0].length);
    lineOffset = 1;
  }
  delimiter ??= detectDelimiter(body);

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseRecords(body, delimiter);
  } catch (error) {
    if (error instanceof CsvError) throw new CsvReadError(describeCsvError(error));
    throw error;
  }

  const kept: { row: string[]; line: number }[] = [];
  for (const { record, info } of records) {
    if (isBlankRow(record)) continue;
    // The parser counts the line a record ends on; a quoted cell may span several.
    const inner = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    kept.push({ row: record, line: info.lines - inner + lineOffset });
  }
  const header = kept.shift();
  if (!header) throw new CsvReadError('El archivo está vacío: falta la fila de encabezados');
  if (kept.length > CSV_MAX_ROWS) {
    throw new CsvReadError(
      `El archivo tiene ${kept.length.toLocaleString('es-EC')} filas; el máximo es ${CSV_MAX_ROWS.toLocaleString('es-EC')}: divídelo en varios`,
    );
  }
  const headers = header.row.map((cell) => cell.trim());
  const width = headers.length;
  return {
    headers,
    rows: kept.map(({ row }) =>
      row.length >= width ? row : [...row, ...Array<string>(width - row.length).fill('')],
    ),
    rowNumbers: kept.map(({ line }) => line),
  };
}
