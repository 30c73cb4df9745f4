import { isValidAccessKey } from '@quimia/contracts';
import {
  authorizationRequest,
  authorizationWrapper,
  parseAuthorizationAnswer,
  parseReceptionAnswer,
  receptionRequest,
  soapFault,
  UnexpectedAnswerError,
  type AuthorizationAnswer,
  type ReceptionAnswer,
  type SriAuthorization,
} from './sri-soap';

// The SRI's two offline web services: RecepcionComprobantesOffline.validarComprobante and
// AutorizacionComprobantesOffline.autorizacionComprobante.
//
// Why a plain `fetch` of a SOAP envelope (built and read with fast-xml-parser, sri-soap.ts) and
// not the `soap` package (node-soap 1.x, installed): the two operations take one string each and
// answer a fixed shape, so the WSDL buys nothing at runtime, while node-soap would need it loaded
// (locally, with the endpoint overridden, to fetch nothing) and brings axios and sax between us and
// the wire. What matters here is how the call fails, and there fetch lets this file hold every
// bound itself: one AbortSignal (the caller's, combined with AbortSignal.timeout) covers the
// connection, the headers and the body, which axios's `timeout` does not (axios#3819, #6072: it
// leaves out the connection); node-soap's issues show its timeout being asked about for years
// (vpulim/node-soap#127, #734), a hang after the WSDL's GET with `Connection: close` (#1259), and
// large answers held whole in memory (#1120, open), with axios's answer size unlimited by
// default. Here the answer is read as a stream and refused past SRI_ANSWER_MAX_BYTES, and the XML
// parser is set to decode no DTD entity (sri-soap.ts).

export type {
  AuthorizationAnswer,
  ReceptionAnswer,
  SriAuthorization,
  SriMessage,
} from './sri-soap';

/** Larger answers are refused: a document with its signature is tens of KB. */
export const SRI_ANSWER_MAX_BYTES = 10 * 1024 * 1024;
/** What OCA's l10n_ec_account_edi waits for the SRI. */
export const SRI_TIMEOUT_MS = 30_000;

export type SriCallOptions = {
  /** Cancels the call; its reason is thrown as is (it is the caller's, not the SRI's doing). */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxAnswerBytes?: number;
};

export type SriUnavailableReason =
  'refused' | 'dns' | 'timeout' | 'reset' | 'tls' | 'http' | 'too-large' | 'unexpected' | 'network';

/**
 * The SRI could not be asked, or its answer could not be read: nothing is known of the document's
 * fate, so the call can be made again later (ask for the authorisation before sending again).
 */
export class SriUnavailableError extends Error {
  readonly retryable = true;

  constructor(
    readonly reason: SriUnavailableReason,
    description: string,
    readonly details: {
      /** The HTTP status, when the SRI answered one other than 200. */
      status?: number;
      /** A SOAP fault's faultstring (the SRI's words, for the log). */
      fault?: string | null;
      cause?: unknown;
    } = {},
  ) {
    super(`El SRI no responde: ${description}`, { cause: details.cause });
    this.name = 'SriUnavailableError';
  }
}

/** A call that cannot be made as asked (a programming error, never the SRI's). */
export class SriRequestError extends Error {
  readonly retryable = false;

  constructor(message: string) {
    super(message);
    this.name = 'SriRequestError';
  }
}

/** validarComprobante: sends the signed document; RECIBIDA, or DEVUELTA with the SRI's reasons. */
export async function sendDocument(
  url: string,
  signedXml: string,
  options: SriCallOptions = {},
): Promise<ReceptionAnswer> {
  if (!signedXml.trim()) throw new SriRequestError('No hay comprobante firmado que enviar al SRI');
  const answer = await call(url, receptionRequest(signedXml), options);
  return readAnswer(() => parseReceptionAnswer(answer));
}

/**
 * autorizacionComprobante: what the SRI holds for an access key. Several authorisations can come
 * back (OCA takes the AUTORIZADO one), or none while the document is still being processed or
 * was never received.
 */
export async function askAuthorization(
  url: string,
  accessKey: string,
  options: SriCallOptions = {},
): Promise<AuthorizationAnswer> {
  if (!isValidAccessKey(accessKey)) {
    throw new SriRequestError(
      `La clave de acceso no es válida (49 dígitos con su dígito verificador): ${accessKey.slice(0, 60)}`,
    );
  }
  const answer = await call(url, authorizationRequest(accessKey), options);
  return readAnswer(() => parseAuthorizationAnswer(answer));
}

