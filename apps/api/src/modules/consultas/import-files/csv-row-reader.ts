import type { CsvImportKind, PartyIdentificationType } from '@quimia/contracts';
import { csvFields, type CsvField } from './csv-fields';
import type { CsvTable } from './csv-reader';
import { checkMapping, type CsvMapping } from './csv-mapping';
import {
  parseDecimal,
  parseText,
  resolveIdentification,
  type Decimal,
  type ValueResult,
} from './csv-values';

// The reading of a CSV's rows into checked values, field by field: a row that cannot be read is
// refused with the row and column named; the others go on.

export type CsvRowRefusal = {
  /** The row in the file, the header being row 1. */
  row: number;
  message: string;
};

export type CsvRowsResult<T> = { rows: T[]; refused: CsvRowRefusal[] };

const MAX_LENGTHS = {
  nombre: 300,
  nombre_comercial: 300,
  descripcion: 300,
  codigo: 25,
  email: 254,
  telefono: 30,
  direccion: 300,
} as const;

/** Raised inside a row's reading: the row is refused with this message. */
class RowRefusal extends Error {}

/** Reads the cells of one row by field, refusing the row at the first bad one. */
class RowReader {
  constructor(
    private readonly cells: readonly string[],
    private readonly mapping: CsvMapping,
    private readonly fields: readonly CsvField[],
    readonly row: number,
  ) {}

  raw(key: string): string {
    const index = this.mapping[key];
    return index == null ? '' : (this.cells[index] ?? '').trim();
  }

  refuse(key: string, message: string): never {
    const label = this.fields.find((field) => field.key === key)?.label ?? key;
    throw new RowRefusal(`Fila ${this.row}, ${label.toLowerCase()}: ${message}`);
  }

  take<T>(key: string, result: ValueResult<T>): T {
    if (!result.ok) this.refuse(key, result.message);
    return result.value;
  }

  required(key: string): string {
    const value = this.raw(key);
    if (!value) this.refuse(key, 'falta');
    return value;
  }

  text(key: keyof typeof MAX_LENGTHS): string | null {
    return this.take(key, parseText(this.raw(key), MAX_LENGTHS[key]));
  }

  requiredText(key: keyof typeof MAX_LENGTHS): string {
    this.required(key);
    return this.text(key)!;
  }

  decimal(key: string): Decimal | null {
    const value = this.raw(key);
    return value ? this.take(key, parseDecimal(value)) : null;
  }
}

/** Each row of a table read by `read`, once the mapping is checked against the table. */
export function readRows<T>(
  kind: CsvImportKind,
  table: CsvTable,
  mapping: CsvMapping,
  read: (reader: RowReader) => T,
): CsvRowsResult<T> {
  checkMapping(kind, table, mapping);
  const rows: T[] = [];
  const refused: CsvRowRefusal[] = [];
  table.rows.forEach((cells, index) => {
    const row = table.rowNumbers?.[index] ?? index + 2;
    try {
      rows.push(read(new RowReader(cells, mapping, csvFields(kind), row)));
    } catch (error) {
      if (!(error instanceof RowRefusal)) throw error;
      refused.push({ row, message: error.message });
    }
  });
  return { rows, refused };
}

/** The row's identification, checked as its type says (or as it looks, without one). */
export function readIdentification(reader: RowReader, declared: PartyIdentificationType | null) {
  return reader.take(
    'identificacion',
    resolveIdentification(reader.raw('identificacion'), declared),
  );
}
