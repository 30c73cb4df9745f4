import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * A real HTTP server on loopback that speaks the SRI's two offline web services, at the paths of
 * the real ones (celcer.sri.gob.ec / cel.sri.gob.ec): SOAP 1.1, document/literal, the namespaces
 * and element names of their WSDLs (served at `?wsdl`), answers shaped like the SRI's own (CXF:
 * `soap:Envelope`, `ns2:` wrapper, unqualified children, the comprobante escaped as text).
 *
 * By default it behaves like a calm SRI: a document received is RECIBIDA, then AUTORIZADO when
 * asked; a key it never received has no authorisation (numeroComprobantes 0); sending again a key
 * it holds is DEVUELTA 43 CLAVE ACCESO REGISTRADA; a body that is not a document is DEVUELTA 35.
 * A test scripts other answers per access key (or for any, `'*'`): returned, not authorised, in
 * process, HTTP errors, a call never answered, a connection closed, any raw body.
 * `npm run sri-peer -w @quimia/api` runs it by hand.
 */

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const RECEPTION_NS = 'http://ec.gob.sri.ws.recepcion';
export const AUTHORIZATION_NS = 'http://ec.gob.sri.ws.autorizacion';
export const RECEPTION_PATH = '/comprobantes-electronicos-ws/RecepcionComprobantesOffline';
export const AUTHORIZATION_PATH = '/comprobantes-electronicos-ws/AutorizacionComprobantesOffline';

export type SriService = 'reception' | 'authorization';

export type PeerMessage = {
  identifier: string;
  message: string;
  additionalInfo?: string;
  /** ERROR unless given. */
  type?: string;
};

/** Answers seen from the SRI (sri-emision.md §7.4), to spread into a behaviour. */
export const SRI_ANSWER_CODES = {
  structure: { identifier: '35', message: 'ARCHIVO NO CUMPLE ESTRUCTURA XML' },
  invalidSignature: { identifier: '39', message: 'FIRMA INVALIDA' },
  keyRegistered: {
    identifier: '43',
    message: 'CLAVE ACCESO REGISTRADA',
    additionalInfo: 'La clave de acceso ya se encuentra registrada',
  },
  sequentialRegistered: { identifier: '45', message: 'SECUENCIAL REGISTRADO' },
  keyInProcess: { identifier: '70', message: 'CLAVE DE ACCESO EN PROCESAMIENTO' },
} satisfies Record<string, PeerMessage>;

/** Applies to whichever service is called next, unless `service` says which. */
type AnyService = { service?: SriService };

export type SriPeerBehaviour =
  // Reception.
  | { kind: 'recibida' }
  | ({ kind: 'devuelta' } & PeerMessage)
  // Authorisation.
  | {
      kind: 'autorizado';
      /** As the document's infoTributaria/ambiente says, unless given. */
      environment?: 'PRUEBAS' | 'PRODUCCIÓN';
      messages?: PeerMessage[];
    }
  | ({ kind: 'no-autorizado' } & PeerMessage)
  | { kind: 'en-proceso' }
  /** numeroComprobantes 0: the SRI holds nothing (yet) under the key. */
  | { kind: 'not-found' }
  // Either service.
  | ({ kind: 'http-error'; status?: number; body?: string } & AnyService)
  /** Never answers, not even the headers, until the client gives up or the peer closes. */
  | ({ kind: 'hang' } & AnyService)
  /** Closes the connection without answering. */
  | ({ kind: 'close' } & AnyService)
  /** Any body (hostile ones included); `chunked` leaves out its Content-Length. */
  | ({
      kind: 'raw';
      body: string | Buffer;
      status?: number;
      contentType?: string;
      chunked?: boolean;
    } & AnyService);

export type SriPeerCall = { service: SriService; accessKey: string | null };

