import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

// The SOAP 1.1 envelopes of the SRI's two offline services (wsdl/ beside this file): the two
// requests, built with the XML library, and their answers read into plain values. Document /
// literal, one wrapper element per operation in the service's namespace, its children
// unqualified (elementFormDefault="unqualified"). An answer that is not the one the WSDL
// describes throws UnexpectedAnswerError; sri-client.ts turns it into SriUnavailableError.

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const RECEPTION_NS = 'http://ec.gob.sri.ws.recepcion';
export const AUTHORIZATION_NS = 'http://ec.gob.sri.ws.autorizacion';

/** A message of the SRI (mensajes/mensaje), on a returned or an unauthorised document. */
export type SriMessage = {
  /** identificador: 35, 39, 43, 45, 70… */
  identifier: string;
  message: string;
  additionalInfo: string | null;
  /** tipo: ERROR, ADVERTENCIA or INFORMATIVO. */
  type: 'ERROR' | 'ADVERTENCIA' | 'INFORMATIVO' | (string & {});
};

export type ReceptionAnswer =
  { state: 'RECIBIDA'; messages: SriMessage[] } | { state: 'DEVUELTA'; messages: SriMessage[] };

export type SriAuthorization = {
  state: 'AUTORIZADO' | 'NO AUTORIZADO' | 'EN PROCESO' | (string & {});
  /** numeroAutorizacion: the access key itself nowadays (37 digits in 2014 documents). */
  number: string | null;
  /** fechaAutorizacion, ISO 8601 with its offset (Ecuador's -05:00 when the SRI gave none). */
  authorizedAt: string | null;
  /** ambiente as the SRI writes it: PRUEBAS, PRODUCCIÓN. */
  environment: string | null;
  /** The comprobante the SRI holds, as text (the signed XML). */
  document: string | null;
  messages: SriMessage[];
};

export type AuthorizationAnswer = { authorizations: SriAuthorization[] };

export class UnexpectedAnswerError extends Error {
  constructor(
    message: string,
    /** A SOAP fault's faultstring, when the answer was one. */
    readonly fault: string | null = null,
  ) {
    super(message);
    this.name = 'UnexpectedAnswerError';
  }
}

const requestBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' });

/** validarComprobante: the signed document, base64, in `xml`. */
export function receptionRequest(signedXml: string): string {
  return requestBuilder.build({
    'soapenv:Envelope': {
      '@xmlns:soapenv': SOAP_ENVELOPE_NS,
      '@xmlns:ec': RECEPTION_NS,
      'soapenv:Body': {
        'ec:validarComprobante': { xml: Buffer.from(signedXml, 'utf8').toString('base64') },
      },
    },
  });
}

/** autorizacionComprobante: the access key in `claveAccesoComprobante`. */
export function authorizationRequest(accessKey: string): string {
  return requestBuilder.build({
    'soapenv:Envelope': {
      '@xmlns:soapenv': SOAP_ENVELOPE_NS,
      '@xmlns:ec': AUTHORIZATION_NS,
      'soapenv:Body': {
        'ec:autorizacionComprobante': { claveAccesoComprobante: accessKey },
      },
    },
  });
}

// Only the five XML entities and character references are decoded: an entity a DTD declared stays
// as written (DTDs are refused before parsing anyway). A reference to a character XML forbids
// (NUL, half a surrogate pair) stays as written too.
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const ENTITY_REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/g;

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

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  // A comprobante of a few hundred KB holds tens of thousands of &lt;: native replaceAll is
  // many times faster than one callback per reference. &amp; goes last, so `&amp;lt;` stays `&lt;`.
  const text = value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'");
  if (!text.includes('&#')) return text.replaceAll('&amp;', '&');
  // &amp; and character references in one pass: `&#38;amp;` is the text `&amp;`.
  return text.replace(
    ENTITY_REFERENCE,
    (reference, name?: string, decimal?: string, hex?: string) => {
      if (name) return XML_ENTITIES[name] ?? reference;
      const codePoint = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
      return isXmlCharacter(codePoint) ? String.fromCodePoint(codePoint) : reference;
    },
  );
}

