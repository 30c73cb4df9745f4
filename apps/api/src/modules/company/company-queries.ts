import { eq } from 'drizzle-orm';
import { companySettingsSchema, type CompanySettingsValues } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { companySettings, images } from '../../db/schema';
import type { ImageMeta } from '../uploads';

export type StoredCompanySettings = {
  settings: CompanySettingsValues;
  logo: ImageMeta | null;
  updatedAt: Date | null;
};

/**
 * The saved settings, or the defaults while nothing is saved. A stored document is read through
 * the contracts' schema: a field added since it was saved gets its default, and a field its
 * schema no longer accepts falls back to the default rather than breaking every page.
 */
export async function loadCompanySettings(
  db: Database,
  defaults: CompanySettingsValues,
): Promise<StoredCompanySettings> {
  const [row] = await db
    .select({
      settings: companySettings.settings,
      logoImageId: companySettings.logoImageId,
      updatedAt: companySettings.updatedAt,
      logoWidth: images.width,
      logoHeight: images.height,
      logoAlt: images.alt,
    })
    .from(companySettings)
    .leftJoin(images, eq(images.id, companySettings.logoImageId))
    .where(eq(companySettings.id, 1));
  if (!row) return { settings: defaults, logo: null, updatedAt: null };
  const stored = { ...(row.settings as object), logoImageId: row.logoImageId };
  const parsed = companySettingsSchema.safeParse(stored);
  const settings = parsed.success
    ? parsed.data
    : companySettingsSchema.parse({ ...defaults, ...withValidFields(stored, defaults) });
  const logo =
    row.logoImageId && row.logoWidth !== null && row.logoHeight !== null
      ? { id: row.logoImageId, width: row.logoWidth, height: row.logoHeight, alt: row.logoAlt }
      : null;
  return { settings, logo, updatedAt: row.updatedAt };
}

/** The stored fields that pass their own schema on their own. */
function withValidFields(stored: Record<string, unknown>, defaults: CompanySettingsValues) {
  const valid: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(stored)) {
    if (!(field in defaults)) continue;
    const candidate = { ...defaults, [field]: value };
    if (companySettingsSchema.safeParse(candidate).success) valid[field] = value;
  }
  return valid;
}
