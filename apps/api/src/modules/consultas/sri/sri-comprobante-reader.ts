import {
  SriDocumentError,
  type SriDocument,
  type SriDocumentKind,
  type SriLine,
  type SriParty,
  type SriTax,
} from './sri-document';
import { checkAccessKey, checkTotals } from './sri-document-checks';
import {
  asArray,
  asNode,
  attribute,
  child,
  isNode,
  missing,
  optional,
  required,
  text,
  withinLimit,
  type Node,
} from './sri-xml-tree';
import {
  cents,
  DECIMAL,
  isoDate,
  notANumber,
  optionalCents,
  sixDecimals,
  wholeDigits,
  withinMoneyLimit,
} from './sri-xml-values';

// The fields of a factura or nota de crédito (its `factura` or `notaCredito` element): issuer,
// buyer, lines, taxes, payments, the document it modifies and the buyer's contact.

const SUPPORTED_VERSIONS: Record<SriDocumentKind, readonly string[]> = {
  factura: ['1.0.0', '1.1.0', '2.0.0', '2.1.0'],
  notaCredito: ['1.0.0', '1.1.0'],
};

const DOCUMENT_CODES: Record<SriDocumentKind, string> = { factura: '01', notaCredito: '04' };

export function readComprobante(
  kind: SriDocumentKind,
  root: unknown,
  authorization: SriDocument['authorization'],
): SriDocument {
  if (!isNode(root)) throw missing(`${kind}/infoTributaria`);
  const version = attribute(root, 'version');
  if (!version) throw new SriDocumentError('malformed', `Falta el atributo version de ${kind}`);
  if (!SUPPORTED_VERSIONS[kind].includes(version)) {
    throw new SriDocumentError(
      'unsupported-type',
      `La versión ${version} de ${kind === 'factura' ? 'factura' : 'nota de crédito'} no se admite (se admiten ${SUPPORTED_VERSIONS[kind].join(', ')})`,
    );
  }

  const tax = child(root, 'infoTributaria');
  const infoName = kind === 'factura' ? 'infoFactura' : 'infoNotaCredito';
  const info = child(root, infoName);
  const field = (node: Node, path: string, name: string) => required(node, `${path}/${name}`, name);

  const environment = field(tax, 'infoTributaria', 'ambiente');
  if (environment !== '1' && environment !== '2') {
    throw new SriDocumentError(
      'malformed',
      `infoTributaria/ambiente debe ser 1 o 2, no «${environment}»`,
    );
  }
  const documentCode = field(tax, 'infoTributaria', 'codDoc');
  if (documentCode !== DOCUMENT_CODES[kind]) {
    throw new SriDocumentError(
      'malformed',
      `infoTributaria/codDoc es ${documentCode}, pero el comprobante es ${kind === 'factura' ? 'una factura (01)' : 'una nota de crédito (04)'}`,
    );
  }
  const accessKey = field(tax, 'infoTributaria', 'claveAcceso');
  const issuer = {
    ruc: field(tax, 'infoTributaria', 'ruc'),
    name: field(tax, 'infoTributaria', 'razonSocial'),
    tradeName: optional(tax, 'nombreComercial'),
    address: optional(tax, 'dirMatriz'),
  };
  const establishment = field(tax, 'infoTributaria', 'estab');
  const emissionPoint = field(tax, 'infoTributaria', 'ptoEmi');
  const sequential = field(tax, 'infoTributaria', 'secuencial');
  const issueDate = isoDate(field(info, infoName, 'fechaEmision'), `${infoName}/fechaEmision`);

  checkAccessKey(accessKey, {
    issueDate,
    documentCode,
    ruc: issuer.ruc,
    environment,
    serie: establishment + emissionPoint,
    sequential,
  });

  const buyer: SriParty = {
    identificationType: field(info, infoName, 'tipoIdentificacionComprador'),
    identification: field(info, infoName, 'identificacionComprador'),
    name: field(info, infoName, 'razonSocialComprador'),
    address: optional(info, 'direccionComprador'),
  };

  const lines = readLines(kind, child(root, 'detalles'));
  const subtotalCents = cents(
    field(info, infoName, 'totalSinImpuestos'),
    `${infoName}/totalSinImpuestos`,
  );
  const taxes = asArray(child(info, 'totalConImpuestos', infoName).totalImpuesto).map((item, i) =>
    readTax(item, `${infoName}/totalConImpuestos/totalImpuesto[${i + 1}]`),
  );
  const tipCents = kind === 'factura' ? optionalCents(info, 'propina', infoName) : 0;
  const totalName = kind === 'factura' ? 'importeTotal' : 'valorModificacion';
  const totalCents = cents(field(info, infoName, totalName), `${infoName}/${totalName}`);
  const discountCents =
    kind === 'factura'
      ? cents(field(info, infoName, 'totalDescuento'), `${infoName}/totalDescuento`)
      : 0;

  checkTotals(kind, lines, subtotalCents, taxes, tipCents, totalCents);

  const payments =
    kind === 'factura'
      ? asArray(isNode(info.pagos) ? info.pagos.pago : undefined).map((item, i) => {
          const path = `infoFactura/pagos/pago[${i + 1}]`;
          const node = asNode(item, path);
          const term = optional(node, 'plazo');
          return {
            method: required(node, `${path}/formaPago`, 'formaPago'),
            totalCents: cents(required(node, `${path}/total`, 'total'), `${path}/total`),
            term: term === null || !Number.isFinite(Number(term)) ? null : Number(term),
            timeUnit: optional(node, 'unidadTiempo'),
          };
        })
      : [];

  const modifies =
    kind === 'notaCredito'
      ? {
          documentCode: field(info, infoName, 'codDocModificado'),
          number: field(info, infoName, 'numDocModificado'),
          issueDate: isoDate(
            field(info, infoName, 'fechaEmisionDocSustento'),
            `${infoName}/fechaEmisionDocSustento`,
          ),
          reason: field(info, infoName, 'motivo'),
        }
      : null;

  const additional = readNamedValues(
    isNode(root.infoAdicional) ? root.infoAdicional.campoAdicional : undefined,
  );

  return {
    kind,
    version,
    accessKey,
    authorization,
    environment,
    issuer,
    buyer,
    number: `${establishment}-${emissionPoint}-${sequential}`,
    issueDate,
    subtotalCents,
    discountCents,
    tipCents,
    totalCents,
    taxes,
    payments,
    modifies,
    lines,
    additional,
    buyerEmail: findContact(additional, EMAIL),
    buyerPhone: findContact(additional, PHONE),
  };
}

