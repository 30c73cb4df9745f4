import { describe, expect, it } from 'vitest';
import {
  fileKey,
  isCsvFile,
  missingRequired,
  repeatedColumns,
  rowsAsRead,
  withColumn,
} from './csv-mapping';
import { SUPPLIERS_PREVIEW } from './csv-preview.fixture';

const preview = SUPPLIERS_PREVIEW;

describe('the columns of a CSV', () => {
  it('names the required fields without a column, not the optional ones', () => {
    expect(missingRequired(preview, preview.mapping)).toEqual(['Identificación']);
    expect(missingRequired(preview, withColumn(preview.mapping, 'identificacion', 0))).toEqual([]);
  });

  it('reads the first rows as the import would: one trimmed cell per field', () => {
    const columns = withColumn(withColumn(preview.mapping, 'identificacion', 0), 'email', 2);
    expect(rowsAsRead(preview, columns)).toEqual([
      ['1792146739001', 'Laboratorios Norte', 'norte@lab.ec'],
      ['0990018685001', 'Químicos Andinos', ''],
    ]);
    expect(rowsAsRead(preview, preview.mapping)[0]).toEqual(['', 'Laboratorios Norte', '']);
  });

  it('warns of a column taken for two fields', () => {
    expect(repeatedColumns(preview, { identificacion: 1, nombre: 1, email: 2 })).toEqual(['Razón']);
    expect(repeatedColumns(preview, preview.mapping)).toEqual([]);
  });

  it('keys a file by name and size, and tells a CSV by its extension', () => {
    expect(fileKey({ name: 'a.csv', size: 3 })).toBe('a.csv:3');
    expect(isCsvFile({ name: 'VENTAS.CSV' })).toBe(true);
    expect(isCsvFile({ name: 'lote.zip' })).toBe(false);
  });
});
