import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { FIXTURE, seedCatalog } from '../../modules/demo-data';
import { buildOtherProcess, buildTestApp, TEST_ENGINE, type TestApp } from '../../test/test-app';
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
    let found = 0;
    for (let tries = 0; tries < 50 && found === 0; tries += 1) {
      found = await search();
      if (found === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(found).toBeGreaterThan(0);
  });
});