function readLines(kind: SriDocumentKind, details: Node): SriLine[] {
  const items = asArray(details.detalle);
  if (items.length === 0) throw missing('detalles/detalle');
  const [mainName, auxiliaryName] =
    kind === 'factura'
      ? ['codigoPrincipal', 'codigoAuxiliar']
      : ['codigoInterno', 'codigoAdicional'];
  return items.map((item, i) => {
    const path = `detalles/detalle[${i + 1}]`;
    const line = asNode(item, path);
    const additional = readNamedValues(
      isNode(line.detallesAdicionales) ? line.detallesAdicionales.detAdicional : undefined,
    );
    const unitDetail = additional.find((entry) => entry.name.trim().toLowerCase() === 'unidad');
    // Required in a factura, optional in a nota de crédito.
    const discount =
      kind === 'factura'
        ? required(line, `${path}/descuento`, 'descuento')
        : optional(line, 'descuento');
    return {
      mainCode: optional(line, mainName),
      auxiliaryCode: optional(line, auxiliaryName),
      description: required(line, `${path}/descripcion`, 'descripcion'),
      unit: optional(line, 'unidadMedida') ?? (unitDetail?.value || null),
      quantity: sixDecimals(required(line, `${path}/cantidad`, 'cantidad'), `${path}/cantidad`),
      unitPrice: unitPrice(line, `${path}/precioUnitario`),
      discountCents: discount === null ? 0 : cents(discount, `${path}/descuento`),
      subtotalCents: cents(
        required(line, `${path}/precioTotalSinImpuesto`, 'precioTotalSinImpuesto'),
        `${path}/precioTotalSinImpuesto`,
      ),
      taxes: asArray(isNode(line.impuestos) ? line.impuestos.impuesto : undefined).map((tax, j) =>
        readTax(tax, `${path}/impuestos/impuesto[${j + 1}]`),
      ),
      additional,
    };
  });
}

function unitPrice(line: Node, path: string): number {
  const price = sixDecimals(required(line, path, 'precioUnitario'), path);
  withinMoneyLimit(price * 100, 'unit', path);
  return price;
}

function readTax(item: unknown, path: string): SriTax {
  const node = asNode(item, path);
  const rate = optional(node, 'tarifa');
  let rateNumber: number | null = null;
  if (rate !== null) {
    rateNumber = Number(rate);
    if (!DECIMAL.test(rate)) throw notANumber(`${path}/tarifa`, rate);
    wholeDigits(DECIMAL.exec(rate)![1]!, 2, `${path}/tarifa`);
  }
  return {
    code: required(node, `${path}/codigo`, 'codigo'),
    rateCode: required(node, `${path}/codigoPorcentaje`, 'codigoPorcentaje'),
    rate: rateNumber,
    baseCents: cents(
      required(node, `${path}/baseImponible`, 'baseImponible'),
      `${path}/baseImponible`,
    ),
    valueCents: cents(required(node, `${path}/valor`, 'valor'), `${path}/valor`),
  };
}

function readNamedValues(items: unknown): { name: string; value: string }[] {
  const values: { name: string; value: string }[] = [];
  for (const item of asArray(items)) {
    if (!isNode(item)) continue;
    const name = attribute(item, 'nombre');
    if (name === null) continue;
    values.push({
      name,
      value: attribute(item, 'valor') ?? withinLimit(text(item['#text']), 'valor', name),
    });
  }
  return values;
}

type ContactKind = { names: readonly string[]; looksRight: RegExp };

const EMAIL: ContactKind = {
  names: ['email', 'correo', 'correoelectronico', 'mail'],
  looksRight: /@/,
};
const PHONE: ContactKind = {
  names: ['telefono', 'telefonos', 'celular', 'phone', 'movil'],
  looksRight: /\d{6}/,
};

/**
 * Names vary by issuer (Email, E-mail, Correo electrónico, Teléfono…): they are compared by their
 * letters only, exact names first, then names that start with one ("Teléfono celular").
 */
function findContact(values: { name: string; value: string }[], kind: ContactKind): string | null {
  const candidates = values
    .map(({ name, value }) => ({ key: letters(name), value: value.trim() }))
    .filter(({ value }) => kind.looksRight.test(value.replace(/[\s()-]/g, '')));
  const exact = candidates.find(({ key }) => kind.names.includes(key));
  const prefixed = candidates.find(({ key }) => kind.names.some((name) => key.startsWith(name)));
  return (exact ?? prefixed)?.value ?? null;
}

function letters(name: string): string {
  return name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
