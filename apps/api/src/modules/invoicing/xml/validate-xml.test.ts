import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableErrors, validateAgainstSchema, type SriSchema } from './validate-xml';

const run = promisify(execFile);
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const XSD_FILES: Record<SriSchema, string> = {
  'factura-1.1.0': here('./xsd/factura_V1.1.0.xsd'),
  'factura-2.1.0': here('./xsd/factura_V2.1.0.xsd'),
  'notaCredito-1.1.0': here('./xsd/NotaCredito_V1.1.0.xsd'),
};

let factura: string;
let notaCredito: string;
let dir: string;

beforeAll(async () => {
  factura = await readFile(here('./fixtures/factura-1.1.0.xml'), 'utf8');
  notaCredito = await readFile(here('./fixtures/nota-credito-1.1.0.xml'), 'utf8');
  dir = await mkdtemp(join(tmpdir(), 'validate-xml-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The fixture changed through the DOM (never by editing its text). */
function changed(xml: string, change: (doc: Document) => void): string {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  change(doc);
  return new XMLSerializer().serializeToString(doc);
}

const first = (doc: Document, name: string): Element => {
  const element = doc.getElementsByTagName(name)[0];
  if (!element) throw new Error(`No ${name} in the fixture`);
  return element;
};

/** What Debian's xmllint says of the same file: valid or not, and the lines it blames. */
async function debianXmllint(xml: string, schema: SriSchema) {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  await writeFile(file, xml);
  try {
    await run('xmllint', ['--noout', '--nonet', '--schema', XSD_FILES[schema], file]);
    return { valid: true, lines: [] as number[] };
  } catch (error) {
    const { stderr } = error as { stderr: string };
    const lines = [...stderr.matchAll(new RegExp(`^${file}:(\\d+):`, 'gm'))].map((m) =>
      Number(m[1]),
    );
    return { valid: false, lines };
  }
}

/** Our answer, then the check that Debian's xmllint agrees on validity and on the lines. */
async function validateAndCompare(xml: string, schema: SriSchema) {
  const [ours, debian] = await Promise.all([
    validateAgainstSchema(xml, schema),
    debianXmllint(xml, schema),
  ]);
  expect(ours.valid).toBe(debian.valid);
  if (!ours.valid) {
    const lines = ours.errors.map((error) => Number(/\(línea (\d+)\)/.exec(error)?.[1]));
    expect(lines).toEqual(debian.lines);
  }
  return ours;
}

describe('validateAgainstSchema', () => {
  it('accepts an unsigned factura 1.1.0 written as the XSD asks, as xmllint does', async () => {
    expect(await validateAndCompare(factura, 'factura-1.1.0')).toEqual({ valid: true });
  });

  it('accepts the same factura as version 2.1.0, and a nota de crédito 1.1.0', async () => {
    const v2 = changed(factura, (doc) => doc.documentElement!.setAttribute('version', '2.1.0'));
    expect(await validateAndCompare(v2, 'factura-2.1.0')).toEqual({ valid: true });
    expect(await validateAndCompare(notaCredito, 'notaCredito-1.1.0')).toEqual({ valid: true });
  });

  it('refuses an element out of order, naming it and what was expected', async () => {
    const xml = changed(factura, (doc) => {
      const codDoc = first(doc, 'codDoc');
      codDoc.parentNode!.insertBefore(codDoc, first(doc, 'ptoEmi'));
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(result).toEqual({
      valid: false,
      errors: ['estab (línea 11): no se esperaba este elemento aquí; se esperaba codDoc'],
    });
  });

  it('refuses a line without its required taxes, naming the element that lacks them', async () => {
    const xml = changed(factura, (doc) => {
      const taxes = first(doc, 'impuestos');
      taxes.parentNode!.removeChild(taxes);
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(result.valid).toBe(false);
    expect(!result.valid && result.errors).toEqual([
      expect.stringMatching(/^detalle \(línea \d+\): falta el elemento impuestos$/),
    ]);
  });

  it('refuses an access key that is not 49 digits, quoting the pattern', async () => {
    const xml = changed(factura, (doc) => {
      first(doc, 'claveAcceso').textContent = '271120260117900123450011001002000000123123456781A';
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(result).toEqual({
      valid: false,
      errors: [
        'claveAcceso (línea 9): el valor «271120260117900123450011001002000000123123456781A» no cumple el patrón [0-9]{49}',
      ],
    });
  });

  it('refuses an amount with more decimals than the SRI takes', async () => {
    const xml = changed(factura, (doc) => {
      first(doc, 'precioTotalSinImpuesto').textContent = '100.001';
      first(doc, 'cantidad').textContent = '2.0000001';
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(!result.valid && result.errors).toEqual([
      'cantidad (línea 49): el valor «2.0000001» tiene más de 6 decimales',
      'precioTotalSinImpuesto (línea 52): el valor «100.001» tiene más de 2 decimales',
    ]);
  });

  it('refuses a signed document: the SRI schemas have no place for ds:Signature', async () => {
    const xml = changed(factura, (doc) => {
      const signature = doc.createElementNS('http://www.w3.org/2000/09/xmldsig#', 'ds:Signature');
      doc.documentElement!.appendChild(signature);
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(!result.valid && result.errors).toEqual([
      expect.stringMatching(/^ds:Signature \(línea \d+\): no se esperaba este elemento aquí$/),
    ]);
  });

  it('refuses a factura checked against the nota de crédito schema', async () => {
    const result = await validateAndCompare(factura, 'notaCredito-1.1.0');
    expect(!result.valid && result.errors).toEqual([
      'factura (línea 2): no es la raíz que el esquema describe',
    ]);
  });

  it('says where XML is not well formed, without the parser’s excerpt', async () => {
    const result = await validateAgainstSchema(factura.replace('</detalles>', ''), 'factura-1.1.0');
    expect(result.valid).toBe(false);
    expect(!result.valid && result.errors).toEqual([
      expect.stringMatching(/^XML mal formado \(línea \d+\): Opening and ending tag mismatch/),
    ]);
  });

  it('quotes a hostile 5000-character name briefly and refuses NUL bytes unread', async () => {
    const long = `${'Ñ$`$&'.repeat(1000)}`;
    const xml = changed(factura, (doc) => {
      first(doc, 'razonSocialComprador').textContent = long;
    });
    const result = await validateAndCompare(xml, 'factura-1.1.0');
    expect(!result.valid && result.errors).toEqual([
      'razonSocialComprador (línea 21): el texto mide 5000 caracteres; el máximo es 300',
    ]);
    expect(
      await validateAgainstSchema(factura.replace('Juana', 'Jua\u0000na'), 'factura-1.1.0'),
    ).toEqual({ valid: false, errors: [expect.stringContaining('caracteres no válidos')] });
  });

  it('answers an entity bomb as malformed instead of expanding it', async () => {
    const entities = ['<!ENTITY a "aaaaaaaaaa">'];
    for (let level = 1; level < 9; level += 1) {
      const previous = String.fromCharCode(96 + level);
      entities.push(`<!ENTITY ${String.fromCharCode(97 + level)} "${`&${previous};`.repeat(10)}">`);
    }
    const bomb = `<?xml version="1.0"?><!DOCTYPE factura [${entities.join('')}]><factura id="comprobante" version="1.1.0">&i;</factura>`;
    const result = await validateAgainstSchema(bomb, 'factura-1.1.0');
    expect(result.valid).toBe(false);
    expect(!result.valid && result.errors[0]).toMatch(/amplification/);
  });

  it('validates a factura of 500 lines', async () => {
    const xml = changed(factura, (doc) => {
      const line = first(doc, 'detalle');
      for (let index = 1; index < 500; index += 1) {
        line.parentNode!.appendChild(line.cloneNode(true));
      }
    });
    expect(await validateAgainstSchema(xml, 'factura-1.1.0')).toEqual({ valid: true });
  });
});

describe('readableErrors', () => {
  it('keeps a quoted value’s line breaks in its message and caps a long list', () => {
    const output = [
      "comprobante.xml:3: Schemas validity error : Element 'razonSocial': [facet 'pattern'] The value 'a",
      "b' is not accepted by the pattern '[^\\n]*'.",
      ...Array.from(
        { length: 30 },
        (_, index) =>
          `comprobante.xml:${index + 4}: Schemas validity error : Element 'detalle': Missing child element(s). Expected is ( impuestos ).`,
      ),
      'comprobante.xml fails to validate',
      '',
    ].join('\n');
    const errors = readableErrors(output);
    expect(errors[0]).toBe('razonSocial (línea 3): el valor «a b» no cumple el patrón [^\\n]*');
    expect(errors).toHaveLength(21);
    expect(errors.at(-1)).toBe('… y 11 errores más');
  });
});
