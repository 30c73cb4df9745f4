import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettingsResponse, Order } from '@quimia/contracts';
import { electronicDocuments, mailMessages, orders, products, stockLevels } from '../../db/schema';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { BILLING, PICKUP, presentationIds, SHIPPING, SOUTH } from '../../test/orders';
import { FIRST_BRANCH, setStock } from '../../test/stock';

describe('order line edits and partial confirmation', () => {
  let app: TestApp;
  let staff: string;
  let admin: string;
  let ana: { id: string; token: string };
  const presentation: Record<string, string> = {};
  let caller = 0;

  const api = requestsTo(() => app);
  const nextAddress = () => {
    caller += 1;
    return `10.2.${(caller >> 8) & 255}.${caller & 255}`;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    staff = (await app.createUser({ role: 'vendedor', firstName: 'Marta', lastName: 'Ruiz' }))
      .token;
    admin = (await app.createUser({ role: 'admin' })).token;
    ana = await app.createUser({ role: 'cliente', firstName: 'Ana', lastName: 'Paz' });
    Object.assign(presentation, await presentationIds(app.db));
    for (const branch of [FIRST_BRANCH, SOUTH]) {
      await setStock(app.db, 'ACI-001', 1000, branch);
      await setStock(app.db, 'TEN-001', 1000, branch);
    }
  });
  afterAll(() => app.close());

  const sack = () => presentation['ACI-001 Saco 25 kg']!;
  const bag = () => presentation['ACI-001 Funda 1 kg']!;
  const surfactant = () => presentation['TEN-001 1 kg']!;

  async function place(
    items: { presentationId: string; quantity: number }[],
    { delivery = PICKUP as object, token }: { delivery?: object; token?: string } = {},
  ): Promise<Order> {
    const response = await api.post(
      '/api/pedido/crear',
      {
        items,
        billing: BILLING,
        delivery,
        payment: { method: 'transfer' },
        idempotencyKey: randomUUID(),
      },
      token,
      { remoteAddress: nextAddress() },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const edit = (body: object, token: string | null = staff, dryRun = false) =>
    api.post(`/api/pedido/cambiarLineas${dryRun ? '?simular=1' : ''}`, body, token);
  const change = (id: string, status: string, extra: object = {}) =>
    api.post('/api/pedido/cambiarEstado', { id, status, ...extra }, staff);
  const getOrder = async (id: string, token = staff): Promise<Order> =>
    (await api.get(`/api/pedido/getPedido?id=${id}`, token)).json();

  const mailsAbout = (number: string) =>
    app.db
      .select()
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.kind, 'order-lines-changed'),
          like(mailMessages.subject, `%${number}%`),
        ),
      );

  /** What a branch has available of a product, in its unit. */
  const available = async (code: string, branch = SOUTH) => {
    const [row] = await app.db
      .select({ onHand: stockLevels.onHand, reserved: stockLevels.reserved })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(and(eq(products.code, code), eq(stockLevels.branchId, branch)));
    return Number(row?.onHand ?? 0) - Number(row?.reserved ?? 0);
  };

  async function setCompany(changes: Partial<CompanySettingsResponse['settings']>) {
    const current = (await api.get('/api/empresa/datos', admin)).json() as CompanySettingsResponse;
    const saved = await api.post(
      '/api/empresa/guardar',
      { ...current.settings, ...changes },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('swaps a presentation at its current price and lowers a line: every figure recomputed, the buyer told once', async () => {
    const order = await place(
      [
        { presentationId: sack(), quantity: 10 },
        { presentationId: surfactant(), quantity: 3 },
      ],
      { token: ana.token },
    );
    // 10 × $75,00 + 3 × $4,50 = $763,50; IVA 15 % = $114,53 (rounded half up).
    expect(order.summary).toMatchObject({ ivaCents: 11453, totalCents: 87803, totalItems: 13 });

    const body = {
      id: order.id,
      lines: [
        { position: 0, presentationId: bag(), quantity: 40 },
        { position: 1, quantity: 1 },
      ],
    };
    const response = await edit(body);
    expect(response.statusCode, response.body).toBe(200);
    const edited: Order = response.json();
    expect(edited.lines.map((line) => [line.presentationLabel, line.quantity])).toEqual([
      ['Funda 1 kg', 40],
      ['1 kg', 1],
    ]);
    expect(edited.lines.map((line) => [line.unitPriceCents, line.subtotalCents])).toEqual([
      [350, 14000],
      [450, 450],
    ]);
    // $144,50 taxable; IVA $21,675 → $21,68; total $166,18.
    expect(edited.summary).toEqual({
      subtotalTaxableCents: 14450,
      subtotalZeroCents: 0,
      subtotalExemptCents: 0,
      subtotalNotSubjectCents: 0,
      discountCents: 0,
      shippingCents: 0,
      ivaRate: 15,
      ivaCents: 2168,
      totalCents: 16618,
      totalItems: 41,
    });
    const note = edited.events.at(-1)!;
    expect(note.by).toBe('Marta Ruiz');
    expect(note).toMatchObject({ kind: 'lines', status: 'pending' });
    expect(note.note).toContain(
      'Presentación de Ácido cítrico anhidro: Saco 25 kg → Funda 1 kg (10 → 40)',
    );
    expect(note.note).toContain('1 kg de Lauril éter sulfato de sodio 70 %: 3 → 1');
    expect(note.note).toContain('Nuevo total: $166,18');

    // The same request again changes nothing: no second entry, no second e-mail.
    const again = await edit(body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().events).toHaveLength(edited.events.length);
    const mails = await mailsAbout(order.number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(BILLING.email);
    expect(mails[0]!.text).toContain('Saco 25 kg → Funda 1 kg (10 → 40) ($750,00 → $140,00)');
    expect(mails[0]!.text).toContain('3 → 1 ($13,50 → $4,50)');
    expect(mails[0]!.text).toContain('$166,18');

    // The buyer's own page shows the new lines, totals and the note.
    const mine = await getOrder(order.id, ana.token);
    expect(mine.summary.totalCents).toBe(16618);
    expect(mine.lines).toHaveLength(2);
    expect(mine.events.at(-1)!.note).toBe(note.note);
  });

  it('removes a line but never the last one, and refuses raising a quantity or another product', async () => {
    const order = await place([
      { presentationId: bag(), quantity: 4 },
      { presentationId: surfactant(), quantity: 2 },
    ]);
    const removed = await edit({ id: order.id, lines: [{ position: 1, quantity: 2 }] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().lines).toHaveLength(1);
    expect(removed.json().summary.totalCents).toBe(Math.round(900 * 1.15));
    expect(removed.json().events.at(-1).note).toContain(
      'Quitado: 4 × Funda 1 kg de Ácido cítrico anhidro',
    );

    const last = await edit({ id: order.id, lines: [] });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(
      'El pedido necesita al menos una línea: para quitarlas todas, cancélalo',
    );
    const raised = await edit({ id: order.id, lines: [{ position: 1, quantity: 3 }] });
    expect(raised.statusCode).toBe(400);
    expect(badFields(raised)).toEqual(['lines.0.quantity']);
    expect(raised.json().message).toContain('No se puede subir la cantidad (era 2)');
    const other = await edit({
      id: order.id,
      lines: [{ position: 1, presentationId: bag(), quantity: 1 }],
    });
    expect(other.statusCode).toBe(400);
    expect(badFields(other)).toEqual(['lines.0.presentationId']);
    // A smaller presentation may hold the same amount, never more: 2 kg are not a 25 kg sack.
    const gone = await edit({ id: order.id, lines: [{ position: 0, quantity: 1 }] });
    expect(gone.statusCode).toBe(400);
    expect(badFields(gone)).toEqual(['lines.0.position']);
    expect((await getOrder(order.id)).lines[0]!.quantity).toBe(2);
  });

  it('prices shipping again as the checkout does (free shipping lost) and keeps a discount’s share', async () => {
    await setCompany({ freeShippingThresholdCents: 10_000 });
    try {
      const items = [{ presentationId: sack(), quantity: 2 }];
      const order = await place(items, { delivery: SHIPPING });
      expect(order.summary.shippingCents).toBe(0);
      const quote = await api.post('/api/pedido/calcular', {
        items: [{ presentationId: sack(), quantity: 1 }],
        delivery: SHIPPING,
      });
      const rate = quote.json().summary.shippingCents as number;
      const weight = quote.json().shippingWeight.kg as number;
      expect(rate).toBeGreaterThan(0);
      // A discount agreed on the goods (as a quotation's), $20,00 of $150,00.
      await app.db.update(orders).set({ discountCents: 2000 }).where(eq(orders.id, order.id));

      const response = await edit({ id: order.id, lines: [{ position: 0, quantity: 1 }] });
      expect(response.statusCode, response.body).toBe(200);
      const { summary, shippingWeightKg } = response.json() as Order;
      expect(summary.shippingCents).toBe(rate);
      // The order weighs what is left: its freight was priced on that.
      expect(shippingWeightKg).toBe(weight);
      expect(shippingWeightKg).toBeLessThan(order.shippingWeightKg!);
      expect(summary.discountCents).toBe(1000);
      const taxable = 7500 - 1000 + rate;
      const iva = Math.floor((taxable * 15 * 2 + 100) / 200);
      expect(summary.ivaCents).toBe(iva);
      expect(summary.totalCents).toBe(7500 + rate - 1000 + iva);
    } finally {
      await setCompany({ freeShippingThresholdCents: null });
    }
  });

  it('moves a confirmed order’s reservation with its lines, and previews without writing', async () => {
    const before = await available('ACI-001');
    const order = await place([{ presentationId: sack(), quantity: 4 }]);
    expect((await change(order.id, 'confirmed')).statusCode).toBe(200);
    expect(await available('ACI-001')).toBe(before - 100);

    const preview = await edit(
      { id: order.id, lines: [{ position: 0, presentationId: bag(), quantity: 30 }] },
      staff,
      true,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().summary.totalCents).toBe(Math.round(10500 * 1.15));
    expect(await available('ACI-001')).toBe(before - 100);
    expect((await getOrder(order.id)).lines[0]!.quantity).toBe(4);
    expect(await mailsAbout(order.number)).toHaveLength(0);

    expect((await edit({ id: order.id, lines: [{ position: 0, quantity: 2 }] })).statusCode).toBe(
      200,
    );
    expect(await available('ACI-001')).toBe(before - 50);
    const swapped = await edit({
      id: order.id,
      lines: [{ position: 0, presentationId: bag(), quantity: 30 }],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().status).toBe('confirmed');
    expect(await available('ACI-001')).toBe(before - 30);

    // Cancelling releases exactly what the edited lines hold.
    expect((await change(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await available('ACI-001')).toBe(before);
  });

  it('confirms part of an order: the lines lowered to what the branch has, in one transaction', async () => {
    await setStock(app.db, 'ALC-001', 100, SOUTH);
    await setStock(app.db, 'ALC-001', 0, FIRST_BRANCH);
    const soda = presentation['ALC-001 Saco 25 kg']!;
    const order = await place([
      { presentationId: soda, quantity: 4 },
      { presentationId: surfactant(), quantity: 1 },
    ]);
    await setStock(app.db, 'ALC-001', 50, SOUTH);

    const whole = await change(order.id, 'confirmed');
    expect(whole.statusCode).toBe(409);
    expect(whole.json().message).toContain('quedan 50 kg disponibles');

    const short = await change(order.id, 'confirmed', {
      lines: [
        { position: 0, quantity: 3 },
        { position: 1, quantity: 1 },
      ],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toContain(
      'No hay stock suficiente de Hidróxido de sodio en escamas en Sur de Quito',
    );
    const untouched = await getOrder(order.id);
    expect(untouched.status).toBe('pending');
    expect(untouched.lines[0]!.quantity).toBe(4);
    expect(await mailsAbout(order.number)).toHaveLength(0);

    // The dialog's figures: what the branch can serve of each line, to prefill the quantities.
    const options = await api.get(`/api/pedido/opcionesLineas?id=${order.id}`, staff);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toEqual({
      branch: { id: SOUTH, name: 'Sur de Quito' },
      lines: [
        {
          position: 0,
          presentations: [{ id: soda, label: 'Saco 25 kg' }],
          availableQuantity: 2,
          availableText: 'Quedan 50 kg en Sur de Quito',
        },
        {
          position: 1,
          presentations: [
            { id: surfactant(), label: '1 kg' },
            { id: presentation['TEN-001 Tambor 200 kg'], label: 'Tambor 200 kg' },
          ],
          availableQuantity: 1,
          availableText: expect.stringMatching(/^Quedan .* kg en Sur de Quito$/),
        },
      ],
    });
    expect((await api.get(`/api/pedido/opcionesLineas?id=${order.id}`, ana.token)).statusCode).toBe(
      403,
    );

    const partial = await change(order.id, 'confirmed', {
      lines: [
        { position: 0, quantity: 2 },
        { position: 1, quantity: 1 },
      ],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const confirmed: Order = partial.json();
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.lines[0]!.quantity).toBe(2);
    expect(confirmed.summary.totalCents).toBe(Math.round((2 * 3900 + 450) * 1.15));
    expect(confirmed.events.slice(-2).map((event) => [event.kind, event.status])).toEqual([
      ['lines', 'pending'],
      ['status', 'confirmed'],
    ]);
    expect(confirmed.events.at(-2)!.note).toContain(
      'Saco 25 kg de Hidróxido de sodio en escamas: 4 → 2',
    );
    expect(await available('ALC-001')).toBe(0);
    expect(await mailsAbout(order.number)).toHaveLength(1);
    // Confirmed, it counts what it holds at its branch: still 2 sacks for its line.
    const held = (await api.get(`/api/pedido/opcionesLineas?id=${order.id}`, staff)).json();
    expect(held.lines[0].availableQuantity).toBe(2);

    const refused = await change(order.id, 'cancelled', { lines: [{ position: 0, quantity: 1 }] });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses once the order left, was cancelled or invoiced (409), and answers who may edit', async () => {
    const shipped = await place([{ presentationId: bag(), quantity: 2 }], { delivery: SHIPPING });
    await change(shipped.id, 'confirmed');
    expect(
      (await change(shipped.id, 'shipped', { carrier: 'Servientrega', guideNumber: 'G-1' }))
        .statusCode,
    ).toBe(200);
    const afterShipping = await edit({ id: shipped.id, lines: [{ position: 0, quantity: 1 }] });
    expect(afterShipping.statusCode).toBe(409);
    expect(afterShipping.json().message).toBe(
      'El pedido está «Enviado»: sus líneas ya no se pueden cambiar.',
    );

    const invoiced = await place([{ presentationId: bag(), quantity: 2 }]);
    await change(invoiced.id, 'confirmed');
    await app.db.insert(electronicDocuments).values({
      kind: 'factura',
      orderId: invoiced.id,
      environment: 'pruebas',
      establishment: '001',
      emissionPoint: '002',
      sequential: 123,
      number: '001-002-000000123',
      accessKey: '1'.repeat(49),
      issueDate: '2026-11-28',
      status: 'autorizada',
      document: {},
      signedXml: '<factura/>',
      buyerName: BILLING.name,
      buyerIdentification: BILLING.identification,
      totalCents: invoiced.summary.totalCents,
    });
    const afterInvoice = await edit({ id: invoiced.id, lines: [{ position: 0, quantity: 1 }] });
    expect(afterInvoice.statusCode).toBe(409);
    expect(afterInvoice.json().message).toContain('factura 001-002-000000123');
    expect(afterInvoice.json().message).toContain('nota de crédito');

    const order = await place([{ presentationId: bag(), quantity: 2 }], { token: ana.token });
    const body = { id: order.id, lines: [{ position: 0, quantity: 1 }] };
    expect((await edit(body, ana.token)).statusCode).toBe(403);
    expect((await edit(body, null)).statusCode).toBe(401);
    expect((await edit({ ...body, id: randomUUID() }, admin)).statusCode).toBe(404);
    expect((await getOrder(order.id)).lines[0]!.quantity).toBe(2);
  });

  it('answers hostile numbers and ids with a 400 naming the field, never a 500', async () => {
    const order = await place([{ presentationId: bag(), quantity: 2 }]);
    const cases: [object, string][] = [
      [{ id: order.id, lines: [{ position: 0, quantity: 1e12 }] }, 'lines.0.quantity'],
      [{ id: order.id, lines: [{ position: 0, quantity: -1 }] }, 'lines.0.quantity'],
      [{ id: order.id, lines: [{ position: 0, quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ id: order.id, lines: [{ position: 0, quantity: '1' }] }, 'lines.0.quantity'],
      [{ id: order.id, lines: [{ position: 2 ** 40, quantity: 1 }] }, 'lines.0.position'],
      [{ id: `${order.id}\u0000`, lines: [{ position: 0, quantity: 1 }] }, 'id'],
      [
        { id: order.id, lines: [{ position: 0, presentationId: 'a\u0000b', quantity: 1 }] },
        'lines.0.presentationId',
      ],
      [
        {
          id: order.id,
          lines: [
            { position: 0, quantity: 1 },
            { position: 0, quantity: 1 },
          ],
        },
        'lines',
      ],
      [
        {
          id: order.id,
          lines: Array.from({ length: 101 }, (_, position) => ({ position, quantity: 1 })),
        },
        'lines',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await edit(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(badFields(response)).toContain(field);
    }
    expect((await getOrder(order.id)).lines[0]!.quantity).toBe(2);
  });

  it('never leaves available stock below zero under 20 edits and confirmations at once', async () => {
    await setStock(app.db, 'CLO-001', 0, FIRST_BRANCH);
    await setStock(app.db, 'CLO-001', 200, SOUTH);
    const drum = presentation['CLO-001 Caneca 20 L']!;
    const placedOrders: Order[] = [];
    for (let index = 0; index < 10; index += 1) {
      placedOrders.push(await place([{ presentationId: drum, quantity: 3 }]));
    }
    // 10 orders of 60 L against 200 L: each is confirmed for 2 canecas (40 L) while staff lower it.
    const answers = await Promise.all(
      placedOrders.flatMap((order) => [
        change(order.id, 'confirmed', { lines: [{ position: 0, quantity: 2 }] }),
        edit({ id: order.id, lines: [{ position: 0, quantity: 2 }] }),
      ]),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const left = await available('CLO-001');
    expect(left).toBeGreaterThanOrEqual(0);
    const confirmed = (await Promise.all(placedOrders.map((order) => getOrder(order.id)))).filter(
      (order) => order.status === 'confirmed',
    );
    expect(confirmed).toHaveLength(5);
    for (const order of confirmed) expect(order.lines[0]!.quantity).toBe(2);
    expect(left).toBe(0);
  });
});
