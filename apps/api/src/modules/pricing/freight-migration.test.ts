import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { MIGRATIONS_DIR } from '../../paths';
import { createPostgresTestDatabase, TEST_ENGINE } from '../../test/test-app';

// The migration to freight by weight on a shop that already priced its parcels: each province's
// price becomes its lightest band, the heavier bands and the kilogram above derive from it.

/** The committed migrations up to (without) the one tagged `tag`, in a directory of their own. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'quimia-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('the migration to freight by weight', () => {
  let before: string;
  let dataDir: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  let url: string | null = null;
  const open = (migrationsDir?: string): Promise<DatabaseHandle> =>
    openDatabase(url ? { url, migrationsDir } : { dataDir, migrationsDir });

  beforeAll(async () => {
    before = migrationsBefore('0032_freight_by_weight');
    dataDir = mkdtempSync(join(tmpdir(), 'quimia-freight-'));
    if (TEST_ENGINE === 'postgres') {
      const database = await createPostgresTestDatabase();
      url = database.url;
      dropDatabase = database.drop;
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    rmSync(before, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps each province's parcel price as its lightest band and derives the heavier ones", async () => {
    const old = await open(before);
    try {
      await old.migrate();
      // The seller had changed Guayas and Manabí, and had no courier to Loja.
      await old.db.execute(
        sql`update shipping_rates set price_cents = 1234 where province = 'Guayas'`,
      );
      await old.db.execute(
        sql`update shipping_rates set price_cents = 0 where province = 'Manabí'`,
      );
      await old.db.execute(
        sql`update shipping_rates set price_cents = null where province = 'Loja'`,
      );
    } finally {
      await old.close();
    }
    const migrated = await open();
    try {
      expect((await migrated.migrate()).applied).toBeGreaterThan(0);
      const result = await migrated.db.execute(
        sql`select province, band_cents, extra_kg_cents, delivery_days from shipping_rates
          where province in ('Guayas', 'Manabí', 'Loja', 'Pichincha') order by province`,
      );
      const rows = (result as unknown as { rows: unknown[] }).rows;
      expect(rows).toEqual([
        {
          province: 'Guayas',
          band_cents: [1234, 3085, 7404],
          extra_kg_cents: 123,
          delivery_days: 2,
        },
        { province: 'Loja', band_cents: null, extra_kg_cents: null, delivery_days: 3 },
        { province: 'Manabí', band_cents: [0, 0, 0], extra_kg_cents: 0, delivery_days: 3 },
        {
          province: 'Pichincha',
          band_cents: [350, 875, 2100],
          extra_kg_cents: 35,
          delivery_days: 1,
        },
      ]);
      const table = await migrated.db.execute(
        sql`select band_limits_kg, max_courier_kg::float8 as max_courier_kg from shipping_table`,
      );
      expect((table as unknown as { rows: unknown[] }).rows).toEqual([
        { band_limits_kg: [5, 30, 100], max_courier_kg: 500 },
      ]);
    } finally {
      await migrated.close();
    }
  });
});
