import { parseAccessKey, isValidAccessKey } from '@quimia/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatCents, pastImportLimit } from '../../../lib/money';
import { decodeUtf16, decodeUtf8, decodeWindows1252 } from '../import-files/text-decoding';
import {
  SriDocumentError,
  type SriDocument,
  type SriDocumentKind,
  type SriLine,
  type SriParty,
  type SriTax,
} from './sri-document';

// Reads one SRI electronic document (a factura or nota de crédito, bare or inside the
// authorisation wrapper) into an SriDocument, refusing with a reason and a Spanish message what
// cannot be imported safely or faithfully.

/** Larger files are not invoices: refusing them keeps one upload from holding the server. */
export const SRI_XML_MAX_BYTES = 2 * 1024 * 1024;

const SUPPORTED_VERSIONS: Record<SriDocumentKind, readonly string[]> = {
  factura: ['1.0.0', '1.1.0', '2.0.0', '2.1.0'],
  notaCredito: ['1.0.0', '1.1.0'],
};

const DOCUMENT_CODES: Record<SriDocumentKind, string> = { factura: '01', notaCredito: '04' };

const OTHER_DOCUMENTS: Record<string, string> = {
  comprobanteRetencion: 'un comprobante de retención',
  guiaRemision: 'una guía de remisión',
  notaDebito: 'una nota de débito',
  liquidacionCompra: 'una liquidación de compra',
};

const ONLY_SUPPORTED = 'solo se importan facturas y notas de crédito';

const REPEATED = new Set([
  'detalle',
  'totalImpuesto',
  'impuesto',
  'pago',
  'campoAdicional',
  'detAdicional',
  'autorizacion',
]);

type Node = Record<string, unknown>;

// Only the five XML entities and character references are decoded. Entities a DTD would declare are
// ignored even if one slipped past the DOCTYPE refusal: the parser's hooks for them do nothing.
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY_REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

const entityDecoder = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: (value: string) =>
    value.includes('&')
      ? value.replace(
          ENTITY_REFERENCE,
          (reference, name?: string, decimal?: string, hex?: string) => {
            if (name) return XML_ENTITIES[name] ?? reference;
            const codePoint = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
            // A reference to what XML forbids (a control character, half a surrogate pair)
            // stays as written: it never becomes a character the database cannot hold.
            return isXmlCharacter(codePoint) ? String.fromCodePoint(codePoint) : reference;
          },
        )
      : value,
};

// Values stay strings (codes such as 0123 or 001 keep their zeros). The signature is kept
// unparsed, since nothing in it is read.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  entityDecoder,
  isArray: (name) => REPEATED.has(name),
  stopNodes: ['*.Signature'],
  // Callbacks get a matcher instead of a path string built for every tag.
  jPath: false,
});

const UNSAFE_DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
const XML_DECLARATION = /<\?xml[\s\S]*?\?>/g;
const DECLARED_ENCODING = /^(?:\uFEFF)?<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/;
const LATIN1_ENCODINGS = /^(ISO-8859-1|ISO8859-1|latin-?1|windows-1252|cp1252)$/i;
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what is sought
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** An element's text of more than 16 KB, with the element's name. */
const LONG_TEXT = /<([A-Za-z_][\w.:-]*)[^<>]*>([^<]{16385,})/g;

