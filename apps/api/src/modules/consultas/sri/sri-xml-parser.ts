import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeUtf16, decodeUtf8, decodeWindows1252 } from '../import-files/text-decoding';
import { SriDocumentError } from './sri-document';
import { isNode, TEXT_LIMITS, type Node } from './sri-xml-tree';

// An uploaded file's bytes to an XML tree, safely: its encoding found, its size and texts held
// to what an SRI document can be, no DTD or entity of its own, and the XML validated.

/** Larger files are not invoices: refusing them keeps one upload from holding the server. */
export const SRI_XML_MAX_BYTES = 2 * 1024 * 1024;

const REPEATED = new Set([
  'detalle',
  'totalImpuesto',
  'impuesto',
  'pago',
  'campoAdicional',
  'detAdicional',
  'autorizacion',
]);

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

export function decodeInput(input: Buffer | string): string {
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

export function parseXml(text: string): Node {
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

export function rootElementName(tree: Node): string {
  const name = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  if (!name) throw notXml();
  return name;
}
