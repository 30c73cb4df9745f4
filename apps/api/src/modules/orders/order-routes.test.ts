import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@quimia/contracts';
import { mailMessages, orders, products, stockLevels } from '../../db/schema';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { BILLING, PICKUP, presentationIds, SHIPPING, SOUTH } from '../../test/orders';
import { setStock } from '../../test/stock';
import { stockThousandths } from '../../lib/measures';

const TRANSFER = { method: 'transfer' };

describe('orders', () => {
  let app: TestApp;
  let staff: string;
  let admin: string;
  let ana: { id: string; token: string };
  let luis: { id: string; token: string };
  /** Presentation ids by `CODE label`. */
  const presentation: Record<string, string> = {};
  let caller = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    staff = (await app.createUser({ role: 'vendedor', firstName: 'Marta', lastName: 'Ruiz' }))
      .token;
    admin = (await app.createUser({ role: 'admin' })).token;
    ana = await app.createUser({ role: 'cliente', firstName: 'Ana', lastName: 'Paz' });
    luis = await app.createUser({ role: 'cliente' });
    Object.assign(presentation, await presentationIds(app.db));
  });
  afterAll(() => app.close());

  /** Each request from its own address: the per-address limit is tested on its own. */
  const nextAddress = () => {
    caller += 1;
    return `10.1.${(caller >> 8) & 255}.${caller & 255}`;
  };

  const citric = () => presentation['ACI-001 Funda 1 kg']!;
  const surfactant = () => presentation['TEN-001 1 kg']!;

  function orderBody(overrides: Record<string, unknown> = {}) {
    return {
      items: [
        { presentationId: citric(), quantity: 2 },
        { presentationId: surfactant(), quantity: 3 },
      ],
      billing: BILLING,
      delivery: PICKUP,
      payment: TRANSFER,
      idempotencyKey: randomUUID(),
      ...overrides,
    };
  }

  const api = requestsTo(() => app);
  const place = (body: object, { token, address }: { token?: string; address?: string } = {}) =>
    api.post('/api/pedido/crear', body, token, { remoteAddress: address ?? nextAddress() });

  async function placed(body: object = orderBody(), token?: string): Promise<Order> {
    const response = await place(body, { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const change = (id: string, status: OrderStatus, extra: object = {}, token = staff) =>
    api.post('/api/pedido/cambiarEstado', { id, status, ...extra }, token);

  const getOrder = (id: string, token?: string) => api.get(`/api/pedido/getPedido?id=${id}`, token);

  const mailsAbout = (number: string, kind: string) =>
    app.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, kind), like(mailMessages.subject, `%${number}%`)));

  const orderCount = async () => Number((await app.db.select({ n: count() }).from(orders))[0]!.n);

  /** What the pickup branch (Sur de Quito) has available of a product. */
  const stockOf = async (code: string) => {
    const [row] = await app.db
      .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(and(eq(products.code, code), eq(stockLevels.branchId, SOUTH)));
    return Number(row?.onHand ?? 0) - Number(row?.reserved ?? 0);
  };

  it('places a guest order priced by the server, whatever prices the browser sends', async () => {
    const body = orderBody();
    const quote = await api.post('/api/pedido/calcular', {
      items: body.items,
      delivery: body.delivery,
      identificationType: BILLING.identificationType,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const order = await placed({
      ...body,
      items: body.items.map((item) => ({ ...item, unitPriceCents: 1, subtotalCents: 1 })),
      summary: { totalCents: 1 },
    });

    expect(order.number).toMatch(/^PED-\d{4}-\d{6}$/);
    expect(order.status).toBe('pending');
    expect(order.source).toBe('checkout');
    expect(order.lines).toEqual(
      quote.json().lines.map((line: Record<string, unknown>, position: number) => ({
        position,
        productId: line.productId,
        presentationId: line.presentationId,
        productCode: line.productCode,
        productName: line.productName,
        presentationLabel: line.presentationLabel,
        quantity: line.quantity,
        ivaCode: line.ivaCode,
        unitPriceCents: line.unitPriceCents,
        subtotalCents: line.subtotalCents,
      })),
    );
    expect(order.lines[0]).toMatchObject({ productName: 'Ácido cítrico anhidro', quantity: 2 });
    expect(order.lines.every((line) => line.unitPriceCents > 1)).toBe(true);
    expect(order.summary).toEqual(quote.json().summary);
    expect(order.summary.totalCents).toBeGreaterThan(100);
    expect(order.billing).toEqual(BILLING);
    // The branch as the company settings name it, kept in the order.
    expect(order.delivery).toEqual({
      method: 'pickup',
      branch: { id: SOUTH, name: 'Sur de Quito', address: expect.stringContaining('Quito') },
      address: null,
    });
    expect(order.events).toEqual([
      { kind: 'status', status: 'pending', at: expect.any(String), by: null, note: null },
    ]);
    expect(order.nextStatuses).toEqual(['confirmed', 'cancelled']);

    // The buyer gets "Recibimos tu pedido" with the number (kept in the outbox without SMTP).
    const [mail] = await app.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.kind, 'order-received'),
          like(mailMessages.subject, `%${order.number}%`),
        ),
      );
    expect(mail).toMatchObject({ recipient: BILLING.email, status: 'outbox' });
    expect(mail!.text).toContain('Ácido cítrico anhidro');
    expect(mail!.text).toContain('Transferencia bancaria');
    // No bank account in the settings yet: the buyer is told to ask for one (nothing will
    // send it by itself).
    expect(mail!.text).toContain('pídenos la cuenta para la transferencia');
    expect(mail!.text).not.toContain('Te enviaremos');
  });

  it('keeps the weight its freight was priced by, and shows it to the buyer and to staff', async () => {
    const body = orderBody({
      items: [{ presentationId: citric(), quantity: 7 }],
      delivery: SHIPPING,
    });
    const quote = await api.post('/api/pedido/calcular', {
      items: body.items,
      delivery: body.delivery,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 7 kg to Pichincha: the 5–30 kg band, not the parcel price.
    expect(quote.json().shippingWeight.kg).toBe(7);
    expect(quote.json().summary.shippingCents).toBe(875);
    const buyer = await app.createUser({ role: 'cliente' });
    const order = await placed(body, buyer.token);
    expect(order.shippingWeightKg).toBe(7);
    expect(order.summary.shippingCents).toBe(875);
    const [mail] = await mailsAbout(order.number, 'order-received');
    expect(mail!.text).toContain('Envío: $8,75 (7 kg)');
    for (const token of [buyer.token, staff]) {
      const read = await getOrder(order.id, token);
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json() as Order).shippingWeightKg).toBe(7);
    }
    // A pickup weighs the same; it has no freight.
    const pickup = await placed(orderBody({ items: body.items }));
    expect(pickup).toMatchObject({ shippingWeightKg: 7, summary: { shippingCents: 0 } });
  });

  it('answers the same order to the same idempotency key, once or twice at once, and creates nothing', async () => {
    const body = orderBody();
    const address = nextAddress();
    const first = await place(body, { address });
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    const again = await place(body, { address });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    const twin = orderBody();
    const [one, two] = await Promise.all([place(twin, { address }), place(twin, { address })]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(one.json().id).toBe(two.json().id);
    expect(await orderCount()).toBe(before + 1);

    // The key with other content is a mistake, not the same order.
    const other = await place({ ...body, payment: { method: 'on_pickup' } }, { address });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await orderCount()).toBe(before + 1);
  });

  it("never answers one caller's key with another's order: a key belongs to whoever sent it", async () => {
    const body = orderBody();
    const buyer = await app.createUser({ role: 'cliente' });
    const mine = await place(body, { address: '10.9.0.1' });
    expect(mine.statusCode).toBe(201);
    // The same key and content from another visitor, or from a signed-in client at the same
    // address, is an order of its own: never the first buyer's, with their data.
    const stranger = await place(body, { address: '10.9.0.2' });
    const client = await place(body, { address: '10.9.0.1', token: buyer.token });
    for (const answer of [stranger, client]) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.json().id).not.toBe(mine.json().id);
    }
    // A client's key is theirs wherever they send it from.
    const retried = await place(body, { address: '10.9.0.3', token: buyer.token });
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().id).toBe(client.json().id);
  });

  it('numbers 50 orders placed at once consecutively, with no gap and no repeat', async () => {
    // A buyer whose request found the database too busy (503, Retry-After) sends it again with
    // the same key, as the checkout does.
    const placeUntilAnswered = async (body: object) => {
      const address = nextAddress();
      for (;;) {
        const response = await place(body, { address });
        if (response.statusCode !== 503) return response;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => placeUntilAnswered(orderBody())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(50);
    const all = await app.db.select({ number: orders.number }).from(orders);
    const serials = all.map(({ number }) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
    const year = responses[0]!.json().number.slice(4, 8);
    expect(all.every(({ number }) => number.startsWith(`PED-${year}-`))).toBe(true);
  });

  it('refuses an order the prices do not allow, with the messages, and stores nothing', async () => {
    const before = await orderCount();
    const onRequest = await place(
      orderBody({ items: [{ presentationId: presentation['GLI-001 Galón']!, quantity: 1 }] }),
    );
    expect(onRequest.statusCode).toBe(400);
    expect(onRequest.json().message).toMatch(/consultar|precio/i);
    const unknown = await place(
      orderBody({ items: [{ presentationId: randomUUID(), quantity: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    const noBranch = await place(orderBody({ delivery: { method: 'pickup', branchIndex: 9 } }));
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().message).toBe('La sucursal elegida no existe');
    const badRuc = await place(
      orderBody({ billing: { ...BILLING, identification: '1714307104001' } }),
    );
    expect(badRuc.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("gives a signed-in client's order to them: theirs to read, nobody else's", async () => {
    const order = await placed(orderBody(), ana.token);
    expect(order.events[0]!.by).toBe('Ana Paz');
    expect((await getOrder(order.id, ana.token)).json().number).toBe(order.number);
    expect((await getOrder(order.id, luis.token)).statusCode).toBe(404);
    expect((await getOrder(order.id)).statusCode).toBe(401);
    expect((await getOrder(order.id, staff)).statusCode).toBe(200);
    expect((await getOrder(randomUUID(), staff)).statusCode).toBe(404);

    const mine = await api.get('/api/pedido/misPedidos', ana.token);
    expect(mine.json()).toMatchObject({ total: 1, items: [{ id: order.id, status: 'pending' }] });
    const none = await api.get('/api/pedido/misPedidos', luis.token);
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    // An ended session is told so, rather than placing the order as a guest.
    const ended = await place(orderBody(), { token: 'not-a-token' });
    expect(ended.statusCode).toBe(401);
  });

  it('takes the stock on confirming and follows a pickup to delivered, recording who and when', async () => {
    const citricBefore = await stockOf('ACI-001');
    const order = await placed();
    expect(await stockOf('ACI-001')).toBe(citricBefore);

    const confirmed = await change(order.id, 'confirmed', { note: 'Pago recibido' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'confirmed',
      nextStatuses: ['ready', 'cancelled'],
    });
    expect(await stockOf('ACI-001')).toBe(citricBefore - 2);

    expect((await change(order.id, 'ready')).json().status).toBe('ready');
    // "Te avisamos cuando esté listo para retirar", kept.
    const [ready] = await mailsAbout(order.number, 'order-ready');
    expect(ready).toMatchObject({
      recipient: BILLING.email,
      subject: `Tu pedido ${order.number} está listo para retirar`,
    });
    expect(ready!.text).toContain('para retirar en Sur de Quito');
    const delivered = (await change(order.id, 'delivered', {}, admin)).json() as Order;
    expect(delivered.status).toBe('delivered');
    expect(delivered.nextStatuses).toEqual([]);
    expect(delivered.events.map((event) => [event.status, event.by, event.note])).toEqual([
      ['pending', null, null],
      ['confirmed', 'Marta Ruiz', 'Pago recibido'],
      ['ready', 'Marta Ruiz', null],
      ['delivered', 'Usuario Prueba 2', null],
    ]);
    const times = delivered.events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('ships an order with its carrier and guide number, and refuses shipping without them', async () => {
    const order = await placed(orderBody({ delivery: SHIPPING }));
    expect(order.delivery.address).toMatchObject({ city: 'Quito', contactName: 'Rosa Quishpe' });
    await change(order.id, 'confirmed');
    const missing = await change(order.id, 'shipped', { carrier: 'Servientrega' });
    expect(missing.statusCode).toBe(400);
    expect(badFields(missing)).toEqual(['guideNumber']);
    expect(missing.json().details[0].message).toBe('Indica el número de guía');
    const shipped = await change(order.id, 'shipped', {
      carrier: 'Servientrega',
      guideNumber: 'SE-0012345',
    });
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'Servientrega',
      guideNumber: 'SE-0012345',
    });
    expect(shipped.json().events.at(-1).note).toBe('Servientrega, guía SE-0012345');
    // A guest has no page to see it on: the carrier and the guide reach them by e-mail.
    const [mail] = await mailsAbout(order.number, 'order-shipped');
    expect(mail).toMatchObject({
      recipient: BILLING.email,
      subject: `Tu pedido ${order.number} va en camino`,
    });
    expect(mail!.text).toContain('Despachamos tu pedido');
    expect(mail!.text).toContain('con Servientrega');
    expect(mail!.text).toContain('Número de guía: SE-0012345');
    expect((await change(order.id, 'delivered')).json().status).toBe('delivered');
  });

  it('gives the stock back when a confirmed order is cancelled, and takes nothing for a pending one', async () => {
    const before = await stockOf('TEN-001');
    const confirmed = await placed();
    await change(confirmed.id, 'confirmed');
    expect(await stockOf('TEN-001')).toBe(before - 3);
    const cancelled = await change(confirmed.id, 'cancelled', { note: 'El cliente desistió' });
    expect(cancelled.json().status).toBe('cancelled');
    expect(await stockOf('TEN-001')).toBe(before);

    const pending = await placed();
    expect((await change(pending.id, 'cancelled')).json().status).toBe('cancelled');
    expect(await stockOf('TEN-001')).toBe(before);
  });

  it('refuses every move the lifecycle does not allow with a 409 in Spanish, changing nothing', async () => {
    // One pickup and one shipped order in each status.
    const inStatus = async (path: OrderStatus[], delivery: object) => {
      const order = await placed(orderBody({ delivery }));
      for (const status of path) {
        const extra = status === 'shipped' ? { carrier: 'Tramaco', guideNumber: 'T-1' } : {};
        expect((await change(order.id, status, extra)).statusCode).toBe(200);
      }
      return order.id;
    };
    const cases: [string, OrderStatus, OrderStatus[]][] = [];
    const allowed: Record<string, OrderStatus[]> = {
      'pickup:pending': ['confirmed', 'cancelled'],
      'pickup:confirmed': ['ready', 'cancelled'],
      'pickup:ready': ['delivered'],
      'pickup:delivered': [],
      'pickup:cancelled': [],
      'shipping:pending': ['confirmed', 'cancelled'],
      'shipping:confirmed': ['shipped', 'cancelled'],
      'shipping:shipped': ['delivered'],
      'shipping:delivered': [],
      'shipping:cancelled': [],
    };
    const paths: Record<string, OrderStatus[]> = {
      'pickup:pending': [],
      'pickup:confirmed': ['confirmed'],
      'pickup:ready': ['confirmed', 'ready'],
      'pickup:delivered': ['confirmed', 'ready', 'delivered'],
      'pickup:cancelled': ['cancelled'],
      'shipping:pending': [],
      'shipping:confirmed': ['confirmed'],
      'shipping:shipped': ['confirmed', 'shipped'],
      'shipping:delivered': ['confirmed', 'shipped', 'delivered'],
      'shipping:cancelled': ['confirmed', 'cancelled'],
    };
    for (const [key, path] of Object.entries(paths)) {
      const id = await inStatus(path, key.startsWith('pickup') ? PICKUP : SHIPPING);
      cases.push([id, key.split(':')[1] as OrderStatus, allowed[key]!]);
    }
    const wrong: string[] = [];
    for (const [id, from, next] of cases) {
      const before = (await getOrder(id, staff)).json();
      for (const to of ORDER_STATUSES.filter((status) => !next.includes(status))) {
        const response = await change(id, to, { carrier: 'Tramaco', guideNumber: 'T-2' });
        const body = response.json();
        if (
          response.statusCode !== 409 ||
          body.code !== 'CONFLICT' ||
          !/pedido/i.test(body.message)
        ) {
          wrong.push(`${from} → ${to}: ${response.statusCode} ${body.message}`);
        }
      }
      expect((await getOrder(id, staff)).json()).toEqual(before);
    }
    expect(wrong).toEqual([]);
    const [id] = cases.find(([, from]) => from === 'delivered')!;
    const again = await change(id, 'confirmed');
    expect(again.json().message).toBe('El pedido está «Entregado»: ya no cambia de estado.');
  });

  it('lets only one of two confirmations racing for the last units through, naming the product', async () => {
    await setStock(app.db, 'ACI-001', 5, SOUTH);
    const body = () =>
      orderBody({ items: [{ presentationId: citric(), quantity: 4 }], delivery: PICKUP });
    const first = await placed(body());
    const second = await placed(body());
    const results = await Promise.all([
      change(first.id, 'confirmed'),
      change(second.id, 'confirmed'),
    ]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = results.find((response) => response.statusCode === 409)!.json();
    expect(refused.message).toBe(
      'No hay stock suficiente de Ácido cítrico anhidro en Sur de Quito: quedan 1 kg disponibles y el pedido necesita 4 kg.',
    );
    expect(await stockOf('ACI-001')).toBe(1);
    // The refused order is still pending, with nothing taken.
    const loser = results[0]!.statusCode === 409 ? first : second;
    expect((await getOrder(loser.id, staff)).json().status).toBe('pending');
    // Counted again: the next tests order from it.
    await setStock(app.db, 'ACI-001', 100, SOUTH);
  });

  it('converts each presentation to the product unit when taking stock', async () => {
    expect(stockThousandths(3, 1, 'galón', 'L', null)).toBe(11_356);
    expect(stockThousandths(4, 500, 'g', 'kg', null)).toBe(2000);
    expect(stockThousandths(2, 20, 'L', 'kg', 1.2)).toBe(48_000);
    expect(stockThousandths(2, 20, 'L', 'kg', null)).toBeNull();
    expect(stockThousandths(1, 1, 'kg', 'saco', null)).toBeNull();

    await setStock(app.db, 'CLO-001', 60, SOUTH);
    const order = await placed(
      orderBody({ items: [{ presentationId: presentation['CLO-001 Caneca 20 L']!, quantity: 2 }] }),
    );
    expect((await change(order.id, 'confirmed')).statusCode).toBe(200);
    expect(await stockOf('CLO-001')).toBe(20);
  });

  it('lists orders for staff with status, date and text filters and the counts per status', async () => {
    const order = await placed(
      orderBody({ billing: { ...BILLING, name: 'Detergentes Andinos Cía. Ltda.' } }),
    );
    const list = (query: string) => api.get(`/api/pedido/lista?${query}`, staff);

    const all = (await list('pageSize=5')).json();
    expect(all.items).toHaveLength(5);
    expect(all.items[0].id).toBe(order.id);
    expect(all.total).toBe(
      Object.values(all.counts as Record<string, number>).reduce((a, b) => a + b),
    );
    expect(all.counts.delivered).toBeGreaterThan(0);

    const pending = (await list('estado=pending&pageSize=100')).json();
    expect(pending.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);

    const found = (await list('q=andinos')).json();
    expect(found.items.map((item: { number: string }) => item.number)).toEqual([order.number]);
    expect(found.counts).toMatchObject({ pending: 1, confirmed: 0 });
    expect((await list(`q=${order.number}`)).json().total).toBe(1);
    expect((await list('q=100%25')).json().total).toBe(0);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(
      new Date(),
    );
    expect((await list(`desde=${today}&hasta=${today}`)).json().total).toBe(all.total);
    expect((await list('desde=2020-01-01&hasta=2020-12-31')).json().total).toBe(0);
    const backwards = await list('desde=2026-05-02&hasta=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect((await list('desde=2026-02-30')).statusCode).toBe(400);
  });
  it('shows the new stock on the product page once an order is confirmed', async () => {
    const read = async () =>
      (await api.get('/api/producto/getProducto?slug=acido-citrico-anhidro')).json().product.stock;
    await setStock(app.db, 'ACI-001', 50, SOUTH);
    // Read (and cached) before the order: what every branch has available.
    const before = await read();
    const order = await placed();
    expect((await change(order.id, 'confirmed')).statusCode).toBe(200);
    expect(await read()).toBe(before - 2);
    expect((await change(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await read()).toBe(before);
  });

  it('limits the orders one address places', async () => {
    const address = nextAddress();
    const answers = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push((await place(orderBody(), { address })).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });
});
