import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, MAX_SALE_LINES } from '@quimia/contracts';
import { productPresentations } from '../../db/schema';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const NO_SUCH_PRESENTATION = '00000000-0000-4000-8000-000000000000';

describe("a customer's cart kept on the server", () => {
  let app: TestApp;
  let ana: string;
  let luis: string;
  /** Presentation ids of the test catalogue. */
  let p: string[];

  const requests = requestsTo(() => app);
  const get = (token?: string) => requests.get('/api/carrito/lineas', token);
  const post = (
    path: 'guardar' | 'combinar',
    payload: object,
    token: string | null,
    headers: Record<string, string> = {},
  ) => requests.post(`/api/carrito/${path}`, payload, token, { headers });
  const line = (index: number, quantity: number) => ({ presentationId: p[index]!, quantity });

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    p = (
      await app.db
        .select({ id: productPresentations.id })
        .from(productPresentations)
        .orderBy(asc(productPresentations.id))
    ).map((row) => row.id);
    expect(p.length).toBeGreaterThanOrEqual(4);
    ana = (await app.createUser({ role: 'cliente' })).token;
    luis = (await app.createUser({ role: 'cliente' })).token;
  });
  afterAll(() => app.close());

  it('needs a session, and starts empty', async () => {
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect((await post('guardar', { items: [] }, null)).statusCode).toBe(401);
    expect((await get(ana)).json()).toEqual({ items: [] });
  });

  it('replaces the lines, adding up a repeated presentation and leaving out unknown ones', async () => {
    const saved = await post(
      'guardar',
      {
        items: [
          line(2, 3),
          line(0, 1),
          { presentationId: NO_SUCH_PRESENTATION, quantity: 4 },
          line(2, 2),
        ],
      },
      ana,
    );
    expect(saved.statusCode).toBe(200);
    const expected = { items: [line(2, 5), line(0, 1)] };
    expect(saved.json()).toEqual(expected);
    expect((await get(ana)).json()).toEqual(expected);
    // Someone else's cart is untouched.
    expect((await get(luis)).json()).toEqual({ items: [] });

    const emptied = await post('guardar', { items: [] }, ana);
    expect(emptied.json()).toEqual({ items: [] });
    expect((await get(ana)).json()).toEqual({ items: [] });
  });

  it("adds a guest's cart on sign-in: quantities add up, the account's lines keep their places", async () => {
    await post('guardar', { items: [line(1, 2), line(3, MAX_LINE_QUANTITY - 1)] }, luis);
    const merged = await post('combinar', { items: [line(0, 4), line(1, 3), line(3, 10)] }, luis, {
      'Idempotency-Key': 'merge-luis-0001',
    });
    expect(merged.statusCode).toBe(200);
    const expected = { items: [line(1, 5), line(3, MAX_LINE_QUANTITY), line(0, 4)] };
    expect(merged.json()).toEqual(expected);

    // The same request again (a retry after a lost answer) adds nothing.
    const retried = await post('combinar', { items: [line(0, 4), line(1, 3), line(3, 10)] }, luis, {
      'Idempotency-Key': 'merge-luis-0001',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await get(luis)).json()).toEqual(expected);

    // Another customer sending the same key and lines gets a merge of their own.
    const byAna = await post('combinar', { items: [line(0, 4)] }, ana, {
      'Idempotency-Key': 'merge-luis-0001',
    });
    expect(byAna.json()).toEqual({ items: [line(0, 4)] });
  });

  it('adds two merges sent at once, one after the other', async () => {
    const { token } = await app.createUser({ role: 'cliente' });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        post('combinar', { items: [line(2, n)] }, token, {
          'Idempotency-Key': `merge-at-once-${n}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await get(token)).json()).toEqual({ items: [line(2, 15)] });
  });

  it('refuses quantities and lists out of bounds in Spanish, leaving the cart as it was', async () => {
    const { token } = await app.createUser({ role: 'cliente' });
    await post('guardar', { items: [line(0, 2)] }, token);
    const cases: [object, string][] = [
      [{ items: [line(1, 0)] }, 'La cantidad mínima es 1'],
      [{ items: [line(1, 1.5)] }, 'La cantidad debe ser un número entero'],
      [{ items: [line(1, MAX_LINE_QUANTITY + 1)] }, `La cantidad máxima es ${MAX_LINE_QUANTITY}`],
      [{ items: [line(1, 99_999_999_999)] }, 'La cantidad debe ser un número entero'],
      [{ items: [{ presentationId: 'saco-25', quantity: 1 }] }, 'La presentación no es válida'],
      [
        { items: Array.from({ length: MAX_SALE_LINES + 1 }, () => line(1, 1)) },
        `Como máximo ${MAX_SALE_LINES} productos en el carrito`,
      ],
    ];
    for (const [payload, message] of cases) {
      for (const path of ['guardar', 'combinar'] as const) {
        const response = await post(path, payload, token);
        expect(response.statusCode, `${path} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
        expect(JSON.stringify(response.json().details)).toContain(message);
      }
    }
    expect((await get(token)).json()).toEqual({ items: [line(0, 2)] });
  });

  it('drops a line whose presentation staff removed', async () => {
    const { token } = await app.createUser({ role: 'cliente' });
    await post('guardar', { items: [line(0, 1), line(3, 2)] }, token);
    const [removed] = await app.db
      .delete(productPresentations)
      .where(eq(productPresentations.id, p[3]!))
      .returning({ id: productPresentations.id });
    expect(removed).toBeDefined();
    expect((await get(token)).json()).toEqual({ items: [line(0, 1)] });
  });
});