/** XML 1.0's Char production: what a document may hold. */
function isXmlCharacter(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

/**
 * The most characters the SRI's schemas (factura 1.0.0–2.1.0, notaCredito 1.1.0) allow in the
 * text this reader keeps; a longer value is not an SRI document and is refused, not cut.
 */
const TEXT_LIMITS: Readonly<Record<string, number>> = {
  razonSocial: 300,
  nombreComercial: 300,
  dirMatriz: 300,
  razonSocialComprador: 300,
  identificacionComprador: 20,
  direccionComprador: 300,
  descripcion: 300,
  codigoPrincipal: 25,
  codigoAuxiliar: 25,
  codigoInterno: 25,
  codigoAdicional: 25,
  unidadMedida: 50,
  unidadTiempo: 10,
  motivo: 300,
  numDocModificado: 17,
  numeroAutorizacion: 49,
  /** A `campoAdicional`'s or `detAdicional`'s name and value. */
  nombre: 300,
  valor: 300,
};

/** Reads an SRI factura or nota de crédito; throws SriDocumentError saying why it cannot. */
export function readSriXml(input: Buffer | string): SriDocument {
  const text = decodeInput(input);
  const tree = parseXml(text);
  const rootName = rootElementName(tree);
  if (rootName === 'factura' || rootName === 'notaCredito') {
    return readComprobante(rootName, tree[rootName], null);
  }
  const { authorization, isAnswer } = findAuthorization(tree);
  if (authorization) return readAuthorization(authorization);
  if (isAnswer) {
    throw new SriDocumentError(
      'not-authorized',
      'La respuesta del SRI no trae ninguna autorización para esta clave de acceso',
    );
  }
  throw unsupported(rootName);
}

function decodeInput(input: Buffer | string): string {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > SRI_XML_MAX_BYTES) {
    throw new SriDocumentError(
      'unsafe',
      `El archivo pesa más de ${SRI_XML_MAX_BYTES / 1024 / 1024} MB: no es un comprobante electrónico`,
    );
  }
  let text = typeof input === 'string' ? input : decodeBytes(input);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

/**
 * UTF-8 as the SRI requires; UTF-16 or Windows-1252 (Latin-1) when a file was saved again by
 * another tool: as its declaration says, or, without one, when its bytes are not UTF-8. A file
 * that says UTF-8 and is not is refused: reading it would store replacement characters.
 */
function decodeBytes(bytes: Buffer): string {
  const utf16 = decodeUtf16(bytes);
  if (utf16 !== null) return utf16;
  const declared = DECLARED_ENCODING.exec(bytes.subarray(0, 200).toString('latin1'))?.[1];
  if (declared && LATIN1_ENCODINGS.test(declared)) return decodeWindows1252(bytes);
  const text = decodeUtf8(bytes);
  if (text !== null) return text;
  if (!declared) return decodeWindows1252(bytes);
  throw new SriDocumentError(
    'malformed',
    `El archivo dice estar en ${declared} pero tiene caracteres que no lo son: guárdalo de nuevo como UTF-8`,
  );
}

function parseXml(text: string): Node {
  if (UNSAFE_DECLARATION.test(text)) {
    throw new SriDocumentError(
      'unsafe',
      'El archivo declara un DOCTYPE o entidades: por seguridad no se lee',
    );
  }
  refuseLongText(text);
  const forbidden = FORBIDDEN_CHARACTER.exec(text);
  if (forbidden) {
    const line = text.slice(0, forbidden.index).split('\n').length;
    const code = forbidden[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new SriDocumentError(
      'malformed',
      `El archivo tiene un carácter que el XML no admite (U+${code}, en la línea ${line})`,
    );
  }
  const start = text.trimStart();
  if (!start.startsWith('<')) throw notXml();
  const body = start.replace(XML_DECLARATION, '');
  // The parser forgives unclosed and mismatched tags (a truncated download would pass): validate.
  const validation = XMLValidator.validate(body);
  if (validation !== true) throw notXml(validation.err.line);
  let tree: unknown;
  try {
    tree = parser.parse(body);
  } catch {
    throw notXml();
  }
  if (!isNode(tree)) throw notXml();
  return tree;
}

/**
 * The parser takes seconds over a text of a megabyte, holding the server: a text longer than any
 * the SRI allows (the signature's certificate is the longest, a few KB) is refused before it is
 * parsed. A wrapper's escaped `comprobante` is the exception: it is a whole document, itself
 * checked when it is parsed in turn.
 */
function refuseLongText(text: string) {
  // A shorter document cannot hold such a text: the usual one is not scanned at all.
  if (text.length <= 16_385) return;
  for (const match of text.matchAll(LONG_TEXT)) {
    const name = match[1]!.replace(/^.*:/, '');
    if (name === 'comprobante') continue;
    const length = [...match[2]!].length.toLocaleString('es-EC');
    const limit = TEXT_LIMITS[name];
    throw new SriDocumentError(
      'malformed',
      limit
        ? `${name} tiene ${length} caracteres; el SRI admite ${limit}`
        : `${name} tiene un texto de ${length} caracteres: no es un comprobante electrónico`,
    );
  }
}

function notXml(line?: number) {
  return new SriDocumentError(
    'malformed',
    `El archivo no es un XML válido${line ? ` (error en la línea ${line})` : ''}`,
  );
}

function rootElementName(tree: Node): string {
  const name = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (!name) throw notXml();
  return name;
}

function unsupported(rootName: string) {
  const other = OTHER_DOCUMENTS[rootName];
  return new SriDocumentError(
    'unsupported-type',
    other
      ? `Es ${other}: ${ONLY_SUPPORTED}`
      : `No es un comprobante electrónico del SRI (elemento «${rootName}»): ${ONLY_SUPPORTED}`,
  );
}

/**
 * The `autorizacion` anywhere in the tree (the SOAP answer nests it deep), and whether the tree is
 * the web service's answer, which may carry none.
 */
function findAuthorization(tree: Node): { authorization: Node | null; isAnswer: boolean } {
  const found: Node[] = [];
  let isAnswer = false;
  const visit = (node: Node, depth: number) => {
    if (depth > 12) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'RespuestaAutorizacionComprobante') isAnswer = true;
      if (key === 'autorizacion') {
        for (const item of asArray(value)) if (isNode(item)) found.push(item);
      } else if (isNode(value)) {
        visit(value, depth + 1);
      } else if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item, depth + 1);
      }
    }
  };
  visit(tree, 0);
  // A query may answer with several attempts: the authorised one is the document.
  const authorization =
    found.find((item) => text(item.estado) === 'AUTORIZADO') ?? found[0] ?? null;
  return { authorization, isAnswer };
}

