import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_SIZES } from '@quimia/contracts';
import { HttpError } from '../../lib/errors';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const NOT_AN_IMAGE =
  'El archivo no es una imagen JPEG, PNG, WebP o GIF. Las imágenes SVG y otros formatos no se aceptan.';

export const unsupportedFile = (message: string) => new HttpError(415, 'UNSUPPORTED_FILE', message);
export const fileTooLarge = (message: string) => new HttpError(413, 'FILE_TOO_LARGE', message);

/** The image format by its first bytes (magic numbers), whatever its name or declared type. */
export function sniffImage(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const head = data.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A PDF by content: the `%PDF-` header first and an end-of-file marker near the end. */
export function isPdf(data: Buffer): boolean {
  if (data.length < 64 || data.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return data.subarray(Math.max(0, data.length - 4096)).includes('%%EOF');
}

export type ImageVariant = {
  width: number;
  height: number;
  bytes: number;
  etag: string;
  data: Buffer;
};
export type ProcessedImage = {
  format: ImageFormat;
  width: number;
  height: number;
  variants: ImageVariant[];
};

// Decompression bombs: a small file may claim a huge canvas.
const MAX_PIXELS = 40_000_000;

/**
 * Checks an upload is really a JPEG, PNG, WebP or GIF (magic bytes, then a full decode) and
 * re-encodes it to WebP at the catalogue sizes. Re-encoding also drops metadata (EXIF, GPS) and
 * anything smuggled after the picture. Animated images keep their first frame.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  const format = sniffImage(data);
  if (!format) throw unsupportedFile(NOT_AN_IMAGE);

  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unsupportedFile('La imagen está dañada o no se puede leer.');
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) {
    throw unsupportedFile(NOT_AN_IMAGE);
  }
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw unsupportedFile('La imagen tiene demasiados píxeles (máximo 40 megapíxeles).');
  }
  // EXIF orientations 5–8 swap width and height once applied.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;

  const widths = [...new Set(Object.values(IMAGE_SIZES).map((size) => Math.min(size, width)))];
  let variants: ImageVariant[];
  try {
    variants = await Promise.all(
      widths.map(async (target) => {
        const { data: output, info } = await sharp(data, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: 80, effort: 4 })
          .toBuffer({ resolveWithObject: true });
        return {
          width: target,
          height: info.height,
          bytes: output.length,
          etag: `"${createHash('sha256').update(output).digest('base64url').slice(0, 32)}"`,
          data: output,
        };
      }),
    );
  } catch {
    throw unsupportedFile('La imagen está dañada o no se puede leer.');
  }
  return { format, width, height, variants };
}
