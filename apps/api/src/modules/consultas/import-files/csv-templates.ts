import type {
  CsvImportKind,
  CsvPreview,
  PartyIdentificationType,
  TaxDocumentKind,
} from '@quimia/contracts';
import { pastImportLimit } from '../../../lib/money';
import { normalizeCode, type IncomingParty } from '../import/incoming-document';
import { CsvReadError, type CsvTable } from './csv-reader';
import {
  divideRounded,
  normalizeKey,
  parseDate,
  parseDecimal,
  parseDocumentNumber,
  parseIdentificationType,
  parseText,
  resolveIdentification,
  scaleDecimal,
  type Decimal,
  type ValueResult,
} from './csv-values';

// The CSV files staff import: clients, suppliers, and the lines of sales and purchases (one row
// per line; the rows of one document share its number, party and kind). Each kind has its
// fields, the template staff fill in, and the reading of its rows into checked values. A row
// that cannot be read is refused with the row and column named; the others go on.

export type CsvField = {
  key: string;
  /** Spanish: the template's header. */
  label: string;
  required: boolean;
  /** Other headers this field is recognised by, compared through `normalizeKey`. */
  aliases: readonly string[];
};

/** A party's identification and name: the same columns in every kind of CSV. */
const IDENTIFICATION_FIELD: CsvField = {
  key: 'identificacion',
  label: 'Identificación',
  required: true,
  aliases: [
    'ruc',
    'cedula',
    'ci',
    'rucci',
    'cedularuc',
    'ruccedula',
    'cedulaoruc',
    'rucocedula',
    'numeroidentificacion',
    'nroidentificacion',
    'ruccliente',
    'rucproveedor',
    'cedulacliente',
    'identificacioncliente',
    'identificacionproveedor',
  ],
};

const NAME_FIELD: CsvField = {
  key: 'nombre',
  label: 'Nombre o razón social',
  required: true,
  aliases: [
    'nombres',
    'razonsocial',
    'nombrerazonsocial',
    'cliente',
    'proveedor',
    'nombrecliente',
    'nombreproveedor',
    'apellidosynombres',
  ],
};

const PARTY_FIELDS: readonly CsvField[] = [
  IDENTIFICATION_FIELD,
  {
    key: 'tipo_identificacion',
    label: 'Tipo de identificación',
    required: false,
    aliases: ['tipoid', 'tipo', 'tipoidentificacion', 'tipodocumento', 'tipodocumentoidentidad'],
  },
  NAME_FIELD,
  {
    key: 'nombre_comercial',
    label: 'Nombre comercial',
    required: false,
    aliases: ['comercial', 'nombrefantasia'],
  },
  {
    key: 'email',
    label: 'Correo electrónico',
    required: false,
    aliases: ['correo', 'mail', 'emails', 'correos'],
  },
  {
    key: 'telefono',
    label: 'Teléfono',
    required: false,
    aliases: ['telefonos', 'tel', 'celular', 'movil', 'telefonocelular'],
  },
  {
    key: 'direccion',
    label: 'Dirección',
    required: false,
    aliases: ['domicilio', 'direccioncompleta'],
  },
];

