import type { CsvImportKind } from '@quimia/contracts';
import { csvFields } from './csv-fields';

// The template staff download for each kind of CSV: its header and one example row.

const EXAMPLES: Record<CsvImportKind, Record<string, string>> = {
  clientes: {
    identificacion: '1710034065',
    tipo_identificacion: 'Cédula',
    nombre: 'María Fernanda Torres Andrade',
    nombre_comercial: 'Jabones Artesanales Mafer',
    email: 'mafer.torres@example.com',
    telefono: '0991234567',
    direccion: 'Av. 10 de Agosto N35-12 y Naciones Unidas, Quito',
  },
  proveedores: {
    identificacion: '1792146739001',
    tipo_identificacion: 'RUC',
    nombre: 'Químicos Andinos Cía. Ltda.',
    nombre_comercial: 'QuimAndes',
    email: 'ventas@example.com',
    telefono: '02 234 5678',
    direccion: 'Panamericana Norte km 12, Calderón',
  },
  ventas: {
    fecha: '15/01/2026',
    numero: '001-001-000000123',
    tipo_documento: 'Factura',
    identificacion: '1710034065',
    nombre: 'María Fernanda Torres Andrade',
    codigo: 'ACI-025',
    descripcion: 'Ácido cítrico anhidro 25 kg',
    cantidad: '2',
    precio_unitario: '48,50',
    descuento: '0,00',
    iva: '15',
    subtotal: '97,00',
  },
  compras: {
    fecha: '08/01/2026',
    numero: '002-001-000004567',
    tipo_documento: 'Factura',
    identificacion: '1792146739001',
    nombre: 'Químicos Andinos Cía. Ltda.',
    codigo: '10023',
    descripcion: 'Glicerina USP 99,5 % caneca 20 kg',
    cantidad: '3',
    precio_unitario: '41,20',
    descuento: '3,60',
    iva: '15',
    subtotal: '120,00',
  },
};

/**
 * The template of a kind: a header of the fields' labels and one example row, separated by `;`
 * with decimal commas (as Excel in Spanish reads and writes them), in UTF-8 with a byte order
 * mark so Excel shows the accents right.
 */
export function csvTemplate(kind: CsvImportKind): string {
  const fields = csvFields(kind);
  const example = EXAMPLES[kind];
  // Clients and suppliers have the same columns: the supplier's name column says whose it is,
  // so that the file is read as purchases when imported back.
  const purchaseSide = kind === 'proveedores' || kind === 'compras';
  const lines = [
    fields.map((field) => (purchaseSide && field.key === 'nombre' ? 'Proveedor' : field.label)),
    fields.map((field) => example[field.key] ?? ''),
  ];
  // The labels and examples hold no `;`, quote or line break, so no cell needs quoting.
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
