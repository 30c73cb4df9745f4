import { strToU8, Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, ZIP_LIMITS, ZipRefusedError } from './zip-reader';

const xml = (text: string) => strToU8(`<?xml version="1.0"?><factura>${text}</factura>`);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** Offsets of every record with `signature` (local file headers, central directory records). */
function recordOffsets(bytes: Uint8Array, signature: number): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 1) {
    if (view.getUint32(offset, true) === signature) offsets.push(offset);
  }
  return offsets;
}
const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;

/** Rewrites a 16- or 32-bit field of every local header and central record. */
function tamper(
  bytes: Uint8Array,
  field: { local: number; central: number; bits: 16 | 32 },
  value: number,
) {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  const write = (offset: number) =>
    field.bits === 16 ? view.setUint16(offset, value, true) : view.setUint32(offset, value, true);
  for (const offset of recordOffsets(copy, LOCAL)) write(offset + field.local);
  for (const offset of recordOffsets(copy, CENTRAL)) write(offset + field.central);
  return copy;
}
const FLAGS = { local: 6, central: 8, bits: 16 } as const;
const METHOD = { local: 8, central: 10, bits: 16 } as const;
const UNCOMPRESSED_SIZE = { local: 22, central: 24, bits: 32 } as const;

const refusedNames = (result: ReturnType<typeof readZip>) =>
  result.refused.map((item) => item.name);

