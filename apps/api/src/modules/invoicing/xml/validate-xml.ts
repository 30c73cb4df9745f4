import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isCleanText } from '@quimia/contracts';
import { memoryPages, validateXML } from 'xmllint-wasm';

// A document checked against the SRI's official schema before it is signed and sent, as OCA's
// l10n_ec_account_edi does: the SRI answers a malformed one with «35 ARCHIVO NO CUMPLE ESTRUCTURA
// XML», long after the buyer left. libxml2 (compiled to WebAssembly by xmllint-wasm) runs in a
// worker thread of its own for each call, so the server's event loop only hands it the texts.
//
// The SRI's schemas have no place for `ds:Signature` (the element's sequence ends with
// infoAdicional; they import the signature schema but never refer to it): a signed document does
// not validate, so it is the unsigned document that is checked.

export type SriSchema = 'factura-1.1.0' | 'factura-2.1.0' | 'notaCredito-1.1.0';

export type SchemaValidation = { valid: true } | { valid: false; errors: string[] };

/** libxml2 could not run (out of memory, its worker failed): nothing is known of the document. */
export class SchemaValidationUnavailableError extends Error {
  constructor(cause: unknown) {
    super('No se pudo validar el XML contra el esquema del SRI', { cause });
    this.name = 'SchemaValidationUnavailableError';
  }
}

const SCHEMA_FILES: Record<SriSchema, string> = {
  'factura-1.1.0': 'factura_V1.1.0.xsd',
  'factura-2.1.0': 'factura_V2.1.0.xsd',
  'notaCredito-1.1.0': 'NotaCredito_V1.1.0.xsd',
};

/** The schema every SRI schema imports by this very name (schemaLocation), given beside it. */
const SIGNATURE_SCHEMA = 'xmldsig-core-schema.xsd';

/** The file name the document has inside libxml2: its messages start with it. */
const DOCUMENT_FILE = 'comprobante.xml';

/** A factura of 500 lines is about 360 KB; far past any real document, and refused unread. */
export const MAX_XML_CHARS = 8 * 1024 * 1024;

/** libxml2's memory: a 500-line factura needs less than the default 32 MiB; 8 MB of XML more. */
const MAX_MEMORY = 512 * memoryPages.MiB;

/** Workers at once: each holds its own libxml2 and memory. */
const MAX_RUNNING = 2;

/** Messages shown at most; a document wrong everywhere would otherwise list thousands. */
const MAX_ERRORS = 20;

/** Where the schemas are, from the sources (tsx, tests) or from the bundle in dist/. */
function schemaDir(): string {
  const candidates = [
    new URL('./xsd/', import.meta.url),
    new URL('../src/modules/invoicing/xml/xsd/', import.meta.url),
  ].map((url) => fileURLToPath(url));
  const found = candidates.find((dir) => existsSync(`${dir}${SIGNATURE_SCHEMA}`));
  if (!found) throw new Error(`The SRI schemas are not in ${candidates.join(' nor ')}`);
  return found;
}

type SchemaTexts = { main: Record<SriSchema, string>; signature: string };
let loaded: SchemaTexts | null = null;

/** The schemas' texts, read once (about 100 KB). */
function schemaTexts(): SchemaTexts {
  if (!loaded) {
    const dir = schemaDir();
    const read = (file: string) => readFileSync(`${dir}${file}`, 'utf8');
    loaded = {
      main: {
        'factura-1.1.0': read(SCHEMA_FILES['factura-1.1.0']),
        'factura-2.1.0': read(SCHEMA_FILES['factura-2.1.0']),
        'notaCredito-1.1.0': read(SCHEMA_FILES['notaCredito-1.1.0']),
      },
      signature: read(SIGNATURE_SCHEMA),
    };
  }
  return loaded;
}

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_RUNNING validations are running. */
async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Whether `xml` is valid against the SRI's schema: when it is not, libxml2's messages, each
 * naming the element and the line, in Spanish where their form is known.
 */
export async function validateAgainstSchema(
  xml: string,
  schema: SriSchema,
): Promise<SchemaValidation> {
  if (xml.length > MAX_XML_CHARS) {
    return {
      valid: false,
      errors: [`El XML mide ${xml.length} caracteres: pasa del máximo que se valida`],
    };
  }
  // A lone surrogate has no UTF-8 form: libxml2 would read U+FFFD, not what was written.
  if (!isCleanText(xml)) {
    return { valid: false, errors: ['El XML contiene caracteres no válidos (NUL o sustitutos)'] };
  }
  const texts = schemaTexts();
  let result;
  try {
    result = await limited(() =>
      validateXML({
        xml: [{ fileName: DOCUMENT_FILE, contents: xml }],
        schema: [{ fileName: SCHEMA_FILES[schema], contents: texts.main[schema] }],
        preload: [{ fileName: SIGNATURE_SCHEMA, contents: texts.signature }],
        maxMemoryPages: MAX_MEMORY,
      }),
    );
  } catch (error) {
    throw new SchemaValidationUnavailableError(error);
  }
  // A schema it could not read whole (an import not found) would pass what it did not check. (On
  // a valid document the output holds only libxml2's own lines, never an excerpt of the XML.)
  if (result.valid && result.rawOutput.includes('Schemas parser')) {
    throw new SchemaValidationUnavailableError(new Error(result.rawOutput));
  }
  if (result.valid) return { valid: true };
  const errors = readableErrors(result.rawOutput);
  return {
    valid: false,
    errors: errors.length > 0 ? errors : ['El XML no cumple el esquema del SRI'],
  };
}

