import { SriDocumentError } from './sri-document';

// The parsed XML as the reader walks it: elements, their text and attributes, each value held to
// the length the SRI's schemas allow, and a missing element refused by its path.

export type Node = Record<string, unknown>;

/**
 * The most characters the SRI's schemas (factura 1.0.0–2.1.0, notaCredito 1.1.0) allow in the
 * text this reader keeps; a longer value is not an SRI document and is refused, not cut.
 */
export const TEXT_LIMITS: Readonly<Record<string, number>> = {
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

export function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function asNode(value: unknown, path: string): Node {
  if (!isNode(value)) throw missing(path);
  return value;
}

/** An element's text: a leaf is a string; an element with attributes keeps it in `#text`. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isNode(value)) return typeof value['#text'] === 'string' ? value['#text'] : '';
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

export function attribute(node: Node, name: string): string | null {
  const value = node[`@${name}`];
  return typeof value === 'string' ? withinLimit(value, name, `@${name}`) : null;
}

export function child(node: Node, name: string, path?: string): Node {
  const value = node[name];
  if (!isNode(value)) throw missing(path ? `${path}/${name}` : name);
  return value;
}

export function required(node: Node, path: string, name: string): string {
  const value = text(node[name]);
  if (!value) throw missing(path);
  return withinLimit(value, name, path);
}

export function optional(node: Node, name: string, path = name): string | null {
  const value = text(node[name]);
  return value ? withinLimit(value, name, path) : null;
}

/** A value no longer than the SRI's schema allows for its element or attribute. */
export function withinLimit(value: string, name: string, path: string): string {
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

export function missing(path: string) {
  return new SriDocumentError('malformed', `Falta ${path}`);
}