function readAuthorization(wrapper: Node): SriDocument {
  const status = text(wrapper.estado);
  if (status !== 'AUTORIZADO') {
    throw new SriDocumentError(
      'not-authorized',
      `El comprobante no está autorizado por el SRI (estado: ${status || 'sin estado'})`,
    );
  }
  const authorization = {
    number: withinLimit(
      text(wrapper.numeroAutorizacion),
      'numeroAutorizacion',
      'autorizacion/numeroAutorizacion',
    ),
    authorizedAt: authorizationDate(text(wrapper.fechaAutorizacion)),
    status,
  };
  const inner = wrapper.comprobante;
  // Some tools put the comprobante as elements instead of text.
  let tree: Node;
  if (isNode(inner)) {
    tree = inner;
  } else {
    const xml = text(inner);
    if (!xml) throw missing('autorizacion/comprobante');
    tree = parseXml(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml);
  }
  const rootName = rootElementName(tree);
  if (rootName === 'factura' || rootName === 'notaCredito') {
    return readComprobante(rootName, tree[rootName], authorization);
  }
  throw unsupported(rootName);
}

/** ISO with offset, or `dd/mm/yyyy HH:MM:SS`; a time without offset is Ecuador's (UTC−5). */
function authorizationDate(value: string): string | null {
  if (!value) return null;
  const local = /^(\d{2})\/(\d{2})\/(\d{4})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const iso = local
    ? `${local[3]}-${local[2]}-${local[1]}T${local[4] ?? '00'}:${local[5] ?? '00'}:${local[6] ?? '00'}-05:00`
    : /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value)
      ? `${value}-05:00`
      : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function readComprobante(
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

type KeyFacts = {
  issueDate: string;
  documentCode: string;
  ruc: string;
  environment: string;
  serie: string;
  sequential: string;
};

function checkAccessKey(key: string, facts: KeyFacts) {
  if (!isValidAccessKey(key)) {
    throw new SriDocumentError(
      'bad-access-key',
      /^\d{49}$/.test(key)
        ? `La clave de acceso ${key} no es válida: su dígito verificador no corresponde`
        : `La clave de acceso «${key}» no tiene 49 dígitos`,
    );
  }
  const parts = parseAccessKey(key)!;
  const mismatches: string[] = [];
  const compare = (label: string, inKey: string, inDocument: string) => {
    if (inKey !== inDocument)
      mismatches.push(`${label} ${inKey} en la clave, ${inDocument} en el comprobante`);
  };
  compare('fecha', displayDate(parts.issueDate), displayDate(facts.issueDate));
  compare('tipo de comprobante', parts.documentCode, facts.documentCode);
  compare('RUC', parts.ruc, facts.ruc);
  compare('ambiente', parts.environment, facts.environment);
  compare('serie', parts.establishment + parts.emissionPoint, facts.serie);
  compare('secuencial', parts.sequential, facts.sequential);
  if (mismatches.length > 0) {
    throw new SriDocumentError(
      'bad-access-key',
      `La clave de acceso no corresponde al comprobante: ${mismatches.join('; ')}`,
    );
  }
}

function checkTotals(
  kind: SriDocumentKind,
  lines: SriLine[],
  subtotalCents: number,
  taxes: SriTax[],
  tipCents: number,
  totalCents: number,
) {
  // Issuers round line by line or on the whole: a cent per two lines is the usual drift.
  const linesCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  if (Math.abs(linesCents - subtotalCents) > Math.max(1, Math.ceil(lines.length / 2))) {
    throw new SriDocumentError(
      'totals-mismatch',
      `La suma de las líneas (${formatCents(linesCents)}) no coincide con el total sin impuestos (${formatCents(subtotalCents)})`,
    );
  }
  const expected = subtotalCents + taxes.reduce((sum, tax) => sum + tax.valueCents, 0) + tipCents;
  if (Math.abs(expected - totalCents) > 1) {
    const label = kind === 'factura' ? 'El importe total' : 'El valor de la modificación';
    throw new SriDocumentError(
      'totals-mismatch',
      `${label} (${formatCents(totalCents)}) no coincide con el total sin impuestos más impuestos${kind === 'factura' ? ' y propina' : ''} (${formatCents(expected)})`,
    );
  }
}

// --- Values ---

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** Whole digits an amount, quantity or unit price may have in the SRI's schemas (14,2 and 18,6). */
const MAX_WHOLE_DIGITS = 12;

/** Refuses a number with more whole digits than the schema allows (leading zeros aside). */
function wholeDigits(whole: string, limit: number, path: string) {
  const digits = whole.replace(/^0+(?=\d)/, '').length;
  if (digits > limit) {
    throw new SriDocumentError(
      'malformed',
      `${path} tiene ${digits} cifras enteras; el SRI admite ${limit}`,
    );
  }
}

/** A decimal string to integer cents, exactly; more than two decimals round half-up. */
function cents(value: string, path: string): number {
  const match = DECIMAL.exec(value);
  if (!match) throw notANumber(path, value);
  wholeDigits(match[1]!, MAX_WHOLE_DIGITS, path);
  const decimals = match[2] ?? '';
  const whole = Number(match[1]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  const rounded = decimals.length > 2 && decimals.charCodeAt(2) >= 53 /* '5' */ ? whole + 1 : whole;
  // Every amount read is a line's, a tax's or a document's: held to a document's limit.
  withinMoneyLimit(rounded, 'document', path);
  return rounded;
}

/** Refuses an amount past the shop's limits, naming its element and the limit. */
function withinMoneyLimit(cents: number, limit: 'unit' | 'document', path: string) {
  const reason = pastImportLimit(cents, limit);
  if (reason) throw new SriDocumentError('out-of-range', `${path}: ${reason}`);
}

function optionalCents(node: Node, name: string, path: string): number {
  const value = optional(node, name);
  return value === null ? 0 : cents(value, `${path}/${name}`);
}

/** Quantities and unit prices: six decimals at most, rounded half-up, as the nearest number. */
function sixDecimals(value: string, path: string): number {
  const match = DECIMAL.exec(value);
  if (!match) throw notANumber(path, value);
  wholeDigits(match[1]!, MAX_WHOLE_DIGITS, path);
  const decimals = match[2] ?? '';
  let micro = Number(match[1]) * 1_000_000 + Number(decimals.slice(0, 6).padEnd(6, '0'));
  if (decimals.length > 6 && decimals.charCodeAt(6) >= 53) micro += 1;
  return micro / 1_000_000;
}

function notANumber(path: string, value: string) {
  return new SriDocumentError('malformed', `${path} no es un número válido («${value}»)`);
}

/** `dd/mm/yyyy` → `yyyy-mm-dd`. */
function isoDate(value: string, path: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (
    !match ||
    Number(match[2]) < 1 ||
    Number(match[2]) > 12 ||
    Number(match[1]) < 1 ||
    Number(match[1]) > 31
  ) {
    throw new SriDocumentError('malformed', `${path} no es una fecha dd/mm/aaaa («${value}»)`);
  }
  return `${match[3]}-${match[2]}-${match[1]}`;
}

function displayDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

// --- Tree access ---

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function asNode(value: unknown, path: string): Node {
  if (!isNode(value)) throw missing(path);
  return value;
}

/** An element's text: a leaf is a string; an element with attributes keeps it in `#text`. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isNode(value)) return typeof value['#text'] === 'string' ? value['#text'] : '';
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

function attribute(node: Node, name: string): string | null {
  const value = node[`@${name}`];
  return typeof value === 'string' ? withinLimit(value, name, `@${name}`) : null;
}

function child(node: Node, name: string, path?: string): Node {
  const value = node[name];
  if (!isNode(value)) throw missing(path ? `${path}/${name}` : name);
  return value;
}

function required(node: Node, path: string, name: string): string {
  const value = text(node[name]);
  if (!value) throw missing(path);
  return withinLimit(value, name, path);
}

function optional(node: Node, name: string, path = name): string | null {
  const value = text(node[name]);
  return value ? withinLimit(value, name, path) : null;
}

/** A value no longer than the SRI's schema allows for its element or attribute. */
function withinLimit(value: string, name: string, path: string): string {
  const limit = TEXT_LIMITS[name];
  const length = [...value].length;
  if (limit !== undefined && length > limit) {
    throw new SriDocumentError(
      'malformed',
      `${path} tiene ${length.toLocaleString('es-EC')} caracteres; el SRI admite ${limit}`,
    );
  }
  return value;
}

function missing(path: string) {
  return new SriDocumentError('malformed', `Falta ${path}`);
}
