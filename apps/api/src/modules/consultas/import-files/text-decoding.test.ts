import { describe, expect, it } from 'vitest';
import { decodeText } from './text-decoding';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('decodeText', () => {
  it('reads UTF-8 and drops its byte order mark', () => {
    const utf8 = new TextEncoder().encode('Dirección;Teléfono');
    expect(decodeText(utf8)).toBe('Dirección;Teléfono');
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Dirección;Teléfono');
  });

  it('reads what is not UTF-8 as Windows-1252, as Excel in Spanish saves it', () => {
    // "Año;Peñón;€" in Windows-1252: ñ is F1, € is 80.
    const windows = bytes(0x41, 0xf1, 0x6f, 0x3b, 0x50, 0x65, 0xf1, 0xf3, 0x6e, 0x3b, 0x80);
    expect(decodeText(windows)).toBe('Año;Peñón;€');
    // Curly quotes and a dash, as Word and Excel type them.
    expect(decodeText(bytes(0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x92, 0xe9))).toBe('“A” – ’é');
  });

  it('reads UTF-16 when it starts with its byte order mark', () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0xf1, 0x00))).toBe('Añ');
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0xf1))).toBe('Añ');
  });

  it('reads nothing as nothing', () => {
    expect(decodeText(new Uint8Array())).toBe('');
  });
});