const LINE_FIELDS: readonly CsvField[] = [
  {
    key: 'fecha',
    label: 'Fecha',
    required: true,
    aliases: ['fechaemision', 'fechadeemision', 'fechadocumento', 'fechafactura'],
  },
  {
    key: 'numero',
    label: 'Número',
    required: true,
    aliases: [
      'numerodocumento',
      'numerodeldocumento',
      'numerocomprobante',
      'numerofactura',
      'nrofactura',
      'nfactura',
      'numfactura',
      'nrodocumento',
      'ndocumento',
      'numdocumento',
      'nrocomprobante',
      'ncomprobante',
      'nofactura',
      'factura',
      'comprobante',
      'nro',
      'no',
      'secuencial',
    ],
  },
  {
    key: 'tipo_documento',
    label: 'Tipo de documento',
    required: false,
    aliases: ['tipocomprobante', 'tipodecomprobante', 'tipo', 'tipodoc'],
  },
  IDENTIFICATION_FIELD,
  NAME_FIELD,
  {
    key: 'codigo',
    label: 'Código',
    required: false,
    aliases: ['cod', 'codigoproducto', 'codigoprincipal', 'codigoitem', 'sku', 'referencia', 'ref'],
  },
  {
    key: 'descripcion',
    label: 'Descripción',
    required: true,
    aliases: ['producto', 'detalle', 'articulo', 'item', 'concepto', 'nombreproducto'],
  },
  {
    key: 'cantidad',
    label: 'Cantidad',
    required: true,
    aliases: ['cant', 'unidades', 'qty'],
  },
  {
    key: 'precio_unitario',
    label: 'Precio unitario',
    required: true,
    aliases: ['precio', 'pu', 'punitario', 'preciounit', 'valorunitario', 'costounitario', 'costo'],
  },
  {
    key: 'descuento',
    label: 'Descuento',
    required: false,
    aliases: ['desc', 'dscto', 'descuentos', 'valordescuento'],
  },
  {
    key: 'iva',
    label: 'IVA %',
    required: false,
    aliases: ['iva', 'tarifaiva', 'porcentajeiva', 'ivaporcentaje', '%iva', 'tarifa'],
  },
  {
    key: 'subtotal',
    label: 'Subtotal',
    required: false,
    aliases: [
      'subtotalsiniva',
      'totalsiniva',
      'totalsinimpuestos',
      'preciototalsinimpuesto',
      'valorsiniva',
    ],
  },
];

const FIELDS: Record<CsvImportKind, readonly CsvField[]> = {
  clientes: PARTY_FIELDS,
  proveedores: PARTY_FIELDS,
  ventas: LINE_FIELDS,
  compras: LINE_FIELDS,
};

/** The fields of a kind of CSV, in the template's order. */
export function csvFields(kind: CsvImportKind): readonly CsvField[] {
  return FIELDS[kind];
}

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
  const fields = FIELDS[kind];
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
  const fields = FIELDS[kind];
  for (const field of fields) mapping[field.key] = null;
  for (const field of fields) claim(field, [normalizeKey(field.key), normalizeKey(field.label)]);
  for (const field of fields) claim(field, field.aliases.map(normalizeKey));
  return mapping;
}

const allRequiredMapped = (kind: CsvImportKind, headers: readonly string[]) => {
  const mapping = suggestMapping(kind, headers);
  return FIELDS[kind].every((field) => !field.required || mapping[field.key] != null);
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
    fields: FIELDS[kind].map(({ key, label, required }) => ({ key, label, required })),
    sample: table.rows.slice(0, sampleSize),
    rowCount: table.rows.length,
  };
}

export type CsvRowRefusal = {
  /** The row in the file, the header being row 1. */
  row: number;
  message: string;
};

export type CsvPartyRow = IncomingParty & { row: number };

export type CsvLineRow = {
  row: number;
  kind: TaxDocumentKind;
  /** `001-001-000000123`. */
  number: string;
  /** `yyyy-mm-dd`. */
  issueDate: string;
  identificationType: PartyIdentificationType;
  identification: string;
  name: string;
  /** Trimmed, upper case. */
  code: string | null;
  description: string;
  /** Positive, six decimals at most (a credit note is said by `kind`, never by a sign). */
  quantity: number;
  unitPrice: number;
  discountCents: number;
  /** Quantity × unit price − discount, in cents (the file's subtotal when it has one). */
  subtotalCents: number;
  /** Percentage (15 for 15 %). */
  ivaRate: number;
  ivaCents: number;
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

export const DEFAULT_IVA_RATE = 15;

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

/**
 * The columns a mapping points at, checked against the table: every required field has a
 * column and every column exists.
 */
function checkMapping(kind: CsvImportKind, table: CsvTable, mapping: CsvMapping): void {
  for (const field of FIELDS[kind]) {
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

function readRows<T>(
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
      rows.push(read(new RowReader(cells, mapping, FIELDS[kind], row)));
    } catch (error) {
      if (!(error instanceof RowRefusal)) throw error;
      refused.push({ row, message: error.message });
    }
  });
  return { rows, refused };
}

