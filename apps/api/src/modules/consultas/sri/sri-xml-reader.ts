import { readComprobante } from './sri-comprobante-reader';
import { SriDocumentError, type SriDocument } from './sri-document';
import { decodeInput, parseXml, rootElementName } from './sri-xml-parser';
import { asArray, isNode, missing, text, withinLimit, type Node } from './sri-xml-tree';

// Reads one SRI electronic document (a factura or nota de crédito, bare or inside the
// authorisation wrapper) into an SriDocument, refusing with a reason and a Spanish message what
// cannot be imported safely or faithfully.

export { SRI_XML_MAX_BYTES } from './sri-xml-parser';

const OTHER_DOCUMENTS: Record<string, string> = {
  comprobanteRetencion: 'un comprobante de retención',
  guiaRemision: 'una guía de remisión',
  notaDebito: 'una nota de débito',
  liquidacionCompra: 'una liquidación de compra',
};

const ONLY_SUPPORTED = 'solo se importan facturas y notas de crédito';

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
