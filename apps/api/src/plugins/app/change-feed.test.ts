import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { openDatabase } from '../../db/client';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { MIGRATIONS_DIR } from '../../paths';
import {
  buildOtherProcess,
  buildTestApp,
  databaseUrlOf,
  settled,
  TEST_ENGINE,
  type TestApp,
} from '../../test/test-app';
import { announceChange, migrateDatabase } from './change-feed';
import { CHANGE_TOPICS } from './change-topics';

// Two processes on one database, as behind a load balancer: a write made outside any request
// (the seed command, the demo data of a start) reaches the other one's cache too.
describe.runIf(TEST_ENGINE === 'postgres')('a write made outside the app', () => {
  let app: TestApp;
  let other: App;
  beforeAll(async () => {
    app = await buildTestApp();
    other = await buildOtherProcess(app);
  });
  afterAll(async () => {
    await other.close();
    await app.close();
  });

  it('is shown at once by a process that had cached the catalogue before it', async () => {
    const search = async () =>
      (await other.inject({ method: 'GET', url: '/api/producto/buscar?q=hipoclorito' })).json()
        .total as number;
    expect(await search()).toBe(0);
    await seedCatalog(app.db, FIXTURE);
    await announceChange(app.database, CHANGE_TOPICS.catalog);
    const found = await settled(search, (total) => total > 0);
    expect(found).toBeGreaterThan(0);
  });
  it('is shown at once after a migration applied by another process', async () => {
    const search = async () =>
      (await other.inject({ method: 'GET', url: '/api/producto/buscar?q=lavanda' })).json()
        .total as number;
    expect(await search()).toBe(0);
    // A data migration another process applies (one set every product's IVA): the committed
    // migrations and one more that renames a product.
    const migrations = mkdtempSync(join(tmpdir(), 'quimia-migrations-'));
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    const journalFile = join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: Date.now(), tag: '9999_rename' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(
      join(migrations, '9999_rename.sql'),
      `update products set name = name || ' lavanda' where slug = (select min(slug) from products);`,
    );
    const migrating = await openDatabase({
      url: await databaseUrlOf(app),
      migrationsDir: migrations,
    });
    try {
      await migrateDatabase(migrating);
    } finally {
      await migrating.close();
      rmSync(migrations, { recursive: true, force: true });
    }
    const found = await settled(search, (total) => total > 0);
    expect(found).toBe(1);
  });
});
