import { IMAGE_SIZES, type Image, type ImageSize, type UploadedDocument } from '@quimia/contracts';

export type ImageMeta = { id: string; width: number; height: number; alt: string | null };

/** Width of the WebP variant stored for a size: never wider than the upload itself. */
export function variantWidth(originalWidth: number, size: ImageSize): number {
  return Math.min(IMAGE_SIZES[size], originalWidth);
}

export const imageUrl = (id: string, size: ImageSize) =>
  `/api/uploads/getImagen?id=${id}&size=${size}`;

/** An uploaded image with its URLs; width and height are those of the largest variant. */
export function presentImage(image: ImageMeta): Image {
  const sizes = Object.keys(IMAGE_SIZES) as ImageSize[];
  const urls = {
    sm: imageUrl(image.id, 'sm'),
    md: imageUrl(image.id, 'md'),
    lg: imageUrl(image.id, 'lg'),
  };
  const seen = new Set<number>();
  const srcSet: string[] = [];
  for (const size of sizes) {
    const width = variantWidth(image.width, size);
    if (seen.has(width)) continue;
    seen.add(width);
    srcSet.push(`${urls[size]} ${width}w`);
  }
  const width = variantWidth(image.width, 'lg');
  return {
    id: image.id,
    width,
    height: Math.max(1, Math.round((image.height * width) / image.width)),
    alt: image.alt,
    url: urls.md,
    urls,
    srcSet: srcSet.join(', '),
  };
}

export function presentDocument(document: {
  id: string;
  fileName: string;
  bytes: number;
}): UploadedDocument {
  return {
    id: document.id,
    fileName: document.fileName,
    size: document.bytes,
    url: `/api/uploads/getDocumento?id=${document.id}`,
  };
}
