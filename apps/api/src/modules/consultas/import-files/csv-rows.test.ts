import { describe, expect, it } from 'vitest';
import { groupLineRows } from './csv-line-documents';
import { readLineRows, type CsvLineRow } from './csv-line-rows';
import { suggestMapping } from './csv-mapping';
import { readPartyRows } from './csv-party-rows';
import { CsvReadError, readCsvTable } from './csv-reader';
import { decodeText } from './text-decoding';

const LINE_HEADER =
  'Fecha;Número;Tipo de documento;Identificación;Nombre o razón social;Código;Descripción;Cantidad;Precio unitario;Descuento;IVA %;Subtotal';

function readLines(body: string, kind: 'ventas' | 'compras' = 'ventas') {
  const table = readCsvTable(`${LINE_HEADER}\n${body}`);
  return readLineRows(kind, table, suggestMapping(kind, table.headers));
}

function readParties(text: string, kind: 'clientes' | 'proveedores' = 'clientes') {
  const table = readCsvTable(text);
  return readPartyRows(kind, table, suggestMapping(kind, table.headers));
}

describe('readPartyRows', () => {
  it('reads clients from a comma file and a semicolon file alike', () => {
    const comma = readParties(
      'identificacion,nombre,email\n1710034065,"Torres, María",maria@example.com\n',
    );
    const semicolon = readParties(
      'identificacion;nombre;email\n1710034065;Torres, María;maria@example.com\n',
    );
    expect(comma).toEqual(semicolon);
    expect(comma.rows).toEqual([
      {
        row: 2,
        identificationType: 'cedula',
        identification: '1710034065',
        name: 'Torres, María',
        tradeName: null,
        email: 'maria@example.com',
        phone: null,
        address: null,
      },
    ]);
  });

  it('reads a Windows-1252 file as Excel in Spanish saves it', () => {
    const text =
      'Identificación;Nombre;Dirección\r\n1792146739001;Químicos Andinos;Av. Amazonas, Quito\r\n';
    const bytes = new Uint8Array(Buffer.from(text, 'latin1'));
    const table = readCsvTable(decodeText(bytes));
    const result = readPartyRows(
      'proveedores',
      table,
      suggestMapping('proveedores', table.headers),
    );
    expect(result.rows[0]).toMatchObject({
      identificationType: 'ruc',
      name: 'Químicos Andinos',
      address: 'Av. Amazonas, Quito',
    });
  });

  it('refuses the bad rows, naming row and column, and keeps the others', () => {
    const result = readParties(
      [
        'Identificación;Tipo de identificación;Nombre;Teléfono',
        '1710034065;Cédula;Bien;0991234567',
        '',
        '1710034064;;Cédula mala;',
        '1710034065;RUC;Tipo que no cuadra;',
        'AB123;Licencia;Tipo desconocido;',
        '1792146739001;;;',
        `1710034065;;${'x'.repeat(301)};`,
        '1710034065;;Con\u0000nulo;',
        `1710034065;;Teléfono largo;${'9'.repeat(31)}`,
        'X-99;Pasaporte;Viajero;',
      ].join('\n'),
    );
    expect(result.rows.map((row) => [row.row, row.identificationType, row.name])).toEqual([
      [2, 'cedula', 'Bien'],
      [11, 'pasaporte', 'Viajero'],
    ]);
    expect(result.refused).toEqual([
      { row: 4, message: 'Fila 4, identificación: «1710034064» no es una cédula válida' },
      { row: 5, message: 'Fila 5, identificación: «1710034065» no es un RUC válido' },
      {
        row: 6,
        message:
          'Fila 6, tipo de identificación: «Licencia» no es un tipo válido (RUC, Cédula, Pasaporte, Exterior)',
      },
      { row: 7, message: 'Fila 7, nombre o razón social: falta' },
      { row: 8, message: 'Fila 8, nombre o razón social: tiene 301 caracteres; el máximo es 300' },
      { row: 9, message: 'Fila 9, nombre o razón social: tiene caracteres de control no válidos' },
      { row: 10, message: 'Fila 10, teléfono: tiene 31 caracteres; el máximo es 30' },
    ]);
  });

  it('refuses a mapping without a required column or with a column that does not exist', () => {
    const table = readCsvTable('Nombre;Email\nAna;ana@example.com\n');
    expect(() =>
      readPartyRows('clientes', table, suggestMapping('clientes', table.headers)),
    ).toThrow(new CsvReadError('Falta la columna «Identificación»'));
    expect(() => readPartyRows('clientes', table, { identificacion: 5, nombre: 0 })).toThrow(
      'La columna elegida para «Identificación» no existe en el archivo',
    );
  });
});

