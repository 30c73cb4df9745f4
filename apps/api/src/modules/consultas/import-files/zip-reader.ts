import { Inflate, strFromU8, Unzip, unzipSync, type UnzipDecoder } from 'fflate';

// A ZIP of SRI documents, opened with fflate. An archive is hostile until proven otherwise: the
// sizes its headers state are never trusted, every entry is inflated in small steps and stopped
// the moment it passes its limit (a few KB of zeros can inflate to gigabytes), and entry names are
// checked before anything is taken from them.

const MB = 1024 * 1024;

/** What a ZIP may hold; the import page states them. */
export const ZIP_LIMITS = {
  /** The archive as uploaded. */
  maxArchiveBytes: 50 * MB,
  maxEntries: 20_000,
  /** One entry, uncompressed. */
  maxEntryBytes: 2 * MB,
  /** All entries together, uncompressed. */
  maxTotalBytes: 500 * MB,
} as const;

export type ZipLimits = { [K in keyof typeof ZIP_LIMITS]: number };

export type ZipEntry = {
  /** The path inside the archive, with `/` separators (`enero/factura-001.xml`). */
  name: string;
  data: Uint8Array;
};

export type ZipRefusedEntry = { name: string; message: string };

export type ZipContents = { entries: ZipEntry[]; refused: ZipRefusedEntry[] };

/** The archive as a whole cannot be opened (Spanish message for the person importing). */
export class ZipRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusedError';
  }
}

const CORRUPT = 'El archivo ZIP está dañado o no es un ZIP';
const NESTED_ZIP = 'Un ZIP dentro de otro no se abre: descomprímelo primero';
const ENCRYPTED = 'Está protegido con contraseña: no se puede abrir';

/** Compressed bytes handed to the inflater per step: deflate expands at most ~1032×, so one step
 * never produces more than ~16 MB before the entry's limit is checked again. */
const STEP_BYTES = 16 * 1024;

