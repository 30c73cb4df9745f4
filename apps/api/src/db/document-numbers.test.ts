import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDocumentNumber, shopYear } from './document-numbers';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('document numbers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('counts per series and year at the shop, six digits', async () => {
    const db = app.db;
    const newYearsEveInQuito = new Date('2031-01-01T04:30:00Z');
    expect(shopYear(newYearsEveInQuito)).toBe(2030);
    expect(await nextDocumentNumber(db, 'PED', newYearsEveInQuito)).toBe('PED-2030-000001');
    expect(await nextDocumentNumber(db, 'PED', newYearsEveInQuito)).toBe('PED-2030-000002');
    expect(await nextDocumentNumber(db, 'COT', newYearsEveInQuito)).toBe('COT-2030-000001');
    expect(await nextDocumentNumber(db, 'PED', new Date('2031-01-01T05:30:00Z'))).toBe(
      'PED-2031-000001',
    );
  });

  it('gives 50 documents created at once consecutive numbers, and a rolled-back one its number back', async () => {
    const db = app.db;
    const at = new Date('2032-06-01T12:00:00Z');
    await db
      .transaction(async (tx) => {
        await nextDocumentNumber(tx, 'COT', at);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => db.transaction((tx) => nextDocumentNumber(tx, 'COT', at))),
    );
    const expected = Array.from(
      { length: 50 },
      (_, index) => `COT-2032-${String(index + 1).padStart(6, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
  });
});