describe('readLineRows', () => {
  it('reads a line: ISO date, padded number, exact cents, IVA', () => {
    const result = readLines(
      '15/01/2026;1-1-123;Factura;1710034065;María Torres;aci-025;Ácido cítrico 25 kg;2,5;1.234,56;10,00;15;3.076,40',
    );
    expect(result.refused).toEqual([]);
    expect(result.rows).toEqual([
      {
        row: 2,
        kind: 'factura',
        number: '001-001-000000123',
        issueDate: '2026-01-15',
        identificationType: 'cedula',
        identification: '1710034065',
        name: 'María Torres',
        code: 'ACI-025',
        description: 'Ácido cítrico 25 kg',
        quantity: 2.5,
        unitPrice: 1234.56,
        discountCents: 1000,
        subtotalCents: 307640,
        ivaRate: 15,
        ivaCents: 46146,
      },
    ]);
  });

  it('takes defaults: a factura, no discount, 15 % IVA, the subtotal computed', () => {
    const table = readCsvTable(
      'fecha,numero,identificacion,nombre,descripcion,cantidad,precio_unitario\n2026-02-01,001-002-000000009,9999999999999,Consumidor final,Jabón,3,1.10\n',
    );
    const { rows, refused } = readLineRows(
      'ventas',
      table,
      suggestMapping('ventas', table.headers),
    );
    expect(refused).toEqual([]);
    expect(rows[0]).toMatchObject({
      kind: 'factura',
      identificationType: 'consumidor_final',
      code: null,
      quantity: 3,
      unitPrice: 1.1,
      discountCents: 0,
      subtotalCents: 330,
      ivaRate: 15,
      ivaCents: 50,
    });
  });

  it('reads a credit note and other IVA rates', () => {
    const { rows } = readLines(
      '01/03/2026;001-001-000000050;Nota de crédito;1710034065;Ana;;Devolución;1;10;;0;10,00\n' +
        '01/03/2026;001-001-000000051;NC;1710034065;Ana;;Otra;1;10;;5%;',
    );
    expect(rows.map((row) => [row.kind, row.ivaRate, row.ivaCents])).toEqual([
      ['notaCredito', 0, 0],
      ['notaCredito', 5, 50],
    ]);
  });

  it('accepts a subtotal within a cent and refuses one further off', () => {
    const { rows, refused } = readLines(
      [
        '15/01/2026;1;Factura;1710034065;Ana;;A;3;0,3333;;15;1,00',
        '15/01/2026;2;Factura;1710034065;Ana;;B;2;5;1;15;8,50',
      ]
        .map((line) => line.replace(/;(\d);Factura/, ';1-1-$1;Factura'))
        .join('\n'),
    );
    expect(rows.map((row) => row.subtotalCents)).toEqual([100]);
    expect(refused).toEqual([
      { row: 3, message: 'Fila 3, subtotal: 8,50 no es cantidad × precio − descuento (9,00)' },
    ]);
  });

  it('refuses each bad value with its row and column', () => {
    const row = (cells: Partial<Record<number, string>>) => {
      const base = [
        '15/01/2026',
        '001-001-000000001',
        'Factura',
        '1710034065',
        'Ana',
        'C1',
        'Jabón',
        '1',
        '2',
        '',
        '15',
        '',
      ];
      for (const [index, value] of Object.entries(cells)) base[Number(index)] = value!;
      return base.join(';');
    };
    const { rows, refused } = readLines(
      [
        row({}),
        row({ 7: '12,5,0' }),
        row({ 7: '-1' }),
        row({ 8: '-2' }),
        row({ 7: '0' }),
        row({ 7: '1.500' }),
        row({ 8: '2000000000' }),
        row({ 0: '31/02/2026' }),
        row({ 1: 'F-1' }),
        row({ 2: 'Proforma' }),
        row({ 9: '5' }),
        row({ 10: '0,15' }),
        row({ 5: 'C'.repeat(26) }),
        row({ 6: '' }),
        row({ 3: '1710034064001' }),
      ].join('\n'),
    );
    expect(rows.map((line) => line.row)).toEqual([2]);
    expect(refused.map((item) => item.message)).toEqual([
      'Fila 3, cantidad: «12,5,0» no es un número',
      'Fila 4, cantidad: «-1» no puede ser negativo',
      'Fila 5, precio unitario: «-2» no puede ser negativo',
      'Fila 6, cantidad: debe ser mayor que cero',
      'Fila 7, cantidad: «1.500» es ambiguo: escribe 1500 si son miles, o 1.5000 si son decimales',
      'Fila 8, precio unitario: «2000000000» es demasiado grande (el máximo es 1.000.000.000)',
      'Fila 9, fecha: «31/02/2026» no es una fecha válida',
      'Fila 10, número: «F-1» no es un número de comprobante (001-001-000000123)',
      'Fila 11, tipo de documento: «Proforma» no es Factura ni Nota de crédito',
      'Fila 12, descuento: 5,00 es más que cantidad × precio (2,00)',
      'Fila 13, iva %: «0,15» no es un porcentaje (0, 5, 12, 15…)',
      'Fila 14, código: tiene 26 caracteres; el máximo es 25',
      'Fila 15, descripción: falta',
      'Fila 16, identificación: «1710034064001» no es un RUC válido',
    ]);
  });
});

