import { describe, expect, it } from 'vitest';
import { CSV_MAX_ROWS, CsvReadError, detectDelimiter, readCsvTable } from './csv-reader';

describe('readCsvTable', () => {
  it('reads a semicolon CSV as Excel in Ecuador writes it, quotes and all', () => {
    const text =
      '\uFEFFIdentificación;Nombre;Dirección\r\n1710034065;"Torres; María";"Av. 10 de Agosto ""N35"""\r\n';
    expect(readCsvTable(text)).toEqual({
      headers: ['Identificación', 'Nombre', 'Dirección'],
      rows: [['1710034065', 'Torres; María', 'Av. 10 de Agosto "N35"']],
      rowNumbers: [2],
    });
  });

  it('reads a comma CSV whose cells hold decimal commas in quotes', () => {
    const table = readCsvTable('codigo,cantidad,precio\nA1,"2,5","1.234,56"\nB2,3,4\n');
    expect(table.headers).toEqual(['codigo', 'cantidad', 'precio']);
    expect(table.rows).toEqual([
      ['A1', '2,5', '1.234,56'],
      ['B2', '3', '4'],
    ]);
  });

  it('reads a tab-separated file', () => {
    expect(readCsvTable('a\tb\n1\t2\n').rows).toEqual([['1', '2']]);
  });

  it('prefers the delimiter that splits every line alike', () => {
    // Semicolons split both lines in three; the decimal comma splits only the second.
    expect(detectDelimiter('codigo;cantidad;precio\nA1;2,5;3\n')).toBe(';');
    expect(detectDelimiter('solo\nuno\n')).toBe(';');
  });

  it("honours Excel's sep= line", () => {
    const table = readCsvTable('sep=,\na,b\n1;2,3\n');
    expect(table.headers).toEqual(['a', 'b']);
    expect(table.rows).toEqual([['1;2', '3']]);
    expect(table.rowNumbers).toEqual([3]);
  });

  it('skips empty lines and rows of empty cells, keeping each row’s line number', () => {
    const table = readCsvTable('a;b\n\n1;2\n;\n"3\nx";4\n5;6\n;;\n');
    expect(table.rows).toEqual([
      ['1', '2'],
      ['3\nx', '4'],
      ['5', '6'],
    ]);
    expect(table.rowNumbers).toEqual([3, 5, 7]);
  });

  it('fills short rows with empty cells', () => {
    expect(readCsvTable('a;b;c\n1\n').rows).toEqual([['1', '', '']]);
  });

  it('refuses an empty file, a broken quote and too many rows', () => {
    expect(() => readCsvTable('')).toThrow(CsvReadError);
    expect(() => readCsvTable('\n;;\n')).toThrow('falta la fila de encabezados');
    expect(() => readCsvTable('a;b\n"1;2\n')).toThrow(/comillas sin cerrar/);
    const many = `a;b\n${'1;2\n'.repeat(CSV_MAX_ROWS + 1)}`;
    expect(() => readCsvTable(many)).toThrow('el máximo es 100.000');
    expect(readCsvTable(`a;b\n${'1;2\n'.repeat(CSV_MAX_ROWS)}`).rows).toHaveLength(CSV_MAX_ROWS);
  });
});
