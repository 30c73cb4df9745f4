import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, images, imageVariants, products, type ImageRow } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import type { ChangeFeed } from '../../plugins/app/change-feed';
import { CHANGE_TOPICS } from '../../plugins/app/change-topics';
import type { ProcessedImage } from './file-checks';

export async function storeImage(
  db: Database,
  image: ProcessedImage,
  meta: { alt: string | null; originalBytes: number; createdBy: string },
): Promise<ImageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(images)
      .values({
        alt: meta.alt,
        width: image.width,
        height: image.height,
        originalFormat: image.format,
        originalBytes: meta.originalBytes,
        createdBy: meta.createdBy,
      })
      .returning();
    await tx.insert(imageVariants).values(
      image.variants.map((variant) => ({
        imageId: row!.id,
        width: variant.width,
        height: variant.height,
        bytes: variant.bytes,
        etag: variant.etag,
        data: variant.data,
      })),
    );
    return row!;
  });
}

/** Removes an image and every reference to it (product galleries, formula covers). */
export async function deleteImage(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ imageIds: sql`array_remove(${products.imageIds}, ${id}::uuid)` })
      .where(sql`${products.imageIds} @> array[${id}::uuid]`);
    const deleted = await tx.delete(images).where(eq(images.id, id)).returning({ id: images.id });
    return deleted.length > 0;
  });
}

/** Stores an uploaded PDF; its ETag is a digest of its bytes. */
export async function storeDocument(
  db: Database,
  document: { fileName: string; data: Buffer; createdBy: string },
) {
  const [row] = await db
    .insert(documents)
    .values({
      fileName: document.fileName,
      bytes: document.data.length,
      etag: `"${createHash('sha256').update(document.data).digest('base64url').slice(0, 32)}"`,
      data: document.data,
      createdBy: document.createdBy,
    })
    .returning({ id: documents.id, fileName: documents.fileName, bytes: documents.bytes });
  return row!;
}

export async function deleteDocument(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(documents)
    .where(eq(documents.id, id))
    .returning({ id: documents.id });
  return deleted.length > 0;
}

/** A safe download name: no path, no accents, only letters, digits, dot, dash and underscore. */
export function safePdfName(name: string | undefined): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || 'documento'}.pdf`;
}

/**
 * Deletes uploads nothing uses once they are a day old: pictures uploaded in a form that was
 * never saved, or replaced since. Images embedded in formula content, and the company's logo,
 * count as used. Each image removed is announced, so that no process (this one included) goes on
 * serving the bytes it kept of it.
 */
export async function sweepOrphanUploads(
  db: Database,
  changes: Pick<ChangeFeed, 'publish'>,
): Promise<{ images: number; documents: number }> {
  const removedImages = await queryRows<{ id: string }>(
    db,
    sql`delete from images i
        where i.created_at < now() - interval '1 day'
          and not exists (select 1 from products p where p.image_ids @> array[i.id])
          and not exists (select 1 from formulas f
                          where f.cover_image_id = i.id or f.content_html like '%' || i.id::text || '%')
          and not exists (select 1 from company_settings c where c.logo_image_id = i.id)
        returning i.id`,
  );
  const removedDocuments = await queryRows<{ id: string }>(
    db,
    sql`delete from documents d
        where d.created_at < now() - interval '1 day'
          and not exists (select 1 from products p
                          where p.technical_sheet_id = d.id or p.safety_data_sheet_id = d.id)
        returning d.id`,
  );
  for (const { id } of removedImages) await changes.publish(CHANGE_TOPICS.imageDeleted, id);
  return { images: removedImages.length, documents: removedDocuments.length };
}
