// Text files arrive as bytes in whatever encoding the program that saved them chose. UTF-8 is
// tried first (strictly, so a stray Latin-1 byte is noticed); what is not UTF-8 is read as
// Windows-1252, which is what Excel in Spanish saves a CSV as. Excel's "Unicode text" is UTF-16
// with its byte order mark.

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');
const utf16le = new TextDecoder('utf-16le');
const utf16be = new TextDecoder('utf-16be');

/**
 * Windows-1252's bytes 0x80–0x9F (€, curly quotes, dashes…). Some Node releases decode
 * `windows-1252` as Latin-1 and leave these as control characters (nodejs/node#60888), so they
 * are mapped here; bytes the encoding leaves undefined stay as they are.
 */
// prettier-ignore
const WINDOWS_1252_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ',
  0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“',
  0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›',
  0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/** Bytes read as Windows-1252 (which Latin-1 files are read as too: it is its superset). */
export function decodeWindows1252(bytes: Uint8Array): string {
  return windows1252
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0)] ?? char);
}

/** Bytes read as UTF-8, or null when they are not UTF-8 (never a replacement character). */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    // The decoder drops a leading UTF-8 byte order mark by itself.
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** The text of bytes that start with a UTF-16 byte order mark; null when they do not. */
export function decodeUtf16(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16le.decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16be.decode(bytes);
  return null;
}

/** The text of a file's bytes, without a byte order mark. */
export function decodeText(bytes: Uint8Array): string {
  return decodeUtf16(bytes) ?? decodeUtf8(bytes) ?? decodeWindows1252(bytes);
}
