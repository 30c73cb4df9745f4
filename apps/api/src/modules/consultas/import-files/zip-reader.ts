import yauzl, { type Entry, type ZipFile } from 'yauzl';

// A ZIP of SRI documents, opened with yauzl. An archive is hostile until proven otherwise: its
// central directory is read first and the archive refused before anything is inflated when the
// sizes it declares pass the limits (a few KB of zeros can inflate to gigabytes); then each entry
// is inflated in turn by zlib, off the main thread, and stopped the moment it yields more than it
// declared or than its limit. One entry is in memory at a time. Entry names are checked before
// anything is taken from them.

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
  /**
   * Uncompressed over compressed size of an entry of more than 64 KB: an invoice compresses some
   * tens of times (about 220 with thousands of identical lines); a run of zeros, the stuff of ZIP
   * bombs, about a thousand.
   */
  maxRatio: 500,
} as const;

export type ZipLimits = { [K in keyof typeof ZIP_LIMITS]: number };

export type ZipEntry = {
  /** The path inside the archive, with `/` separators (`enero/factura-001.xml`). */
  name: string;
  data: Uint8Array;
};

export type ZipRefusedEntry = { name: string; message: string };

export type ZipContents = { entries: ZipEntry[]; refused: ZipRefusedEntry[] };

/** One entry of an archive as it is read: its data, or why it cannot be used. */
export type ZipItem = ZipEntry | (ZipRefusedEntry & { data?: undefined });

export type ZipArchive = {
  /** Entries to be read or refused, known from the central directory before anything inflates. */
  count: number;
  /** The entries in the archive's order, inflated one at a time; the archive closes at the end. */
  items(): AsyncGenerator<ZipItem, void, undefined>;
};

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

const DAMAGED = 'Está dañado: no se pudo descomprimir';
const SIZE_LIE = 'Descomprimido no mide lo que el ZIP declara: está dañado o manipulado';

/** Below this size an entry's compression ratio says nothing. */
const RATIO_FLOOR_BYTES = 64 * 1024;

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

/** yauzl decodes names as the ZIP says (UTF-8 flag, Info-ZIP Unicode field, else CP437). */
const decodeEntryName = (
  yauzl as unknown as {
    getFileNameLowLevel(flags: number, raw: Buffer, extra: unknown, strict: boolean): string;
  }
).getFileNameLowLevel;

function openArchive(bytes: Uint8Array): Promise<ZipFile> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      // Names are decoded and judged here, entry by entry: yauzl would refuse the whole archive.
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true },
      (error, zipfile) => (error ? reject(error) : resolve(zipfile)),
    );
  });
}

/** Every entry of the central directory (only its records: nothing is inflated). */
function listEntries(zipfile: ZipFile, limits: ZipLimits): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zipfile.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > limits.maxEntries) reject(new ZipRefusedError(tooManyEntries(limits)));
      else zipfile.readEntry();
    });
    zipfile.on('end', () => resolve(entries));
    zipfile.on('error', reject);
    zipfile.readEntry();
  });
}

type PlannedEntry = { name: string; refused: string } | { name: string; entry: Entry };

/** What is to be done with an entry, from its central directory record alone. */
function planEntry(entry: Entry, limits: ZipLimits): PlannedEntry | null {
  const rawName = decodeEntryName(
    entry.generalPurposeBitFlag,
    entry.fileName as unknown as Buffer,
    entry.extraFields,
    true,
  );
  const check = checkEntryName(rawName);
  if (check.kind === 'skip') return null;
  if (check.kind === 'refuse') return { name: rawName, refused: check.message };
  const name = check.name;
  if (entry.isEncrypted() || entry.compressionMethod === AES_METHOD) {
    return { name, refused: ENCRYPTED };
  }
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return {
      name,
      refused: `Usa un método de compresión que no se puede abrir (${entry.compressionMethod})`,
    };
  }
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return { name, refused: tooLargeEntry(limits) };
  }
  if (
    entry.uncompressedSize > RATIO_FLOOR_BYTES &&
    entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
  ) {
    return {
      name,
      refused: `Se comprime más de ${limits.maxRatio} veces: no se abre por seguridad (parece una bomba ZIP)`,
    };
  }
  return { name, entry };
}

