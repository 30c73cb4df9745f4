import type { IncomingParty } from '../import/incoming-document';
import type { CsvMapping } from './csv-mapping';
import type { CsvTable } from './csv-reader';
import { readIdentification, readRows, type CsvRowsResult } from './csv-row-reader';
import { parseIdentificationType } from './csv-values';

// The rows of a CSV of clients or of suppliers.

export type CsvPartyRow = IncomingParty & { row: number };

/** The clients or suppliers of a CSV. Throws CsvReadError when the mapping misses a column. */
export function readPartyRows(
  kind: 'clientes' | 'proveedores',
  table: CsvTable,
  mapping: CsvMapping,
): CsvRowsResult<CsvPartyRow> {
  return readRows(kind, table, mapping, (reader) => {
    const typeText = reader.raw('tipo_identificacion');
    const declared = typeText
      ? reader.take('tipo_identificacion', parseIdentificationType(typeText))
      : null;
    const { type, identification } = readIdentification(reader, declared);
    return {
      row: reader.row,
      identificationType: type,
      identification,
      name: reader.requiredText('nombre'),
      tradeName: reader.text('nombre_comercial'),
      email: reader.text('email'),
      phone: reader.text('telefono'),
      address: reader.text('direccion'),
    };
  });
}