/**
 * The authorised XML as the SRI's portal gives it (the `autorizacion` wrapper around the signed
 * comprobante): what is kept and sent to the buyer. numeroAutorizacion falls back on the key.
 */
export function authorizedXml(authorization: SriAuthorization, accessKey: string): string {
  if (!authorization.document) {
    throw new SriRequestError('La autorización del SRI no trae el comprobante autorizado');
  }
  return authorizationWrapper(authorization, accessKey);
}

function readAnswer<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof UnexpectedAnswerError)) throw error;
    return unexpectedAnswer(error);
  }
}

function unexpectedAnswer(error: UnexpectedAnswerError): never {
  throw new SriUnavailableError('unexpected', 'su respuesta no es la que el servicio describe', {
    fault: error.fault,
    cause: error,
  });
}

async function call(url: string, envelope: string, options: SriCallOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? SRI_TIMEOUT_MS;
  const maxBytes = options.maxAnswerBytes ?? SRI_ANSWER_MAX_BYTES;
  options.signal?.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
      body: envelope,
      signal,
      // The SRI does not redirect; following one would send the document elsewhere.
      redirect: 'manual',
    });
    if (response.status !== 200) {
      const fault = await faultOf(response, maxBytes);
      throw new SriUnavailableError('http', `contestó con el error HTTP ${response.status}`, {
        status: response.status,
        fault,
      });
    }
    return decodeAnswer(response, await readBounded(response, maxBytes));
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof SriUnavailableError) throw error;
    if (timeout.aborted) {
      throw new SriUnavailableError('timeout', `no contestó en ${seconds(timeoutMs)}`, {
        cause: error,
      });
    }
    throw networkError(error);
  }
}

/** The body, read up to `maxBytes`: a longer one is refused as soon as it is. */
async function readBounded(response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new SriUnavailableError(
      'too-large',
      `su respuesta pesa más de ${Math.round(maxBytes / 1024 / 1024)} MB`,
    );
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const LATIN1 = /^(iso-8859-1|latin-?1|windows-1252|cp1252)$/i;

/**
 * UTF-8 as the SRI writes; Latin-1 only when the answer says so. Bytes that are not what they
 * claim would corrupt the signed comprobante: such an answer is not read.
 */
function decodeAnswer(response: Response, bytes: Uint8Array): string {
  const header = /charset\s*=\s*"?([\w.-]+)/i.exec(response.headers.get('content-type') ?? '');
  const prolog = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*?encoding\s*=\s*["']([\w.-]+)["']/.exec(
    prolog,
  );
  const charset = declared?.[1] ?? header?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(LATIN1.test(charset) ? 'windows-1252' : 'utf-8', {
      fatal: true,
    }).decode(bytes);
  } catch (error) {
    return unexpectedAnswer(new UnexpectedAnswerError(`the answer is not ${charset}: ${error}`));
  }
}

/** A 500's SOAP fault, for the log; null when the body is not one or cannot be read. */
async function faultOf(response: Response, maxBytes: number): Promise<string | null> {
  try {
    return soapFault(decodeAnswer(response, await readBounded(response, maxBytes)));
  } catch {
    // A timeout or a cut while reading the error's body: it is still the HTTP error.
    return null;
  }
}

const seconds = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toLocaleString('es-EC')} s` : `${ms.toLocaleString('es-EC')} ms`;

const TLS_CODES = /^(CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|ERR_TLS|ERR_SSL|HOSTNAME_MISMATCH)/;

/** fetch's TypeError('fetch failed') carries the system error as its cause. */
function networkError(error: unknown): SriUnavailableError {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : '';
  const [reason, description]: [SriUnavailableReason, string] =
    code === 'ECONNREFUSED'
      ? ['refused', 'rechazó la conexión']
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? ['dns', 'no se encontró su servidor (DNS)']
        : code === 'ECONNRESET' || code === 'EPIPE' || code.startsWith('UND_ERR_SOCKET')
          ? ['reset', 'cortó la conexión']
          : code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT'
            ? ['timeout', 'dejó de contestar']
            : TLS_CODES.test(code)
              ? ['tls', `su certificado no es válido (${code})`]
              : ['network', 'no se pudo conectar con él'];
  return new SriUnavailableError(reason, description, { cause: error });
}
