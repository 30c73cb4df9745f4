import type { CsvImportKind } from '@quimia/contracts';

// The CSV files staff import: clients, suppliers, and the lines of sales and purchases (one row
// per line; the rows of one document share its number, party and kind). Each kind has its
// fields: their Spanish headers and the other headers each is recognised by.

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
