import type { FastifyInstance } from 'fastify';
import type { CompanySettingsValues } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { companySettings } from '../../db/schema';
import { tableTag } from '../../plugins/app/public-cache';
import { loadCompanySettings, type StoredCompanySettings } from './company-queries';

/**
 * The company settings as every part of the app reads them (prices, pages, public config, mail).
 * A caller inside a transaction passes it: on the embedded database a read on another connection
 * would wait for the transaction to end.
 */
export type CompanyReader = (db?: Database) => Promise<StoredCompanySettings>;

/**
 * Reads the settings through the public cache, tagged `company`: a save (in any process) drops
 * them, and a page rendered with them is dropped too, since its render collected the tag.
 */
export function companyReader(
  app: FastifyInstance,
  defaults: CompanySettingsValues,
): CompanyReader {
  const key = 'company:settings';
  return async (db) => {
    // A transaction's read never joins a shared load: that load may be waiting for the
    // transaction's connection.
    if (db && db !== app.db) {
      return (
        app.publicCache.store.get<StoredCompanySettings>(key) ??
        (await loadCompanySettings(db, defaults))
      );
    }
    return app.publicCache.store.remember(key, () => loadCompanySettings(app.db, defaults), {
      tags: [tableTag(companySettings)],
    });
  };
}
