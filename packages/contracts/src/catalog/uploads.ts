import { z } from 'zod';
import { queryFlag, uuidSchema } from './field-schemas';

// Uploaded images and documents as the API shows them, and the limits of an upload.

/** Image sizes served by `/api/uploads/getImagen` (WebP, width in pixels at most). */
export const IMAGE_SIZES = { sm: 320, md: 800, lg: 1600 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const PRODUCT_MAX_IMAGES = 12;

export const imageSchema = z.object({
  id: z.string(),
  /** Pixel size of the largest variant (for width/height attributes and aspect ratio). */
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullable(),
  /** The medium variant: a good default `src`. */
  url: z.string(),
  urls: z.object({ sm: z.string(), md: z.string(), lg: z.string() }),
  /** Ready for `<img srcset>`. */
  srcSet: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

export const documentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type UploadedDocument = z.infer<typeof documentSchema>;

export const imageUploadResponseSchema = z.object({ image: imageSchema });
export const documentUploadResponseSchema = z.object({ document: documentSchema });

export const imageQuerySchema = z.object({
  id: uuidSchema(),
  size: z.enum(['sm', 'md', 'lg'], { error: 'El tamaño debe ser sm, md o lg' }).default('md'),
});
export const documentQuerySchema = z.object({
  id: uuidSchema(),
  /** `true` to open in the browser instead of downloading. */
  inline: queryFlag.default(false),
});
