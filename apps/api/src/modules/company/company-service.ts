import { eq } from 'drizzle-orm';
import type { CompanySettingsValues } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { companySettings, images } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { tableTag, type PublicChange } from '../../plugins/app/public-cache';

/**
 * Saves the whole settings (the one row, created on the first save) in a transaction; the
 * change drops every cached page and answer that shows company data.
 */
export async function saveCompanySettings(
  db: Database,
  values: CompanySettingsValues,
  userId: string,
): Promise<PublicChange> {
  const { logoImageId, ...settings } = values;
  await db.transaction(async (tx) => {
    if (logoImageId) {
      const [logo] = await tx
        .select({ id: images.id })
        .from(images)
        .where(eq(images.id, logoImageId));
      if (!logo) {
        throw badRequest('Revisa los datos de la empresa', [
          { field: 'logoImageId', message: 'La imagen ya no existe: vuelve a subirla' },
        ]);
      }
    }
    const row = { settings, logoImageId, updatedAt: new Date(), updatedBy: userId };
    await tx
      .insert(companySettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: companySettings.id, set: row });
  });
  return { tags: [tableTag(companySettings)] };
}