/** A message's start: `comprobante.xml:12: ` or, inside an entity, `Entity: line 1: `. */
const MESSAGE_START = new RegExp(
  `^(?:${DOCUMENT_FILE.replace('.', '\\.')}:(\\d+)|Entity: line \\d+): `,
);

/**
 * libxml2's output as one message per error. A schema error is one line (or more, when the value
 * it quotes holds line breaks); a parser error is followed by the document's line and a caret,
 * which are left out. The closing «fails to validate» ends the list.
 */
export function readableErrors(output: string): string[] {
  const messages: { line: number | null; text: string; schema: boolean }[] = [];
  for (const line of output.split('\n')) {
    if (line === `${DOCUMENT_FILE} fails to validate`) break;
    const start = MESSAGE_START.exec(line);
    if (start) {
      const text = line.slice(start[0].length);
      messages.push({
        line: start[1] ? Number(start[1]) : null,
        text,
        schema: text.startsWith('Schemas validity error'),
      });
    } else if (messages.at(-1)?.schema) {
      messages.at(-1)!.text += ` ${line}`;
    }
  }
  const readable = messages.map((message) => readableError(message.line, message.text.trim()));
  if (readable.length <= MAX_ERRORS) return readable;
  return [...readable.slice(0, MAX_ERRORS), `… y ${readable.length - MAX_ERRORS} errores más`];
}

/** A value as a message quotes it: long ones cut, so a 5000-character name stays readable. */
function quoted(value: string): string {
  return `«${value.length > 60 ? `${value.slice(0, 57)}…` : value}»`;
}

/** `{http://www.w3.org/2000/09/xmldsig#}Signature` → `ds:Signature`. */
function elementName(name: string): string {
  return name.replace('{http://www.w3.org/2000/09/xmldsig#}', 'ds:').replace(/^\{[^}]*\}/, '');
}

const expected = (list: string) =>
  list
    .split(',')
    .map((name) => elementName(name.trim()))
    .join(', ');

/** libxml2's reasons (2.9 to 2.13) in Spanish; any other kept as libxml2 wrote it. */
const REASONS: [RegExp, (...parts: string[]) => string][] = [
  [
    /^This element is not expected\. Expected is (?:one of )?\( (.*) \)\.$/s,
    (list) => `no se esperaba este elemento aquí; se esperaba ${expected(list)}`,
  ],
  [/^This element is not expected\.$/, () => 'no se esperaba este elemento aquí'],
  [
    /^Missing child element\(s\)\. Expected is (?:one of )?\( (.*) \)\.$/s,
    (list) => `falta el elemento ${expected(list)}`,
  ],
  [
    /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern '(.*)'\.$/s,
    (value, pattern) => `el valor ${quoted(value)} no cumple el patrón ${pattern}`,
  ],
  [
    /^\[facet 'fractionDigits'\] The value '(.*)' has more fractional digits than are allowed \('(\d+)'\)\.$/s,
    (value, digits) => `el valor ${quoted(value)} tiene más de ${digits} decimales`,
  ],
  [
    /^\[facet 'totalDigits'\] The value '(.*)' has more digits than are allowed \('(\d+)'\)\.$/s,
    (value, digits) => `el valor ${quoted(value)} tiene más de ${digits} dígitos`,
  ],
  [
    /^\[facet 'maxLength'\] The value (?:'.*' )?has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'\.$/s,
    (length, max) => `el texto mide ${length} caracteres; el máximo es ${max}`,
  ],
  [
    /^\[facet 'minLength'\] The value (?:'.*' )?has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'\.$/s,
    (length, min) => `el texto mide ${length} caracteres; el mínimo es ${min}`,
  ],
  [
    /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set \{(.*)\}\.$/s,
    (value, set) => `el valor ${quoted(value)} no es uno de ${set}`,
  ],
  [
    /^\[facet 'minInclusive'\] The value '(.*)' is less than the minimum value allowed \('(.*)'\)\.$/s,
    (value, min) => `el valor ${quoted(value)} es menor que el mínimo, ${min}`,
  ],
  [
    /^'(.*)' is not a valid value of the (?:local )?atomic type(?: '(.*)')?\.$/s,
    (value, type) => `${quoted(value)} no es un valor válido${type ? ` de tipo ${type}` : ''}`,
  ],
  [/^The attribute '(.*)' is required but missing\.$/, (name) => `falta el atributo ${name}`],
  [/^The attribute '(.*)' is not allowed\.$/, (name) => `no se admite el atributo ${name}`],
  [
    /^No matching global declaration available for the validation root\.$/,
    () => 'no es la raíz que el esquema describe',
  ],
];

/** One message as `elemento (línea N): motivo`. */
function readableError(line: number | null, text: string): string {
  const where = line === null ? '' : ` (línea ${line})`;
  const schemaError =
    /^Schemas validity error : Element '([^']*)'(?:, attribute '([^']*)')?: (.*)$/s.exec(text);
  if (!schemaError) {
    // Not well-formed XML: the parser's reason.
    const parser = /^(?:element \S+: )?(?:parser error|error|warning) ?: ?(.*)$/s.exec(text);
    return `XML mal formado${where}: ${(parser?.[1] ?? text).trim()}`;
  }
  const [, element = '', attribute, reason = ''] = schemaError;
  const name = elementName(element) + (attribute ? ` @${attribute}` : '');
  for (const [pattern, write] of REASONS) {
    const match = pattern.exec(reason);
    if (match) return `${name}${where}: ${write(...match.slice(1))}`;
  }
  return `${name}${where}: ${reason}`;
}