function readIdentification(reader: RowReader, declared: PartyIdentificationType | null) {
  return reader.take(
    'identificacion',
    resolveIdentification(reader.raw('identificacion'), declared),
  );
}

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

const DOCUMENT_KIND_WORDS: Record<string, TaxDocumentKind> = {
  factura: 'factura',
  fact: 'factura',
  fac: 'factura',
  fa: 'factura',
  '01': 'factura',
  '1': 'factura',
  notadecredito: 'notaCredito',
  notacredito: 'notaCredito',
  nc: 'notaCredito',
  ncr: 'notaCredito',
  '04': 'notaCredito',
  '4': 'notaCredito',
};

const formatCents = (cents: bigint) => {
  const text = cents.toString().padStart(3, '0');
  return `${text.slice(0, -2)},${text.slice(-2)}`;
};

/** The lines of sales or purchases of a CSV. Throws CsvReadError when the mapping misses a column. */
export function readLineRows(
  kind: 'ventas' | 'compras',
  table: CsvTable,
  mapping: CsvMapping,
): CsvRowsResult<CsvLineRow> {
  return readRows(kind, table, mapping, (reader) => {
    const issueDate = reader.take('fecha', parseDate(reader.required('fecha')));
    const number = reader.take('numero', parseDocumentNumber(reader.required('numero')));
    const kindText = reader.raw('tipo_documento');
    const documentKind = kindText ? DOCUMENT_KIND_WORDS[normalizeKey(kindText)] : 'factura';
    if (!documentKind) {
      reader.refuse('tipo_documento', `«${kindText}» no es Factura ni Nota de crédito`);
    }
    const { type, identification } = readIdentification(reader, null);
    const name = reader.requiredText('nombre');
    // Codes compare upper case, as the XML importer keeps them.
    const code = normalizeCode(reader.text('codigo'));
    const description = reader.requiredText('descripcion');

    reader.required('cantidad');
    const quantity = reader.decimal('cantidad')!;
    if (quantity.value === 0) reader.refuse('cantidad', 'debe ser mayor que cero');
    reader.required('precio_unitario');
    const unitPrice = reader.decimal('precio_unitario')!;
    const discount = reader.decimal('descuento');
    // A percentage may come with its sign ("15%", "15 %").
    const ivaText = reader.raw('iva').replace(/\s*%$/, '');
    const iva = ivaText ? reader.take('iva', parseDecimal(ivaText)) : null;
    if (iva && (iva.value > 100 || (iva.value > 0 && iva.value < 1))) {
      reader.refuse('iva', `«${reader.raw('iva')}» no es un porcentaje (0, 5, 12, 15…)`);
    }

    // Quantity and unit price keep the six decimals the SRI allows; the product is exact.
    const quantityMicros = scaleDecimal(quantity, 6);
    const priceMicros = scaleDecimal(unitPrice, 6);
    if (quantityMicros === 0n) reader.refuse('cantidad', 'debe ser mayor que cero');
    const pastPrice = pastImportLimit(divideRounded(priceMicros, 10_000n), 'unit');
    if (pastPrice) reader.refuse('precio_unitario', pastPrice);
    const grossCents = divideRounded(quantityMicros * priceMicros, 10n ** 10n);
    const discountCents = discount ? scaleDecimal(discount, 2) : 0n;
    if (discountCents > grossCents) {
      reader.refuse(
        'descuento',
        `${formatCents(discountCents)} es más que cantidad × precio (${formatCents(grossCents)})`,
      );
    }
    const computedCents = grossCents - discountCents;
    let subtotalCents = computedCents;
    const subtotal = reader.decimal('subtotal');
    if (subtotal) {
      subtotalCents = scaleDecimal(subtotal, 2);
      const difference = subtotalCents - computedCents;
      if (difference > 1n || difference < -1n) {
        reader.refuse(
          'subtotal',
          `${formatCents(subtotalCents)} no es cantidad × precio − descuento (${formatCents(computedCents)})`,
        );
      }
    }
    const pastSubtotal = pastImportLimit(subtotalCents, 'document');
    if (pastSubtotal) reader.refuse('subtotal', pastSubtotal);
    const ivaRate = iva ? iva.value : DEFAULT_IVA_RATE;
    // The rate at four decimals (15 → 150000) keeps rates such as 12,5 exact.
    const ivaRateScaled = iva ? scaleDecimal(iva, 4) : BigInt(DEFAULT_IVA_RATE) * 10_000n;
    const ivaCents = divideRounded(subtotalCents * ivaRateScaled, 1_000_000n);

    return {
      row: reader.row,
      kind: documentKind!,
      number,
      issueDate,
      identificationType: type,
      identification,
      name,
      code,
      description,
      quantity: Number(quantityMicros) / 1e6,
      unitPrice: Number(priceMicros) / 1e6,
      discountCents: Number(discountCents),
      subtotalCents: Number(subtotalCents),
      ivaRate,
      ivaCents: Number(ivaCents),
    };
  });
}

