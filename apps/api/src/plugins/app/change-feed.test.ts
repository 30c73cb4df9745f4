import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { FIXTURE, seedCatalog } from '../../modules/demo-data';
import {
  buildOtherProcess,
  buildTestApp,
  settled,
  TEST_ENGINE,
  type TestApp,
} from '../../test/test-app';
import { announceChange } from './change-feed';
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
    // What a data migration does to the catalogue (one set every product's IVA): here a product
    // renamed, and the latest migration left to apply again (it may run twice).
    await app.db.execute(
      sql`update products set name = name || ' lavanda' where slug = (select min(slug) from products)`,
    );
    await app.db.execute(
      sql`delete from drizzle.__drizzle_migrations
           where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    await app.database.migrate();
    const found = await settled(search, (total) => total > 0);
    expect(found).toBe(1);
  });
});