const entityDecoder = {
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
  decode: decodeEntities,
};

// Values stay strings (identificador 043 keeps its zero). The authorisation's comprobante is kept
// unparsed and decoded here: the parser takes seconds over an escaped document of a few MB, and
// it is text, not elements, whichever way the SRI wrote it (escaped, or CDATA).
const answerParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  entityDecoder,
  stopNodes: ['..autorizacion.comprobante'],
  jPath: false,
});

const UNSAFE_DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what is sought
const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- control characters are removed from messages
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A message's texts are shown and stored: longer ones are cut. */
const MESSAGE_TEXT_LIMIT = 4000;

type Tree = { [name: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Repeated elements come as an array, single ones as a value, empty ones as ''. */
const elements = (value: unknown): Tree[] =>
  (Array.isArray(value) ? value : [value]).filter(isTree);

/** An element's text; null when absent or empty. */
function text(value: unknown): string | null {
  const raw = isTree(value) ? value['#text'] : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const clean = String(raw).replace(CONTROL_CHARACTERS, '').trim();
  return clean === '' ? null : clean.slice(0, MESSAGE_TEXT_LIMIT);
}

/** The SOAP body of an answer, or a thrown UnexpectedAnswerError (a fault included). */
function soapBody(answer: string): Tree {
  if (UNSAFE_DECLARATION.test(answer)) {
    throw new UnexpectedAnswerError('the answer declares a DOCTYPE or entities');
  }
  if (FORBIDDEN_CHARACTER.test(answer)) {
    throw new UnexpectedAnswerError('the answer holds a character XML forbids');
  }
  const start = answer.trimStart();
  if (!start.startsWith('<')) throw new UnexpectedAnswerError('the answer is not XML');
  // The parser forgives unclosed tags: a truncated answer would pass.
  if (XMLValidator.validate(start) !== true) {
    throw new UnexpectedAnswerError('the answer is not well-formed XML');
  }
  let tree: unknown;
  try {
    tree = answerParser.parse(start);
  } catch {
    throw new UnexpectedAnswerError('the answer is not well-formed XML');
  }
  const envelope = isTree(tree) ? tree.Envelope : undefined;
  const body = isTree(envelope) ? envelope.Body : undefined;
  if (!isTree(body)) throw new UnexpectedAnswerError('the answer is not a SOAP envelope');
  if (isTree(body.Fault)) {
    const fault = text(body.Fault.faultstring);
    throw new UnexpectedAnswerError(`the answer is a SOAP fault: ${fault ?? ''}`, fault);
  }
  return body;
}

/** An answer's SOAP faultstring; null when it is not a fault. */
export function soapFault(answer: string): string | null {
  try {
    soapBody(answer);
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) return error.fault;
    throw error;
  }
  return null;
}

function messagesOf(holder: unknown): SriMessage[] {
  if (!isTree(holder)) return [];
  return elements(holder.mensajes).flatMap((mensajes) =>
    elements(mensajes.mensaje).map((mensaje) => ({
      identifier: text(mensaje.identificador) ?? '',
      message: text(mensaje.mensaje) ?? '',
      additionalInfo: text(mensaje.informacionAdicional),
      type: text(mensaje.tipo) ?? '',
    })),
  );
}

export function parseReceptionAnswer(answer: string): ReceptionAnswer {
  const body = soapBody(answer);
  const response = body.validarComprobanteResponse;
  const result = isTree(response) ? response.RespuestaRecepcionComprobante : undefined;
  if (!isTree(result)) {
    throw new UnexpectedAnswerError('the answer has no RespuestaRecepcionComprobante');
  }
  const state = text(result.estado);
  if (state !== 'RECIBIDA' && state !== 'DEVUELTA') {
    throw new UnexpectedAnswerError(`the reception answer's estado is ${state ?? 'missing'}`);
  }
  const messages = elements(result.comprobantes).flatMap((comprobantes) =>
    elements(comprobantes.comprobante).flatMap(messagesOf),
  );
  return { state, messages };
}

export function parseAuthorizationAnswer(answer: string): AuthorizationAnswer {
  const body = soapBody(answer);
  const response = body.autorizacionComprobanteResponse;
  const result = isTree(response) ? response.RespuestaAutorizacionComprobante : undefined;
  if (!isTree(result)) {
    throw new UnexpectedAnswerError('the answer has no RespuestaAutorizacionComprobante');
  }
  const authorizations = elements(result.autorizaciones).flatMap((autorizaciones) =>
    elements(autorizaciones.autorizacion).map((autorizacion) => ({
      state: text(autorizacion.estado) ?? '',
      number: text(autorizacion.numeroAutorizacion),
      authorizedAt: isoWithOffset(text(autorizacion.fechaAutorizacion)),
      environment: text(autorizacion.ambiente),
      document: documentText(autorizacion.comprobante),
      messages: messagesOf(autorizacion),
    })),
  );
  return { authorizations };
}

/**
 * The comprobante's raw content: escaped text (what the web service writes), CDATA sections
 * (what the portal's files hold), or both; an element inside it is not what the WSDL says.
 */
function documentText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  let out = '';
  let at = 0;
  for (;;) {
    const start = raw.indexOf('<![CDATA[', at);
    const plain = raw.slice(at, start < 0 ? undefined : start);
    if (plain.includes('<')) throw new UnexpectedAnswerError('the comprobante holds elements');
    out += decodeEntities(plain);
    if (start < 0) break;
    const end = raw.indexOf(']]>', start + 9);
    if (end < 0) throw new UnexpectedAnswerError('the comprobante has an unclosed CDATA');
    out += raw.slice(start + 9, end);
    at = end + 3;
  }
  const document = out.trim();
  return document === '' ? null : document;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;
const SLASHED_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/**
 * fechaAutorizacion as ISO 8601 with an offset. Modern answers are (2019-07-15T11:04:34-05:00,
 * sometimes with milliseconds); a 2014 file says 23/06/2014 14:06:33, Ecuador's time (-05:00,
 * no daylight saving). Anything else is not a date: null.
 */
export function isoWithOffset(value: string | null): string | null {
  if (!value) return null;
  const iso = ISO_DATE_TIME.exec(value);
  if (iso) return iso[1] ? value : `${value}-05:00`;
  const slashed = SLASHED_DATE_TIME.exec(value);
  if (slashed) {
    const [, day, month, year, hours, minutes, seconds] = slashed;
    return `${year}-${month}-${day}T${hours}:${minutes}:${seconds}-05:00`;
  }
  return null;
}

const wrapperBuilder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  cdataPropName: '#cdata',
  suppressEmptyNode: true,
});

/**
 * The authorised document as the SRI's portal gives it and buyers expect it: the `autorizacion`
 * wrapper with the signed comprobante as CDATA (sri-comprobantes.md §1.1). A `]]>` inside the
 * comprobante (its own CDATA section) is split across two sections by the builder.
 */
export function authorizationWrapper(authorization: SriAuthorization, number: string): string {
  if (!authorization.document) throw new Error('An authorisation without its comprobante');
  const declaration = { '@version': '1.0', '@encoding': 'UTF-8', '@standalone': 'yes' };
  return wrapperBuilder.build({
    '?xml': declaration,
    autorizacion: {
      estado: authorization.state,
      numeroAutorizacion: authorization.number ?? number,
      fechaAutorizacion: authorization.authorizedAt ?? undefined,
      ambiente: authorization.environment ?? undefined,
      comprobante: { '#cdata': authorization.document },
      mensajes: {
        mensaje: authorization.messages.map((message) => ({
          identificador: message.identifier,
          mensaje: message.message,
          informacionAdicional: message.additionalInfo ?? undefined,
          tipo: message.type,
        })),
      },
    },
  });
}
