import type { CsvImportKind, CsvPreview } from '@quimia/contracts';

// The columns of a CSV as the person corrects them after a dry run: which column each field is
// read from, the fields still without one, and the first rows as the import would read them.

/** field key → column index (null: no column). */
export type CsvColumns = Record<string, number | null>;

/**
 * What the person chose for one CSV file: its kind, and its columns (null: let the server
 * suggest them from the headers, as after a change of kind).
 */
export type CsvChoice = { kind: CsvImportKind; columns: CsvColumns | null };

/** The labels of the required fields that have no column. */
export function missingRequired(preview: CsvPreview, columns: CsvColumns): string[] {
  return preview.fields
    .filter((field) => field.required && columns[field.key] == null)
    .map((field) => field.label);
}

/** Headers chosen for more than one field (each field then reads the same cells). */
export function repeatedColumns(preview: CsvPreview, columns: CsvColumns): string[] {
  const seen = new Map<number, number>();
  for (const field of preview.fields) {
    const column = columns[field.key];
    if (column != null) seen.set(column, (seen.get(column) ?? 0) + 1);
  }
  return [...seen]
    .filter(([, count]) => count > 1)
    .map(([column]) => preview.headers[column] ?? `Columna ${column + 1}`);
}

/** The sample rows as the import would read them: one cell per field, in the fields' order. */
export function rowsAsRead(preview: CsvPreview, columns: CsvColumns): string[][] {
  return preview.sample.map((cells) =>
    preview.fields.map((field) => {
      const column = columns[field.key];
      return column == null ? '' : (cells[column] ?? '').trim();
    }),
  );
}

/** The columns with one field's column changed. */
export function withColumn(columns: CsvColumns, field: string, column: number | null): CsvColumns {
  return { ...columns, [field]: column };
}

/** A file's key on the page: its name and size (the same file chosen twice is one). */
export const fileKey = (file: { name: string; size: number }) => `${file.name}:${file.size}`;

export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name);
