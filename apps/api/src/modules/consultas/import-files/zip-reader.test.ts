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

const refusedNames = (result: Awaited<ReturnType<typeof readZip>>) =>
  result.refused.map((item) => item.name);

describe('readZip', () => {
  it('states its limits', async () => {
    expect(ZIP_LIMITS).toEqual({
      maxArchiveBytes: 50 * 1024 * 1024,
      maxEntries: 20_000,
      maxEntryBytes: 2 * 1024 * 1024,
      maxTotalBytes: 500 * 1024 * 1024,
      maxRatio: 500,
    });
  });

  it('lets other requests run while it inflates an archive', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `f${index}.xml`,
        xml(Array.from({ length: 20_000 }, (_, line) => `<l>${line * 7919 + index}</l>`).join('')),
      ]),
    );
    const archive = zipSync(files);
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const result = await readZip(archive);
    reading = false;
    expect(result.entries).toHaveLength(20);
    // Other callbacks ran between the entries: the reading never held the event loop throughout.
    expect(turns).toBeGreaterThan(1);
  });

  it('refuses the archive from the sizes its directory declares, before inflating anything', async () => {
    // The entries are tiny, but each says it is 1.9 MB: 300 of them pass the 500 MB total.
    const files = Object.fromEntries(
      Array.from({ length: 300 }, (_, index) => [`f${index}.xml`, xml(String(index))]),
    );
    const declaring = tamper(zipSync(files), UNCOMPRESSED_SIZE, 1_900_000);
    await expect(readZip(declaring)).rejects.toThrow(
      'Descomprimido el ZIP pesa más de 500 MB, el máximo',
    );
    // One entry that declares more than 2 MB is refused without being inflated.
    const one = await readZip(tamper(zipSync({ 'a.xml': xml('a') }), UNCOMPRESSED_SIZE, 3_000_000));
    expect(one.refused).toEqual([
      { name: 'a.xml', message: 'Descomprimido pesa más de 2 MB, el máximo por archivo' },
    ]);
  });

  it('refuses an entry compressed far more than any document is', async () => {
    const zeros = new Uint8Array(1024 * 1024);
    const archive = zipSync({ 'ceros.xml': [zeros, { level: 9 }], 'buena.xml': xml('ok') });
    const result = await readZip(archive);
    expect(result.entries.map((entry) => entry.name)).toEqual(['buena.xml']);
    expect(result.refused).toEqual([
      {
        name: 'ceros.xml',
        message: 'Se comprime más de 500 veces: no se abre por seguridad (parece una bomba ZIP)',
      },
    ]);
    // A real document of the same size compresses far less and is read.
    const lines = Array.from({ length: 15_000 }, (_, index) => `<l>${index * 7919}</l>`).join('');
    expect((await readZip(zipSync({ 'grande.xml': xml(lines) }))).entries).toHaveLength(1);
  });

  it('reads the entries with their paths, compressed or stored', async () => {
    const files: Zippable = {
      'factura-001.xml': xml('uno'),
      enero: { 'factura-002.xml': xml('dos') },
      'guardado.xml': [xml('tres'), { level: 0 }],
    };
    const result = await readZip(zipSync(files));
    expect(result.refused).toEqual([]);
    expect(result.entries.map((entry) => [entry.name, decode(entry.data)])).toEqual([
      ['factura-001.xml', decode(xml('uno'))],
      ['enero/factura-002.xml', decode(xml('dos'))],
      ['guardado.xml', decode(xml('tres'))],
    ]);
  });

  it('reads entries larger than one inflating step, and ones written with data descriptors', async () => {
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
    const result = await readZip(archive);
    expect(result.refused).toEqual([]);
    expect(result.entries.map((entry) => entry.name)).toEqual(['grande.xml', 'otro.xml']);
    expect(Buffer.compare(result.entries[0]!.data, big)).toBe(0);
  });

  it('skips directories, macOS clutter and hidden files silently', async () => {
    const result = await readZip(
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

  it('refuses names that climb out of the folder, absolute paths and nested ZIPs', async () => {
    const result = await readZip(
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

  it('refuses encrypted entries, by their flag or by the AES method', async () => {
    const archive = zipSync({ 'secreta.xml': xml('clave') });
    const flagged = await readZip(tamper(archive, FLAGS, 1));
    expect(flagged.entries).toEqual([]);
    expect(flagged.refused).toEqual([
      { name: 'secreta.xml', message: 'Está protegido con contraseña: no se puede abrir' },
    ]);
    const aes = await readZip(tamper(archive, METHOD, 99));
    expect(aes.refused[0]!.message).toBe('Está protegido con contraseña: no se puede abrir');
  });

  it('refuses an entry of an unknown compression method', async () => {
    const result = await readZip(tamper(zipSync({ 'rara.xml': xml('x') }), METHOD, 14));
    expect(result.refused[0]!.message).toContain('método de compresión');
  });

  it('stops a zip bomb at the entry limit and keeps the other entries', async () => {
    const zeros = new Uint8Array(2 * 1024 * 1024 + 1);
    const archive = zipSync({ 'bomba.xml': [zeros, { level: 9 }], 'buena.xml': xml('ok') });
    expect(archive.length).toBeLessThan(10_000);
    const result = await readZip(archive);
    expect(result.entries.map((entry) => entry.name)).toEqual(['buena.xml']);
    expect(result.refused).toEqual([
      { name: 'bomba.xml', message: 'Descomprimido pesa más de 2 MB, el máximo por archivo' },
    ]);
  });

  it('measures what it inflates, not what the headers claim', async () => {
    const lie = 'Descomprimido no mide lo que el ZIP declara: está dañado o manipulado';
    const zeros = new Uint8Array(3 * 1024 * 1024);
    const lying = tamper(zipSync({ 'miente.xml': [zeros, { level: 9 }] }), UNCOMPRESSED_SIZE, 100);
    const result = await readZip(lying);
    expect(result.entries).toEqual([]);
    expect(result.refused).toEqual([{ name: 'miente.xml', message: lie }]);
    // Less than it declared is as much a lie.
    const short = tamper(zipSync({ 'corta.xml': xml('corta') }), UNCOMPRESSED_SIZE, 5000);
    expect((await readZip(short)).refused).toEqual([{ name: 'corta.xml', message: lie }]);
  });

  it('limits a stored entry too', async () => {
    const result = await readZip(zipSync({ 'grande.xml': [new Uint8Array(3000), { level: 0 }] }), {
      ...ZIP_LIMITS,
      maxEntryBytes: 2000,
    });
    expect(result.entries).toEqual([]);
    expect(result.refused[0]!.name).toBe('grande.xml');
  });

  it('refuses the whole archive past the uncompressed total', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 5 }, (_, index) => [`f${index}.xml`, new Uint8Array(1000)]),
    );
    await expect(readZip(zipSync(files), { ...ZIP_LIMITS, maxTotalBytes: 4500 })).rejects.toThrow(
      /Descomprimido el ZIP pesa más de/,
    );
  });

  it('refuses the whole archive past the entry count or the archive size', async () => {
    const files = { 'a.xml': xml('a'), 'b.xml': xml('b'), 'c.xml': xml('c') };
    await expect(readZip(zipSync(files), { ...ZIP_LIMITS, maxEntries: 2 })).rejects.toThrow(
      'El ZIP tiene más de 2 archivos, el máximo',
    );
    await expect(readZip(zipSync(files), { ...ZIP_LIMITS, maxArchiveBytes: 100 })).rejects.toThrow(
      /^El ZIP pesa .* MB; el máximo es/,
    );
  });

  it('refuses what is not a ZIP, or a damaged one', async () => {
    const corrupt = 'El archivo ZIP está dañado o no es un ZIP';
    await expect(readZip(strToU8('identificacion;nombre\n'))).rejects.toThrow(ZipRefusedError);
    await expect(readZip(strToU8('identificacion;nombre\n'))).rejects.toThrow(corrupt);
    await expect(readZip(new Uint8Array())).rejects.toThrow(corrupt);
    const archive = zipSync({ 'a.xml': xml('a'.repeat(5000)), 'b.xml': xml('b') });
    await expect(readZip(archive.subarray(0, archive.length - 30))).rejects.toThrow(corrupt);
    // The data of an entry damaged in the middle: the entry is refused, not the archive.
    const damaged = zipSync({ 'a.xml': [strToU8('hola '.repeat(2000)), { level: 9 }] });
    const start = recordOffsets(damaged, LOCAL)[0]! + 30 + 'a.xml'.length;
    damaged.fill(0xff, start, start + 8);
    const result = await readZip(damaged);
    expect(result.entries).toEqual([]);
    expect(result.refused[0]!.message).toContain('dañado');
  });

  it('reads an empty archive as no entries', async () => {
    expect(await readZip(zipSync({}))).toEqual({ entries: [], refused: [] });
  });
});