describe('readZip', () => {
  it('states its limits', () => {
    expect(ZIP_LIMITS).toEqual({
      maxArchiveBytes: 50 * 1024 * 1024,
      maxEntries: 20_000,
      maxEntryBytes: 2 * 1024 * 1024,
      maxTotalBytes: 500 * 1024 * 1024,
    });
  });

  it('reads the entries with their paths, compressed or stored', () => {
    const files: Zippable = {
      'factura-001.xml': xml('uno'),
      enero: { 'factura-002.xml': xml('dos') },
      'guardado.xml': [xml('tres'), { level: 0 }],
    };
    const result = readZip(zipSync(files));
    expect(result.refused).toEqual([]);
    expect(result.entries.map((entry) => [entry.name, decode(entry.data)])).toEqual([
      ['factura-001.xml', decode(xml('uno'))],
      ['enero/factura-002.xml', decode(xml('dos'))],
      ['guardado.xml', decode(xml('tres'))],
    ]);
  });

  it('reads entries larger than one inflating step, and ones written with data descriptors', () => {
    const big = strToU8(
      Array.from({ length: 40_000 }, (_, index) => `<l>${index * 7919}</l>`).join(''),
    );
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const [name, data] of [
      ['grande.xml', big],
      ['otro.xml', xml('x')],
    ] as const) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
    }
    zip.end();
    const archive = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
    let offset = 0;
    for (const chunk of chunks) {
      archive.set(chunk, offset);
      offset += chunk.length;
    }
    // Bit 3: the sizes come after the data, not in the local header.
    expect(new DataView(archive.buffer).getUint16(6, true) & 8).toBe(8);
    const result = readZip(archive);
    expect(result.refused).toEqual([]);
    expect(result.entries.map((entry) => entry.name)).toEqual(['grande.xml', 'otro.xml']);
    expect(Buffer.compare(result.entries[0]!.data, big)).toBe(0);
  });

  it('skips directories, macOS clutter and hidden files silently', () => {
    const result = readZip(
      zipSync({
        'carpeta/': new Uint8Array(),
        '__MACOSX/._factura.xml': xml('basura'),
        '.DS_Store': strToU8('x'),
        'enero/.oculto.xml': xml('oculto'),
        './factura.xml': xml('uno'),
      }),
    );
    expect(result.refused).toEqual([]);
    expect(result.entries.map((entry) => entry.name)).toEqual(['factura.xml']);
  });

  it('refuses names that climb out of the folder, absolute paths and nested ZIPs', () => {
    const result = readZip(
      zipSync({
        '../fuera.xml': xml('1'),
        'enero/../../fuera.xml': xml('2'),
        'enero\\..\\..\\fuera.xml': xml('3'),
        '/etc/passwd': xml('4'),
        'C:/Windows/win.ini': xml('5'),
        'd:factura.xml': xml('6'),
        'facturas.ZIP': zipSync({ 'dentro.xml': xml('7') }),
        'enero\\factura-008.xml': xml('8'),
      }),
    );
    expect(result.entries.map((entry) => entry.name)).toEqual(['enero/factura-008.xml']);
    expect(refusedNames(result)).toEqual([
      '../fuera.xml',
      'enero/../../fuera.xml',
      'enero\\..\\..\\fuera.xml',
      '/etc/passwd',
      'C:/Windows/win.ini',
      'd:factura.xml',
      'facturas.ZIP',
    ]);
    expect(result.refused.at(-1)!.message).toBe(
      'Un ZIP dentro de otro no se abre: descomprímelo primero',
    );
    expect(result.refused[0]!.message).toContain('sale de la carpeta');
  });

  it('refuses encrypted entries, by their flag or by the AES method', () => {
    const archive = zipSync({ 'secreta.xml': xml('clave') });
    const flagged = readZip(tamper(archive, FLAGS, 1));
    expect(flagged.entries).toEqual([]);
    expect(flagged.refused).toEqual([
      { name: 'secreta.xml', message: 'Está protegido con contraseña: no se puede abrir' },
    ]);
    const aes = readZip(tamper(archive, METHOD, 99));
    expect(aes.refused[0]!.message).toBe('Está protegido con contraseña: no se puede abrir');
  });

  it('refuses an entry of an unknown compression method', () => {
    const result = readZip(tamper(zipSync({ 'rara.xml': xml('x') }), METHOD, 14));
    expect(result.refused[0]!.message).toContain('método de compresión');
  });

  it('stops a zip bomb at the entry limit and keeps the other entries', () => {
    const zeros = new Uint8Array(2 * 1024 * 1024 + 1);
    const archive = zipSync({ 'bomba.xml': [zeros, { level: 9 }], 'buena.xml': xml('ok') });
    expect(archive.length).toBeLessThan(10_000);
    const result = readZip(archive);
    expect(result.entries.map((entry) => entry.name)).toEqual(['buena.xml']);
    expect(result.refused).toEqual([
      { name: 'bomba.xml', message: 'Descomprimido pesa más de 2 MB, el máximo por archivo' },
    ]);
  });

  it('measures what it inflates, not what the headers claim', () => {
    const zeros = new Uint8Array(3 * 1024 * 1024);
    const lying = tamper(zipSync({ 'miente.xml': [zeros, { level: 9 }] }), UNCOMPRESSED_SIZE, 100);
    const result = readZip(lying);
    expect(result.entries).toEqual([]);
    expect(result.refused[0]!.message).toContain('más de 2 MB');
  });

  it('limits a stored entry too', () => {
    const result = readZip(zipSync({ 'grande.xml': [new Uint8Array(3000), { level: 0 }] }), {
      ...ZIP_LIMITS,
      maxEntryBytes: 2000,
    });
    expect(result.entries).toEqual([]);
    expect(result.refused[0]!.name).toBe('grande.xml');
  });

  it('refuses the whole archive past the uncompressed total', () => {
    const files = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`f${index}.xml`, new Uint8Array(1000)]),
    );
    expect(() => readZip(zipSync(files), { ...ZIP_LIMITS, maxTotalBytes: 4500 })).toThrow(
      /Descomprimido el ZIP pesa más de/,
    );
  });

  it('refuses the whole archive past the entry count or the archive size', () => {
    const files = { 'a.xml': xml('a'), 'b.xml': xml('b'), 'c.xml': xml('c') };
    expect(() => readZip(zipSync(files), { ...ZIP_LIMITS, maxEntries: 2 })).toThrow(
      'El ZIP tiene más de 2 archivos, el máximo',
    );
    expect(() => readZip(zipSync(files), { ...ZIP_LIMITS, maxArchiveBytes: 100 })).toThrow(
      /^El ZIP pesa .* MB; el máximo es/,
    );
  });

  it('refuses what is not a ZIP, or a damaged one', () => {
    const corrupt = 'El archivo ZIP está dañado o no es un ZIP';
    expect(() => readZip(strToU8('identificacion;nombre\n'))).toThrow(ZipRefusedError);
    expect(() => readZip(strToU8('identificacion;nombre\n'))).toThrow(corrupt);
    expect(() => readZip(new Uint8Array())).toThrow(corrupt);
    const archive = zipSync({ 'a.xml': xml('a'.repeat(5000)), 'b.xml': xml('b') });
    expect(() => readZip(archive.subarray(0, archive.length - 30))).toThrow(corrupt);
    // The data of an entry damaged in the middle: the entry is refused, not the archive.
    const damaged = zipSync({ 'a.xml': [strToU8('hola '.repeat(2000)), { level: 9 }] });
    const start = recordOffsets(damaged, LOCAL)[0]! + 30 + 'a.xml'.length;
    damaged.fill(0xff, start, start + 8);
    const result = readZip(damaged);
    expect(result.entries).toEqual([]);
    expect(result.refused[0]!.message).toContain('dañado');
  });

  it('reads an empty archive as no entries', () => {
    expect(readZip(zipSync({}))).toEqual({ entries: [], refused: [] });
  });
});