/**
 * Opens a ZIP: its central directory is read and judged (count, declared sizes, names) before
 * anything is inflated, so an archive past the limits is refused at once (ZipRefusedError), as is
 * one that is not a ZIP or is damaged. Its entries are then read one by one with `items()`.
 */
export async function openZip(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipArchive> {
  if (bytes.length > limits.maxArchiveBytes) {
    throw new ZipRefusedError(
      `El ZIP pesa ${formatMegabytes(bytes.length)}; el máximo es ${formatMegabytes(limits.maxArchiveBytes)}`,
    );
  }
  let zipfile: ZipFile;
  try {
    zipfile = await openArchive(bytes);
  } catch {
    throw new ZipRefusedError(CORRUPT);
  }
  const plan: PlannedEntry[] = [];
  try {
    if (zipfile.entryCount > limits.maxEntries) throw new ZipRefusedError(tooManyEntries(limits));
    // What the archive claims to hold, refused entries included: a bomb is refused whole.
    let declared = 0;
    for (const entry of await listEntries(zipfile, limits)) {
      const planned = planEntry(entry, limits);
      if (!planned) continue;
      plan.push(planned);
      declared += entry.uncompressedSize;
    }
    if (declared > limits.maxTotalBytes) throw new ZipRefusedError(tooLargeTotal(limits));
  } catch (error) {
    zipfile.close();
    throw error instanceof ZipRefusedError ? error : new ZipRefusedError(CORRUPT);
  }

  return {
    count: plan.length,
    async *items() {
      // What was inflated, whatever the headers said: the total is held to its limit too.
      let total = 0;
      try {
        for (const planned of plan) {
          if ('refused' in planned) {
            yield { name: planned.name, message: planned.refused };
            continue;
          }
          const read = await inflateEntry(zipfile, planned.entry, limits);
          if (typeof read === 'string') {
            yield { name: planned.name, message: read };
            continue;
          }
          total += read.length;
          if (total > limits.maxTotalBytes) throw new ZipRefusedError(tooLargeTotal(limits));
          yield { name: planned.name, data: read };
        }
      } finally {
        zipfile.close();
      }
    },
  };
}

/** An entry's bytes, or why they cannot be had (Spanish). */
async function inflateEntry(
  zipfile: ZipFile,
  entry: Entry,
  limits: ZipLimits,
): Promise<Uint8Array | string> {
  let stream: NodeJS.ReadableStream & { destroy(): void };
  try {
    stream = await new Promise((resolve, reject) =>
      zipfile.openReadStream(entry, (error, opened) =>
        error ? reject(error) : resolve(opened as typeof stream),
      ),
    );
  } catch {
    return DAMAGED;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // yauzl stops an entry that yields more than it declared; this holds even if it did not.
      if (size > limits.maxEntryBytes) {
        stream.destroy();
        return tooLargeEntry(limits);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return /bytes in the stream/.test(message) ? SIZE_LIE : DAMAGED;
  }
  return Buffer.concat(chunks, size);
}

/**
 * The files of a ZIP, each with its path inside the archive, all read (see openZip for one at a
 * time). Entries that cannot be used are listed in `refused` with the reason, in the archive's
 * order; the archive as a whole is refused (ZipRefusedError) as openZip says.
 */
export async function readZip(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): Promise<ZipContents> {
  const contents: ZipContents = { entries: [], refused: [] };
  for await (const item of (await openZip(bytes, limits)).items()) {
    if (item.data) contents.entries.push(item);
    else contents.refused.push({ name: item.name, message: item.message });
  }
  return contents;
}

function tooManyEntries(limits: ZipLimits): string {
  return `El ZIP tiene más de ${limits.maxEntries.toLocaleString('es-EC')} archivos, el máximo`;
}

function tooLargeEntry(limits: ZipLimits): string {
  return `Descomprimido pesa más de ${formatMegabytes(limits.maxEntryBytes)}, el máximo por archivo`;
}

function tooLargeTotal(limits: ZipLimits): string {
  return `Descomprimido el ZIP pesa más de ${formatMegabytes(limits.maxTotalBytes)}, el máximo`;
}
