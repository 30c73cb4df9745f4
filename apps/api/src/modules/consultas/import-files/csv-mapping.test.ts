import { CSV_IMPORT_KINDS, csvPreviewSchema } from '@quimia/contracts';
import { describe, expect, it } from 'vitest';
import { csvFields } from './csv-fields';
import { readLineRows } from './csv-line-rows';
import { buildCsvPreview, detectCsvKind, suggestMapping } from './csv-mapping';
import { readPartyRows } from './csv-party-rows';
import { readCsvTable } from './csv-reader';
import { csvTemplate } from './csv-template';
import { decodeText } from './text-decoding';

const LINE_HEADER =
  'Fecha;Número;Tipo de documento;Identificación;Nombre o razón social;Código;Descripción;Cantidad;Precio unitario;Descuento;IVA %;Subtotal';

describe('csvFields', () => {
  it('lists the fields of each kind, the required ones marked', () => {
    const keys = (kind: (typeof CSV_IMPORT_KINDS)[number]) =>
      csvFields(kind).map((field) => `${field.key}${field.required ? '*' : ''}`);
    const party = [
      'identificacion*',
      'tipo_identificacion',
      'nombre*',
      'nombre_comercial',
      'email',
      'telefono',
      'direccion',
    ];
    const line = [
      'fecha*',
      'numero*',
      'tipo_documento',
      'identificacion*',
      'nombre*',
      'codigo',
      'descripcion*',
      'cantidad*',
      'precio_unitario*',
      'descuento',
      'iva',
      'subtotal',
    ];
    expect(keys('clientes')).toEqual(party);
    expect(keys('proveedores')).toEqual(party);
    expect(keys('ventas')).toEqual(line);
    expect(keys('compras')).toEqual(line);
  });
});

describe('csvTemplate', () => {
  it.each(CSV_IMPORT_KINDS)(
    'gives %s a UTF-8 template with a BOM that reads back as one good row',
    (kind) => {
      const template = csvTemplate(kind);
      expect(template.startsWith('\uFEFF')).toBe(true);
      const [header] = template.slice(1).split('\r\n');
      const purchaseSide = kind === 'proveedores' || kind === 'compras';
      expect(header).toBe(
        csvFields(kind)
          .map((field) => (purchaseSide && field.key === 'nombre' ? 'Proveedor' : field.label))
          .join(';'),
      );

      const table = readCsvTable(decodeText(new TextEncoder().encode(template)));
      const mapping = suggestMapping(kind, table.headers);
      expect(Object.values(mapping)).toEqual(csvFields(kind).map((_, index) => index));
      // The supplier's column names the purchase side: each template reads back as its kind.
      expect(detectCsvKind(table.headers)).toBe(kind);
      const result =
        kind === 'ventas' || kind === 'compras'
          ? readLineRows(kind, table, mapping)
          : readPartyRows(kind, table, mapping);
      expect(result.refused).toEqual([]);
      expect(result.rows).toHaveLength(1);
    },
  );
});

describe('suggestMapping', () => {
  it('recognises headers written other ways', () => {
    expect(
      suggestMapping('clientes', ['RUC/CI', 'Razón Social', 'E-mail', 'TELÉFONO', 'dirección ']),
    ).toEqual({
      identificacion: 0,
      tipo_identificacion: null,
      nombre: 1,
      nombre_comercial: null,
      email: 2,
      telefono: 3,
      direccion: 4,
    });
    expect(
      suggestMapping('compras', [
        'Fecha de emisión',
        'No. Factura',
        'Proveedor',
        'RUC proveedor',
        'Cód.',
        'Producto',
        'Cant.',
        'P. Unitario',
        'Desc.',
        '% IVA',
        'Subtotal sin IVA',
        'Total',
      ]),
    ).toEqual({
      fecha: 0,
      numero: 1,
      tipo_documento: null,
      identificacion: 3,
      nombre: 2,
      codigo: 4,
      descripcion: 5,
      cantidad: 6,
      precio_unitario: 7,
      descuento: 8,
      iva: 9,
      subtotal: 10,
    });
  });

  it('recognises the number sign of "N° Factura"', () => {
    expect(suggestMapping('ventas', ['N° Factura', 'Nº de comprobante']).numero).toBe(0);
  });

  it('gives a column to one field only, its own name first', () => {
    // "Tipo" could be either type; the exact "Tipo de identificación" wins its field.
    const mapping = suggestMapping('clientes', [
      'Tipo',
      'Identificación',
      'Tipo de identificación',
      'Nombre',
    ]);
    expect(mapping.tipo_identificacion).toBe(2);
    expect(mapping.identificacion).toBe(1);
  });
});

describe('detectCsvKind', () => {
  it('tells lines from parties, and the purchase side by its headers', () => {
    expect(detectCsvKind(['Identificación', 'Nombre', 'Email'])).toBe('clientes');
    expect(detectCsvKind(['RUC', 'Proveedor', 'Teléfono'])).toBe('proveedores');
    expect(detectCsvKind(LINE_HEADER.split(';'))).toBe('ventas');
    expect(
      detectCsvKind([
        'Fecha',
        'Número',
        'RUC proveedor',
        'Proveedor',
        'Descripción',
        'Cantidad',
        'Precio',
      ]),
    ).toBe('compras');
    expect(detectCsvKind(['Producto', 'Stock'])).toBeNull();
  });
});

describe('buildCsvPreview', () => {
  it('fits the preview contract', () => {
    const table = readCsvTable(csvTemplate('ventas'));
    const preview = buildCsvPreview('ventas', table);
    expect(csvPreviewSchema.parse(preview)).toEqual(preview);
    expect(preview.rowCount).toBe(1);
    expect(preview.fields[0]).toEqual({ key: 'fecha', label: 'Fecha', required: true });
  });
});
