import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { businessParties, taxDocuments } from './schema';
import { insertRows, queryRows } from './sql-helpers';

// Rows sent as one JSON text come back exactly as written, whatever the text holds.

describe('insertRows', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app?.close());

  it('stores text, numbers, dates, nulls and JSON as given', async () => {
    const hostile = `O'Brien "$1" $\` $& \\ \\u0041 ñ 😀 \u2028 <b>x</b>`;
    const [party] = await queryRows<{ id: string; name: string; email: string | null }>(
      app.db,
      sql`${insertRows(businessParties, [
        { identificationType: 'ruc', identification: '1790016919001', name: hostile, email: null },
      ])} returning id, name, email`,
    );
    expect(party).toMatchObject({ name: hostile, email: null });

    const details = { pagos: [{ forma: '20', total: 12.5 }], nota: hostile };
    await app.db.execute(
      insertRows(taxDocuments, [
        {
          sourceKey: 'x:1',
          kind: 'factura',
          direction: 'sale',
          number: '001-001-000000001',
          issueDate: '2026-02-28',
          partyId: party!.id,
          subtotalCents: 9_999_999_999_99,
          totalCents: 9_999_999_999_99,
          details,
          authorizedAt: new Date('2026-02-28T15:04:05.123Z'),
          source: 'xml',
          fileName: hostile,
        },
      ]),
    );
    const [stored] = await app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.sourceKey, 'x:1'));
    expect(stored).toMatchObject({
      issueDate: '2026-02-28',
      subtotalCents: 9_999_999_999_99,
      details,
      fileName: hostile,
      discountCents: 0,
    });
    expect(stored!.authorizedAt!.toISOString()).toBe('2026-02-28T15:04:05.123Z');
  });
});