export type CsvLineDocument = {
  kind: TaxDocumentKind;
  number: string;
  issueDate: string;
  identificationType: PartyIdentificationType;
  identification: string;
  name: string;
  /** The rows of the file the document was read from. */
  rows: number[];
  lines: CsvLineRow[];
  discountCents: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
};

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLocaleLowerCase('es') === b.replace(/\s+/g, ' ').toLocaleLowerCase('es');

function listRows(rows: readonly number[]): string {
  if (rows.length === 1) return `la fila ${rows[0]}`;
  return `las filas ${rows.slice(0, -1).join(', ')} y ${rows.at(-1)}`;
}

/**
 * The documents the lines make: rows with the same kind, number and identification are one
 * document, in the order they first appear. A group whose rows disagree on the date or the
 * name is refused whole (one refusal, at its first row, naming the rows that differ).
 */
export function groupLineRows(rows: readonly CsvLineRow[]): {
  documents: CsvLineDocument[];
  refused: CsvRowRefusal[];
} {
  const groups = new Map<string, CsvLineRow[]>();
  for (const row of rows) {
    const key = `${row.kind}|${row.number}|${row.identification}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const documents: CsvLineDocument[] = [];
  const refused: CsvRowRefusal[] = [];
  for (const lines of groups.values()) {
    const [first] = lines as [CsvLineRow, ...CsvLineRow[]];
    const label = `${first.kind === 'factura' ? 'La factura' : 'La nota de crédito'} ${first.number}`;
    const otherDate = lines.filter((line) => line.issueDate !== first.issueDate);
    if (otherDate.length) {
      refused.push({
        row: first.row,
        message: `${label}: la fecha de ${listRows(otherDate.map((line) => line.row))} no es la de la fila ${first.row} (${first.issueDate})`,
      });
      continue;
    }
    const otherName = lines.filter((line) => !sameName(line.name, first.name));
    if (otherName.length) {
      refused.push({
        row: first.row,
        message: `${label}: el nombre de ${listRows(otherName.map((line) => line.row))} no es el de la fila ${first.row} (${first.name})`,
      });
      continue;
    }
    const sum = (pick: (line: CsvLineRow) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    const subtotalCents = sum((line) => line.subtotalCents);
    const taxCents = sum((line) => line.ivaCents);
    const pastTotal = pastImportLimit(subtotalCents + taxCents, 'document');
    if (pastTotal) {
      refused.push({ row: first.row, message: `${label}: su total, ${pastTotal}` });
      continue;
    }
    documents.push({
      kind: first.kind,
      number: first.number,
      issueDate: first.issueDate,
      identificationType: first.identificationType,
      identification: first.identification,
      name: first.name,
      rows: lines.map((line) => line.row),
      lines,
      discountCents: sum((line) => line.discountCents),
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
    });
  }
  return { documents, refused };
}
