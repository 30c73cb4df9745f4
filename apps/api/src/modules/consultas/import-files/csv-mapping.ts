import type { CsvImportKind, CsvPreview } from '@quimia/contracts';
import { csvFields, type CsvField } from './csv-fields';
import { CsvReadError, type CsvTable } from './csv-reader';
import { normalizeKey } from './csv-values';

// Which column of a CSV each field is read from: suggested from the headers, guessed kind, the
// preview staff correct it on, and the check of a mapping against the table.

/** field key → column index (null: the CSV has no such column). */
export type CsvMapping = Record<string, number | null>;

/**
 * Which column each field takes, by header: the field's own key or label first, then its
 * aliases; a column serves one field only.
 */
export function suggestMapping(kind: CsvImportKind, headers: readonly string[]): CsvMapping {
  const normalized = headers.map(normalizeKey);
  const mapping: CsvMapping = {};
  const taken = new Set<number>();
  const claim = (field: CsvField, names: readonly string[]) => {
    if (mapping[field.key] != null) return;
    const index = normalized.findIndex(
      (header, position) => !taken.has(position) && header !== '' && names.includes(header),
    );
    if (index >= 0) {
      mapping[field.key] = index;
      taken.add(index);
    }
  };
  const fields = csvFields(kind);
  for (const field of fields) mapping[field.key] = null;
  for (const field of fields) claim(field, [normalizeKey(field.key), normalizeKey(field.label)]);
  for (const field of fields) claim(field, field.aliases.map(normalizeKey));
  return mapping;
}

const allRequiredMapped = (kind: CsvImportKind, headers: readonly string[]) => {
  const mapping = suggestMapping(kind, headers);
  return csvFields(kind).every((field) => !field.required || mapping[field.key] != null);
};

/**
 * The kind a CSV's headers look like, or null when neither the line fields nor the party
 * fields are all there. Lines win over parties (their headers include a party's). Headers cannot
 * tell a client from a supplier, so the purchase side (proveedores, compras) is chosen only when
 * a header speaks of it ("Proveedor", "RUC proveedor", "Compra"…) and the sales side otherwise:
 * a caller that knows the kind should pass it rather than rely on this guess.
 */
export function detectCsvKind(headers: readonly string[]): CsvImportKind | null {
  const purchaseSide = headers
    .map(normalizeKey)
    .some((header) => header.includes('proveedor') || header.includes('compra'));
  if (allRequiredMapped('ventas', headers)) return purchaseSide ? 'compras' : 'ventas';
  if (allRequiredMapped('clientes', headers)) return purchaseSide ? 'proveedores' : 'clientes';
  return null;
}

/** The mapping preview of a table read as `kind` (the mapping suggested when none is given). */
export function buildCsvPreview(
  kind: CsvImportKind,
  table: CsvTable,
  mapping: CsvMapping = suggestMapping(kind, table.headers),
  sampleSize = 5,
): CsvPreview {
  return {
    kind,
    headers: table.headers,
    mapping,
    fields: csvFields(kind).map(({ key, label, required }) => ({ key, label, required })),
    sample: table.rows.slice(0, sampleSize),
    rowCount: table.rows.length,
  };
}

/**
 * The columns a mapping points at, checked against the table: every required field has a
 * column and every column exists.
 */
export function checkMapping(kind: CsvImportKind, table: CsvTable, mapping: CsvMapping): void {
  for (const field of csvFields(kind)) {
    const index = mapping[field.key];
    if (index == null) {
      if (field.required) throw new CsvReadError(`Falta la columna «${field.label}»`);
      continue;
    }
    if (!Number.isInteger(index) || index < 0 || index >= table.headers.length) {
      throw new CsvReadError(`La columna elegida para «${field.label}» no existe en el archivo`);
    }
  }
}
