import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CENTS, type StaffQuotation } from '@quimia/contracts';
import {
  orderLines,
  orders,
  productPresentations,
  products,
  productTypes,
  quotationLines,
  quotationRevisions,
  quotations,
} from '../../db/schema';
import * as buyer from '../../test/quotation-buyer';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { addDays, shopDate } from '../../lib/shop-calendar';

// No line, quotation or order may carry more than a document's limit, and the rows written
// before the limits held (here put in the database by hand) are still read without a failure.

const { QUOTATION_CUSTOMER: CUSTOMER, QUOTATION_BILLING: BILLING, PICKUP, TRANSFER } = buyer;
/** 2^31 − 1 × 100,000 × 100 lines: far past 2^53 once added up. */
const HUGE_LINE = { quantity: 100_000, unitPriceCents: 2_147_483_647 };
const HUGE_TOTAL = 21_474_836_470_000_000;

describe('money limits', () => {
  let app: TestApp;
  let seller: string;
  let client: string;
  let cheap: string;
  let dear: string;
  let visitors = 0;

  const post = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.77.${(visitors += 1) >> 8}.${visitors & 255}`,
      headers: token ? bearer(token) : {},
    });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const validUntil = () => addDays(shopDate(new Date()), 5);
  const newQuotation = async (token = seller) => {
    const created = await post(
      '/api/cotizar/guardar',
      { customer: CUSTOMER, items: [{ presentationId: cheap, quantity: 2 }] },
      token,
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: string; token: string };
  };
  const revise = (id: string, lines: object[], extra: object = {}) =>
    post(
      '/api/cotizar/revisar',
      { id, customer: CUSTOMER, lines, validUntil: validUntil(), ...extra },
      seller,
    );
  const accept = (token: string) =>
    post('/api/cotizar/aceptar', { token, billing: BILLING, delivery: PICKUP, payment: TRANSFER });
  const revisionsOf = async (id: string) =>
    (await app.db.select().from(quotations).where(eq(quotations.id, id)))[0]!.revision;

  beforeAll(async () => {
    app = await buildTestApp({ IVA_RATE: '15' });
    seller = (await app.createUser({ role: 'vendedor' })).token;
    client = (await app.createUser({ role: 'cliente' })).token;
    const [type] = await app.db
      .insert(productTypes)
      .values({ name: 'Límites', slug: 'limites' })
      .returning();
    const presentation = async (code: string, priceCents: number) => {
      const [product] = await app.db
        .insert(products)
        .values({
          status: 'published',
          code,
          slug: code.toLowerCase(),
          name: `Producto ${code}`,
          unit: 'kg',
          typeId: type!.id,
        })
        .returning();
      const [row] = await app.db
        .insert(productPresentations)
        .values({
          productId: product!.id,
          position: 0,
          label: 'Saco',
          size: 25,
          unit: 'kg',
          priceCents,
        })
        .returning();
      return row!.id;
    };
    cheap = await presentation('L-CHEAP', 1000);
    // The most a catalogue price may be: US$1.000.000,00.
    dear = await presentation('L-DEAR', 100_000_000);
  });
  afterAll(() => app.close());

  it('refuses a counter-offer past the limits with the limit in Spanish, and stores nothing', async () => {
    const { id } = await newQuotation();
    const tooDear = await revise(
      id,
      Array.from({ length: 100 }, () => ({ presentationId: cheap, ...HUGE_LINE })),
    );
    expect(tooDear.statusCode, tooDear.body).toBe(400);
    expect(tooDear.json().details[0]).toEqual({
      field: 'lines.0.unitPriceCents',
      message: 'El precio unitario no puede superar $1.000.000,00',
    });

    const longLine = await revise(id, [
      { presentationId: cheap, quantity: 100_000, unitPriceCents: 100_000_000 },
    ]);
    expect(longLine.statusCode, longLine.body).toBe(400);
    expect(longLine.json().details).toEqual([
      {
        field: 'lines.0.quantity',
        message:
          'Producto L-CHEAP: el total de una línea no puede superar $100.000.000,00; baja la cantidad o el precio',
      },
    ]);

    // $50 million a line is fine; a hundred of them are not one quotation.
    const longDocument = await revise(
      id,
      Array.from({ length: 100 }, () => ({
        presentationId: cheap,
        quantity: 50,
        unitPriceCents: 100_000_000,
      })),
    );
    expect(longDocument.statusCode, longDocument.body).toBe(400);
    expect(longDocument.json().details).toEqual([
      {
        field: 'lines',
        message: expect.stringContaining(
          'El total de la cotización no puede superar $100.000.000,00',
        ),
      },
    ]);
    // IVA counts: $90 million taxable is $103.5 million with it.
    const withIva = await revise(id, [
      { presentationId: cheap, quantity: 90, unitPriceCents: 100_000_000 },
    ]);
    expect(withIva.statusCode, withIva.body).toBe(400);
    const discount = await revise(
      id,
      [{ presentationId: cheap, quantity: 1, unitPriceCents: 100 }],
      {
        discountCents: MAX_DOCUMENT_CENTS + 1,
      },
    );
    expect(discount.statusCode).toBe(400);
    expect(discount.json().details).toEqual([
      { field: 'discountCents', message: 'El monto no puede superar $100.000.000,00' },
    ]);
    expect(await revisionsOf(id)).toBe(1);

    const fits = await revise(id, [
      { presentationId: cheap, quantity: 80, unitPriceCents: 100_000_000 },
    ]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect((fits.json() as StaffQuotation).summary.totalCents).toBe(9_200_000_000);
  });

  it('refuses a request, a cart and a checkout past the limits at catalogue prices', async () => {
    const items = [{ presentationId: dear, quantity: 100_000 }];
    const request = await post('/api/cotizar/guardar', { customer: CUSTOMER, items });
    expect(request.statusCode, request.body).toBe(400);
    expect(request.json().details[0]).toMatchObject({ field: 'items.0.quantity' });

    const priced = await post('/api/pedido/calcular', { items });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().errors.join(' ')).toContain('no puede superar $100.000.000,00');

    const before = await app.db.$count(orders);
    const checkout = await post('/api/pedido/crear', {
      items,
      billing: BILLING,
      delivery: PICKUP,
      payment: TRANSFER,
      idempotencyKey: 'limite-0001-pedido-grande',
    });
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(checkout.json().message).toContain('no puede superar $100.000.000,00');
    expect(await app.db.$count(orders)).toBe(before);
  });

  it('reads a quotation and an order stored past the limits everywhere, and lets staff bring the quotation back', async () => {
    const { id, token } = await newQuotation(client);
    // A revision as it was stored before the limits held: $214.7 trillion.
    const [revision] = await app.db
      .select()
      .from(quotationRevisions)
      .where(eq(quotationRevisions.quotationId, id));
    await app.db
      .update(quotationRevisions)
      .set({
        totalCents: HUGE_TOTAL,
        summary: { ...revision!.summary, subtotalTaxableCents: HUGE_TOTAL, totalCents: HUGE_TOTAL },
      })
      .where(eq(quotationRevisions.id, revision!.id));
    await app.db
      .update(quotationLines)
      .set({
        quantity: HUGE_LINE.quantity,
        unitPriceCents: HUGE_LINE.unitPriceCents,
        subtotalCents: HUGE_TOTAL,
      })
      .where(eq(quotationLines.revisionId, revision!.id));

    const reads = [
      [`/api/cotizar/getCotizacion?id=${id}`, seller],
      [`/api/cotizar/verCotizacion?token=${token}`, undefined],
      ['/api/cotizar/lista', seller],
      ['/api/cotizar/ultimasCotizaciones', seller],
      ['/api/cotizar/ultimasCotizaciones', client],
      [`/api/cotizar/pdf?token=${token}`, undefined],
    ] as const;
    for (const [url, who] of reads) {
      const response = await get(url, who);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    const shown = (await get(`/api/cotizar/verCotizacion?token=${token}`)).json();
    expect(shown.canAccept).toBe(false);
    expect(shown.acceptBlockers.join(' ')).toContain('superan el máximo de $100.000.000,00');
    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(409);

    // Staff revise it back within the limits: the buyer can accept it again.
    const revised = await revise(id, [
      { presentationId: cheap, quantity: 3, unitPriceCents: null },
    ]);
    expect(revised.statusCode, revised.body).toBe(200);
    expect((revised.json() as StaffQuotation).acceptBlockers).toEqual([]);
    const acceptedNow = await accept(token);
    expect(acceptedNow.statusCode, acceptedNow.body).toBe(200);
    const orderId = (await get(`/api/cotizar/getCotizacion?id=${id}`, seller)).json().orderId;

    // An order as it was stored before the limits held.
    await app.db
      .update(orders)
      .set({ subtotalTaxableCents: HUGE_TOTAL, totalCents: HUGE_TOTAL })
      .where(eq(orders.id, orderId));
    await app.db
      .update(orderLines)
      .set({ subtotalCents: HUGE_TOTAL })
      .where(eq(orderLines.orderId, orderId));
    const today = shopDate(new Date());
    for (const url of [
      '/api/pedido/lista',
      `/api/pedido/getPedido?id=${orderId}`,
      '/api/pedido/misPedidos',
      '/api/metricas/resumen',
      `/api/metricas/estados?desde=${today}&hasta=${today}`,
      `/api/metricas/conversion?desde=${today}&hasta=${today}`,
    ]) {
      const response = await get(url, url.includes('misPedidos') ? client : seller);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    }
    // The sums leave it out: it would swamp every figure.
    const statuses = (
      await get(`/api/metricas/estados?desde=${today}&hasta=${today}`, seller)
    ).json();
    const pending = statuses.orders.find((row: { status: string }) => row.status === 'pending');
    expect(pending.count).toBeGreaterThan(0);
    expect(pending.totalCents).toBeLessThan(MAX_DOCUMENT_CENTS);
    // The order reads as out of range (the screens say so), and staff can still cancel it.
    const order = (await get(`/api/pedido/getPedido?id=${orderId}`, seller)).json();
    expect(order.summary.totalCents).toBe(Number.MAX_SAFE_INTEGER);
    const cancelled = await post(
      '/api/pedido/cambiarEstado',
      { id: orderId, status: 'cancelled', note: 'Importe fuera de rango' },
      seller,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});
