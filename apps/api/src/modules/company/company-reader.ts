import type { FastifyInstance } from 'fastify';
import type { CompanySettingsValues } from '@quimia/contracts';
import { cacheTags } from '../../plugins/app/public-cache';
import { loadCompanySettings, type StoredCompanySettings } from './company-queries';

/** The company settings as every part of the app reads them (prices, pages, public config). */
export type CompanyReader = () => Promise<StoredCompanySettings>;

/**
 * Reads the settings through the public cache, tagged `company`: a save (in any process) drops
 * them, and a page rendered with them is dropped too, since its render collected the tag.
 */
export function companyReader(
  app: FastifyInstance,
  defaults: CompanySettingsValues,
): CompanyReader {
  return () =>
    app.publicCache.store.remember('company:settings', () => loadCompanySettings(app.db, defaults), {
      tags: [cacheTags.company],
    });
}