/** WinZip's AES encryption shows as its own compression method. */
const AES_METHOD = 99;

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`.replace('.', ',');
}

type NameCheck =
  { kind: 'keep'; name: string } | { kind: 'skip' } | { kind: 'refuse'; message: string };

/**
 * Whether an entry's name may be used: directories and the clutter of macOS and hidden files are
 * skipped; names that could climb out of a folder or are not plain text are refused.
 */
function checkEntryName(rawName: string): NameCheck {
  const name = rawName.replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    return { kind: 'refuse', message: 'El nombre tiene caracteres no válidos' };
  }
  if (name.endsWith('/')) return { kind: 'skip' };
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
    return { kind: 'refuse', message: 'Tiene una ruta absoluta: no se abre por seguridad' };
  }
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) {
    return { kind: 'refuse', message: 'Su ruta sale de la carpeta (..): no se abre por seguridad' };
  }
  if (segments.length === 0) return { kind: 'skip' };
  if (segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'))) {
    return { kind: 'skip' };
  }
  const path = segments.join('/');
  if (/\.zip$/i.test(path)) return { kind: 'refuse', message: NESTED_ZIP };
  return { kind: 'keep', name: path };
}

/**
 * Names of entries whose general-purpose flag says "encrypted" (bit 0). fflate does not expose
 * the flags, so they are read from the central directory records at the offsets the ZIP
 * specification fixes; fflate itself has already checked the archive's structure.
 */
function encryptedEntryNames(bytes: Uint8Array): Set<string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = new Set<string>();
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 65_557); offset -= 1) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return names;
  let offset = view.getUint32(end + 16, true);
  // Records follow one another while their signature holds (ZIP64 offsets are not followed:
  // an entry missed here is still refused if it fails to inflate).
  while (offset + 46 <= bytes.length && view.getUint32(offset, true) === 0x02014b50) {
    const flags = view.getUint16(offset + 8, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (flags & 1) {
      // Decoded as fflate decodes it (UTF-8 when bit 11 says so, else Latin-1) so names meet.
      const name = bytes.subarray(offset + 46, offset + 46 + nameLength);
      names.add(strFromU8(name, !(flags & 0x800)));
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * fflate's streaming inflater for ZIP entries, with a way to stop: once an entry is over its
 * limit the rest of its data is dropped instead of inflated.
 */
class StoppableInflate implements UnzipDecoder {
  static compression = 8;
  ondata: UnzipDecoder['ondata'] = () => {};
  private stopped = false;
  private readonly inflate = new Inflate((data, final) => this.ondata(null, data, final));

  push(chunk: Uint8Array, final: boolean): void {
    if (this.stopped) return;
    try {
      this.inflate.push(chunk, final);
    } catch (error) {
      // The archive's own refusal, raised by the data handler, is not this entry's damage.
      if (error instanceof ZipRefusedError) throw error;
      this.stopped = true;
      const failure = Object.assign(error instanceof Error ? error : new Error(String(error)), {
        code: 0,
      });
      this.ondata(failure, new Uint8Array(), true);
    }
  }

  terminate = (): void => {
    this.stopped = true;
  };
}

type EntryState = {
  name: string;
  chunks: Uint8Array[];
  size: number;
  done: boolean;
  refused: string | null;
};

/**
 * The files of a ZIP, each with its path inside the archive. Entries that cannot be used are
 * listed in `refused` with the reason; the archive as a whole is refused (ZipRefusedError) when it
 * is not a ZIP, is damaged, or passes the limits on its size, entry count or uncompressed total.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipContents {
  if (bytes.length > limits.maxArchiveBytes) {
    throw new ZipRefusedError(
      `El ZIP pesa ${formatMegabytes(bytes.length)}; el máximo es ${formatMegabytes(limits.maxArchiveBytes)}`,
    );
  }

  // The central directory, read by fflate without inflating anything (the filter declines every
  // entry): it proves the archive is whole and says how many entries it claims.
  let listed = 0;
  try {
    unzipSync(bytes, {
      filter: () => {
        listed += 1;
        if (listed > limits.maxEntries) {
          throw new ZipRefusedError(tooManyEntries(limits));
        }
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipRefusedError) throw error;
    throw new ZipRefusedError(CORRUPT);
  }
  if (listed === 0) return { entries: [], refused: [] };
  const encrypted = encryptedEntryNames(bytes);

  const states: EntryState[] = [];
  const refused: ZipRefusedEntry[] = [];
  let seen = 0;
  let total = 0;

  const unzip = new Unzip((file) => {
    seen += 1;
    // The local headers may hold more entries than the central directory admitted to.
    if (seen > limits.maxEntries) throw new ZipRefusedError(tooManyEntries(limits));
    const check = checkEntryName(file.name);
    if (check.kind === 'skip') return;
    if (check.kind === 'refuse') {
      refused.push({ name: file.name, message: check.message });
      return;
    }
    if (encrypted.has(file.name) || file.compression === AES_METHOD) {
      refused.push({ name: check.name, message: ENCRYPTED });
      return;
    }
    if (file.compression !== 0 && file.compression !== 8) {
      refused.push({
        name: check.name,
        message: `Usa un método de compresión que no se puede abrir (${file.compression})`,
      });
      return;
    }
    const state: EntryState = { name: check.name, chunks: [], size: 0, done: false, refused: null };
    states.push(state);
    file.ondata = (error, data, final) => {
      if (state.done) return;
      if (error) {
        state.done = true;
        state.refused = 'Está dañado o cifrado: no se pudo descomprimir';
        return;
      }
      state.size += data.length;
      total += data.length;
      if (state.size > limits.maxEntryBytes) {
        state.done = true;
        state.chunks = [];
        state.refused = `Descomprimido pesa más de ${formatMegabytes(limits.maxEntryBytes)}, el máximo por archivo`;
        file.terminate();
        return;
      }
      if (total > limits.maxTotalBytes) {
        throw new ZipRefusedError(
          `Descomprimido el ZIP pesa más de ${formatMegabytes(limits.maxTotalBytes)}, el máximo`,
        );
      }
      if (data.length) state.chunks.push(data);
      if (final) state.done = true;
    };
    file.start();
  });
  unzip.register(StoppableInflate);

  try {
    for (let offset = 0; offset < bytes.length; offset += STEP_BYTES) {
      const end = Math.min(offset + STEP_BYTES, bytes.length);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof ZipRefusedError) throw error;
    throw new ZipRefusedError(CORRUPT);
  }

  const entries: ZipEntry[] = [];
  for (const state of states) {
    if (state.refused) {
      refused.push({ name: state.name, message: state.refused });
    } else if (!state.done) {
      refused.push({ name: state.name, message: 'Está incompleto: el ZIP parece cortado' });
    } else {
      entries.push({ name: state.name, data: concat(state.chunks, state.size) });
    }
  }
  return { entries, refused };
}

function tooManyEntries(limits: ZipLimits): string {
  return `El ZIP tiene más de ${limits.maxEntries.toLocaleString('es-EC')} archivos, el máximo`;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