export type SriPeer = {
  /** For SRI_RECEPCION_URL. */
  receptionUrl: string;
  /** For SRI_AUTORIZACION_URL. */
  authorizationUrl: string;
  /** Every document sent to validarComprobante, decoded (accessKey null when unreadable). */
  received: { accessKey: string | null; xml: string }[];
  /** Every call to either service, in order. */
  calls: SriPeerCall[];
  /** Queues answers for the next calls about `accessKey` (`'*'`: about any key). */
  script(accessKey: string, behaviours: SriPeerBehaviour[]): void;
  close(): Promise<void>;
};

const RECEPTION_KINDS = new Set(['recibida', 'devuelta']);
const AUTHORIZATION_KINDS = new Set(['autorizado', 'no-autorizado', 'en-proceso', 'not-found']);

function appliesTo(behaviour: SriPeerBehaviour, service: SriService): boolean {
  if (RECEPTION_KINDS.has(behaviour.kind)) return service === 'reception';
  if (AUTHORIZATION_KINDS.has(behaviour.kind)) return service === 'authorization';
  return !('service' in behaviour) || !behaviour.service || behaviour.service === service;
}

/** Requests larger than this are not read (a signed document is tens of KB). */
const REQUEST_MAX_BYTES = 20 * 1024 * 1024;

const wsdlFile = (name: string) =>
  readFileSync(new URL(`../modules/invoicing/sri/wsdl/${name}`, import.meta.url), 'utf8');