describe('groupLineRows', () => {
  const line = (overrides: Partial<CsvLineRow>): CsvLineRow => ({
    row: 2,
    kind: 'factura',
    number: '001-001-000000001',
    issueDate: '2026-01-15',
    identificationType: 'cedula',
    identification: '1710034065',
    name: 'Ana Pérez',
    code: null,
    description: 'Jabón',
    quantity: 1,
    unitPrice: 10,
    discountCents: 0,
    subtotalCents: 1000,
    ivaRate: 15,
    ivaCents: 150,
    ...overrides,
  });

  it('makes one document of the rows with the same number, party and kind', () => {
    const { documents, refused } = groupLineRows([
      line({ row: 2 }),
      line({ row: 3, number: '001-001-000000002' }),
      line({ row: 4, name: 'ANA  PÉREZ', subtotalCents: 500, ivaCents: 75, discountCents: 100 }),
      line({ row: 5, kind: 'notaCredito' }),
    ]);
    expect(refused).toEqual([]);
    expect(documents.map((document) => [document.kind, document.number, document.rows])).toEqual([
      ['factura', '001-001-000000001', [2, 4]],
      ['factura', '001-001-000000002', [3]],
      ['notaCredito', '001-001-000000001', [5]],
    ]);
    expect(documents[0]).toMatchObject({
      name: 'Ana Pérez',
      issueDate: '2026-01-15',
      identificationType: 'cedula',
      discountCents: 100,
      subtotalCents: 1500,
      taxCents: 225,
      totalCents: 1725,
    });
    expect(documents[0]!.lines).toHaveLength(2);
  });

  it('refuses a document whose rows disagree on the date or the name', () => {
    const { documents, refused } = groupLineRows([
      line({ row: 2 }),
      line({ row: 3, issueDate: '2026-01-16' }),
      line({ row: 4, issueDate: '2026-01-17' }),
      line({ row: 5, number: '001-001-000000009' }),
      line({ row: 6, number: '001-001-000000009', name: 'Otra persona' }),
    ]);
    expect(documents).toEqual([]);
    expect(refused).toEqual([
      {
        row: 2,
        message:
          'La factura 001-001-000000001: la fecha de las filas 3 y 4 no es la de la fila 2 (2026-01-15)',
      },
      {
        row: 5,
        message:
          'La factura 001-001-000000009: el nombre de la fila 6 no es el de la fila 5 (Ana Pérez)',
      },
    ]);
  });
});
