import { and, desc, eq, lte, or } from 'drizzle-orm';
import { IMAGE_SIZES, type ImageSize } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { documents, imageVariants, products, readBytes } from '../../db/schema';

export type StoredVariant = { data: Buffer; etag: string };

/** The variant for a size: the widest one not wider than the size asks (never upscaled). */
export async function loadVariant(
  db: Database,
  id: string,
  size: ImageSize,
): Promise<StoredVariant | undefined> {
  const [variant] = await db
    .select({ data: readBytes(imageVariants.data), etag: imageVariants.etag })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, id), lte(imageVariants.width, IMAGE_SIZES[size])))
    .orderBy(desc(imageVariants.width))
    .limit(1);
  return variant;
}

/** A stored PDF: its name, ETag and bytes. */
export async function loadDocument(db: Database, id: string) {
  const [document] = await db
    .select({
      fileName: documents.fileName,
      etag: documents.etag,
      data: readBytes(documents.data),
    })
    .from(documents)
    .where(eq(documents.id, id));
  return document;
}

/** The name a document downloads under: named after its product when a product uses it. */
export async function downloadName(db: Database, id: string, stored: string): Promise<string> {
  const [product] = await db
    .select({ slug: products.slug, technicalSheetId: products.technicalSheetId })
    .from(products)
    .where(or(eq(products.technicalSheetId, id), eq(products.safetyDataSheetId, id)))
    .limit(1);
  if (!product) return stored;
  return product.technicalSheetId === id
    ? `ficha-tecnica-${product.slug}.pdf`
    : `hoja-de-seguridad-${product.slug}.pdf`;
}