/** "Now" as the SRI writes it: Ecuador's time, -05:00. */
export function ecuadorNow(date = new Date()): string {
  return `${new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
}

const requestParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  processEntities: false,
  ignoreDeclaration: true,
});

const documentParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  ignoreDeclaration: true,
  stopNodes: ['*.Signature'],
});

const answerBuilder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: true,
});

type Tree = { [name: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class SoapClientFault extends Error {}

/**
 * The operation's parameter, checked as CXF would: a SOAP 1.1 envelope whose body holds the
 * operation's wrapper in the service's namespace, and the parameter unqualified inside it.
 */
function soapParameter(
  body: string,
  namespace: string,
  operation: string,
  parameter: string,
): string {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(body)) throw new SoapClientFault('DOCTYPE is not allowed');
  if (XMLValidator.validate(body) !== true) throw new SoapClientFault('Unmarshalling Error');
  const tree: unknown = requestParser.parse(body);
  const scopes: Tree[] = [];
  const child = (parent: unknown, uri: string, local: string): Tree => {
    if (!isTree(parent)) throw new SoapClientFault(`Expected {${uri}}${local}`);
    scopes.push(parent);
    const names = Object.keys(parent).filter((name) => !name.startsWith('@') && name !== '#text');
    const name = names.find((candidate) => candidate.replace(/^[^:]*:/, '') === local);
    if (!name) throw new SoapClientFault(`Expected {${uri}}${local}`);
    const element = parent[name];
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : null;
    const found = namespaceOf(prefix, [...scopes, isTree(element) ? element : {}]);
    if (found !== uri) {
      throw new SoapClientFault(`Unexpected wrapper element {${found ?? ''}}${local} found`);
    }
    return isTree(element) ? element : { '#text': element };
  };
  const envelope = child(tree, SOAP_ENVELOPE_NS, 'Envelope');
  const soapBody = child(envelope, SOAP_ENVELOPE_NS, 'Body');
  const wrapper = child(soapBody, namespace, operation);
  scopes.push(wrapper);
  const value = wrapper[parameter];
  // Unqualified: no prefix, and no default namespace in scope.
  if (value === undefined || namespaceOf(null, scopes) !== '') {
    throw new SoapClientFault(`Unexpected element: expected unqualified ${parameter}`);
  }
  const text = isTree(value) ? value['#text'] : value;
  return typeof text === 'string' ? text.trim() : '';
}

/** The namespace a prefix (null: the default one) names in these scopes, innermost last. */
function namespaceOf(prefix: string | null, scopes: Tree[]): string | null {
  const attribute = prefix ? `@xmlns:${prefix}` : '@xmlns';
  for (let index = scopes.length - 1; index >= 0; index--) {
    const value = scopes[index]![attribute];
    if (typeof value === 'string') return value;
  }
  return prefix ? null : '';
}

type ReadDocument = { accessKey: string; environment: 'PRUEBAS' | 'PRODUCCIÓN' };

/** The document's access key and ambiente, from infoTributaria; null when it is not one. */
function readDocument(xml: string): ReadDocument | null {
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(xml)) return null;
  const body = xml.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('<') || XMLValidator.validate(body) !== true) return null;
  let tree: unknown;
  try {
    tree = documentParser.parse(body);
  } catch {
    return null;
  }
  if (!isTree(tree)) return null;
  const root = Object.values(tree).find(isTree);
  const info = root?.infoTributaria;
  if (!isTree(info) || typeof info.claveAcceso !== 'string') return null;
  const accessKey = info.claveAcceso.trim();
  if (!/^\d{49}$/.test(accessKey)) return null;
  return { accessKey, environment: info.ambiente === '2' ? 'PRODUCCIÓN' : 'PRUEBAS' };
}

/** A document the peer holds, and what it answered about it. */
type Held = ReadDocument & {
  xml: string;
  outcome:
    | { kind: 'autorizado'; at: string; environment: string; messages: PeerMessage[] }
    | { kind: 'no-autorizado'; at: string; message: PeerMessage }
    | null;
};

const messageElement = (message: PeerMessage) => ({
  identificador: message.identifier,
  mensaje: message.message,
  informacionAdicional: message.additionalInfo,
  tipo: message.type ?? 'ERROR',
});

function envelope(operation: string, namespace: string, content: Tree): string {
  return answerBuilder.build({
    'soap:Envelope': {
      '@xmlns:soap': SOAP_ENVELOPE_NS,
      'soap:Body': { [`ns2:${operation}`]: { '@xmlns:ns2': namespace, ...content } },
    },
  });
}

export function receptionAnswer(
  state: 'RECIBIDA' | 'DEVUELTA',
  accessKey: string | null,
  messages: PeerMessage[] = [],
): string {
  return envelope('validarComprobanteResponse', RECEPTION_NS, {
    RespuestaRecepcionComprobante: {
      estado: state,
      comprobantes: messages.length
        ? {
            comprobante: {
              claveAcceso: accessKey ?? undefined,
              mensajes: { mensaje: messages.map(messageElement) },
            },
          }
        : '',
    },
  });
}

export type PeerAuthorization = {
  state: string;
  number?: string;
  at?: string;
  environment?: string;
  document?: string;
  messages?: PeerMessage[];
};

export function authorizationAnswer(
  accessKey: string,
  authorizations: PeerAuthorization[],
): string {
  return envelope('autorizacionComprobanteResponse', AUTHORIZATION_NS, {
    RespuestaAutorizacionComprobante: {
      claveAccesoConsultada: accessKey,
      numeroComprobantes: String(authorizations.length),
      autorizaciones: authorizations.length
        ? {
            autorizacion: authorizations.map((authorization) => ({
              estado: authorization.state,
              numeroAutorizacion: authorization.number,
              fechaAutorizacion: authorization.at,
              ambiente: authorization.environment,
              // Escaped text, as the web service writes it (the portal's files use CDATA).
              comprobante: authorization.document,
              mensajes: { mensaje: (authorization.messages ?? []).map(messageElement) },
            })),
          }
        : '',
    },
  });
}

function faultAnswer(faultCode: string, faultString: string): string {
  return answerBuilder.build({
    'soap:Envelope': {
      '@xmlns:soap': SOAP_ENVELOPE_NS,
      'soap:Body': { 'soap:Fault': { faultcode: faultCode, faultstring: faultString } },
    },
  });
}

const SOAP_CONTENT_TYPE = 'text/xml;charset=UTF-8';

export async function startSriPeer(
  options: { port?: number; host?: string } = {},
): Promise<SriPeer> {
  const host = options.host ?? '127.0.0.1';
  const received: SriPeer['received'] = [];
  const calls: SriPeerCall[] = [];
  const queues = new Map<string, SriPeerBehaviour[]>();
  const held = new Map<string, Held>();
  const sockets = new Set<Socket>();
  let baseUrl = '';

  const wsdls: Record<SriService, string> = {
    reception: wsdlFile('RecepcionComprobantesOffline.wsdl'),
    authorization: wsdlFile('AutorizacionComprobantesOffline.wsdl'),
  };

  /** The next scripted behaviour for this call: the key's own queue first, then `'*'`'s. */
  const next = (service: SriService, accessKey: string | null) => {
    for (const key of [accessKey, '*']) {
      const queue = key === null ? undefined : queues.get(key);
      const index = queue?.findIndex((behaviour) => appliesTo(behaviour, service)) ?? -1;
      if (queue && index >= 0) return queue.splice(index, 1)[0];
    }
    return undefined;
  };

  const send = (res: ServerResponse, status: number, body: string, type = SOAP_CONTENT_TYPE) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };

  /** The generic behaviours; true when it answered (or chose not to). */
  const generic = (behaviour: SriPeerBehaviour, req: IncomingMessage, res: ServerResponse) => {
    switch (behaviour.kind) {
      case 'http-error':
        send(
          res,
          behaviour.status ?? 500,
          behaviour.body ?? '<html><body><h1>500 Internal Server Error</h1></body></html>',
          'text/html',
        );
        return true;
      case 'hang':
        return true;
      case 'close':
        req.socket.destroy();
        return true;
      case 'raw':
        res.writeHead(behaviour.status ?? 200, {
          'content-type': behaviour.contentType ?? SOAP_CONTENT_TYPE,
        });
        if (behaviour.chunked) {
          res.write(behaviour.body);
          res.end();
        } else {
          res.end(behaviour.body);
        }
        return true;
      default:
        return false;
    }
  };

  const reception = (body: string, req: IncomingMessage, res: ServerResponse) => {
    const base64 = soapParameter(body, RECEPTION_NS, 'validarComprobante', 'xml');
    const bytes = /^[A-Za-z0-9+/=\s]*$/.test(base64) ? Buffer.from(base64, 'base64') : null;
    const xml = bytes ? bytes.toString('utf8') : '';
    const document = bytes ? readDocument(xml) : null;
    const accessKey = document?.accessKey ?? null;
    received.push({ accessKey, xml });
    calls.push({ service: 'reception', accessKey });
    const behaviour = next('reception', accessKey);
    if (behaviour && generic(behaviour, req, res)) return;
    if (behaviour?.kind === 'devuelta') {
      send(res, 200, receptionAnswer('DEVUELTA', accessKey, [behaviour]));
      return;
    }
    if (!document) {
      const problem = bytes ? 'El XML no es un comprobante' : 'El contenido no está en base64';
      const message = { ...SRI_ANSWER_CODES.structure, additionalInfo: problem };
      send(res, 200, receptionAnswer('DEVUELTA', null, [message]));
      return;
    }
    const holding = held.get(document.accessKey);
    // Once received (and not refused at authorisation), the same key is refused: the SRI's 43.
    if (!behaviour && holding && holding.outcome?.kind !== 'no-autorizado') {
      send(res, 200, receptionAnswer('DEVUELTA', accessKey, [SRI_ANSWER_CODES.keyRegistered]));
      return;
    }
    held.set(document.accessKey, { ...document, xml, outcome: null });
    send(res, 200, receptionAnswer('RECIBIDA', accessKey));
  };

  const authorization = (body: string, req: IncomingMessage, res: ServerResponse) => {
    const accessKey = soapParameter(
      body,
      AUTHORIZATION_NS,
      'autorizacionComprobante',
      'claveAccesoComprobante',
    );
    calls.push({ service: 'authorization', accessKey });
    const behaviour = next('authorization', accessKey);
    if (behaviour && generic(behaviour, req, res)) return;
    const holding = held.get(accessKey);
    const answer = (authorizations: PeerAuthorization[]) =>
      send(res, 200, authorizationAnswer(accessKey, authorizations));
    const environment = holding?.environment ?? 'PRUEBAS';
    switch (behaviour?.kind) {
      case 'not-found':
        return answer([]);
      case 'en-proceso':
        return answer([{ state: 'EN PROCESO', at: ecuadorNow(), environment }]);
      case 'no-autorizado': {
        const at = ecuadorNow();
        if (holding) holding.outcome = { kind: 'no-autorizado', at, message: behaviour };
        return answer([
          {
            state: 'NO AUTORIZADO',
            at,
            environment,
            document: holding?.xml,
            messages: [behaviour],
          },
        ]);
      }
      case 'autorizado': {
        const outcome = {
          kind: 'autorizado' as const,
          at: ecuadorNow(),
          environment: behaviour.environment ?? environment,
          messages: behaviour.messages ?? [],
        };
        if (holding) holding.outcome = outcome;
        return answer([authorized(accessKey, outcome, holding?.xml)]);
      }
    }
    // Unscripted: what the SRI holds, authorising what it received.
    if (!holding) return answer([]);
    if (holding.outcome?.kind === 'no-autorizado') {
      const { at, message } = holding.outcome;
      return answer([
        { state: 'NO AUTORIZADO', at, environment, document: holding.xml, messages: [message] },
      ]);
    }
    holding.outcome ??= { kind: 'autorizado', at: ecuadorNow(), environment, messages: [] };
    return answer([authorized(accessKey, holding.outcome, holding.xml)]);
  };

  const authorized = (
    accessKey: string,
    outcome: Extract<Held['outcome'], { kind: 'autorizado' }>,
    document: string | undefined,
  ): PeerAuthorization => ({
    state: 'AUTORIZADO',
    number: accessKey,
    at: outcome.at,
    environment: outcome.environment,
    document,
    messages: outcome.messages,
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer');
    const service: SriService | null =
      url.pathname === RECEPTION_PATH
        ? 'reception'
        : url.pathname === AUTHORIZATION_PATH
          ? 'authorization'
          : null;
    if (!service) {
      send(res, 404, 'Not Found', 'text/plain');
      return;
    }
    if (req.method === 'GET' && url.searchParams.has('wsdl')) {
      const address = `${baseUrl}${service === 'reception' ? RECEPTION_PATH : AUTHORIZATION_PATH}`;
      const wsdl = wsdls[service].replace(
        /location="http:\/\/localhost\/comprobantes-electronicos-ws\/\w+"/,
        () => `location="${address}"`,
      );
      send(res, 200, wsdl, 'text/xml;charset=UTF-8');
      return;
    }
    if (req.method !== 'POST') {
      send(res, 405, 'Method Not Allowed', 'text/plain');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > REQUEST_MAX_BYTES) {
        send(res, 413, 'Payload Too Large', 'text/plain');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        if (service === 'reception') reception(body, req, res);
        else authorization(body, req, res);
      } catch (error) {
        // What CXF answers: the client's fault, or the server's (never a crashed test run).
        const client = error instanceof SoapClientFault;
        if (!res.headersSent) {
          send(
            res,
            500,
            faultAnswer(
              client ? 'soap:Client' : 'soap:Server',
              error instanceof Error ? error.message : String(error),
            ),
          );
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;

  return {
    receptionUrl: `${baseUrl}${RECEPTION_PATH}`,
    authorizationUrl: `${baseUrl}${AUTHORIZATION_PATH}`,
    received,
    calls,
    script(accessKey, behaviours) {
      queues.set(accessKey, [...(queues.get(accessKey) ?? []), ...behaviours]);
    },
    close() {
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging calls end with the peer.
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
