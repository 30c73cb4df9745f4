import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

// The shop's PDFs (quotations, RIDEs) print in Barlow, shipped in an npm package and embedded
// (subset) in every PDF: accents and ñ render and copy as text, and nothing is downloaded.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@fontsource/barlow/files/barlow-latin-400-normal.woff'),
  medium: require.resolve('@fontsource/barlow/files/barlow-latin-500-normal.woff'),
  bold: require.resolve('@fontsource/barlow/files/barlow-latin-700-normal.woff'),
};

/**
 * A WOFF font as the plain TrueType font it wraps: its tables inflated, laid out as an sfnt.
 * fontkit inflates a WOFF's glyph table again on every glyph it reads (in JavaScript): on a RIDE
 * that was two thirds of the time, holding the event loop about half a second.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  // The sfnt's offset table: its binary-search fields follow from the number of tables.
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * 16;
  const head = Buffer.alloc(12 + count * 16);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(selector, 8);
  head.writeUInt16BE(count * 16 - searchRange, 10);
  const parts = [head];
  let offset = head.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    head.writeUInt32BE(table.tag, record);
    head.writeUInt32BE(table.checksum, record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(table.data.length, record + 12);
    // Each table starts on a 4-byte boundary.
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null;

/** The PDFs' fonts as TrueType, made once: `doc.registerFont(name, pdfFonts()[name])`. */
export function pdfFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  fonts ??= {
    regular: woffToSfnt(readFileSync(FONT_FILES.regular)),
    medium: woffToSfnt(readFileSync(FONT_FILES.medium)),
    bold: woffToSfnt(readFileSync(FONT_FILES.bold)),
  };
  return fonts;
}
