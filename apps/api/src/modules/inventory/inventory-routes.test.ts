import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KardexResponse, Order, ProductStock } from '@quimia/contracts';
import { productPresentations, products, stockLevels } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { setStock } from '../../test/stock';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

const VALLEY = 'valle-de-los-chillos';
const SOUTH = 'sur-de-quito';
const BILLING = {
  identificationType: 'cedula',
  identification: '1710034065',
  name: 'María José Ñáñez',
  address: 'Av. Amazonas N34-12, Quito',
  email: 'maria@ejemplo.ec',
  phone: '099 555 1234',
};

describe('stock as a ledger of moves per branch', () => {
  let app: TestApp;
  let seller: string;
  let buyer: string;
  let citricId: string;
  let sackId: string;
  let caller = 0;
  const api = requestsTo(() => app);

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    seller = (await app.createUser({ role: 'vendedor', firstName: 'Marta', lastName: 'Ruiz' }))
      .token;
    buyer = (await app.createUser({ role: 'cliente' })).token;
    const [citric] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'ACI-001'));
    citricId = citric!.id;
    const [sack] = await app.db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .where(eq(productPresentations.label, 'Saco 25 kg'));
    sackId = sack!.id;
  });
  afterAll(() => app.close());

  const stock = async (id = citricId) =>
    (await api.get(`/api/inventario/stock?id=${id}`, seller)).json<ProductStock>();
  const level = async (branchId: string) =>
    (await stock()).levels.find((entry) => entry.branchId === branchId)!;
  const kardex = async (query = '') =>
    (await api.get(`/api/inventario/kardex?id=${citricId}${query}`, seller)).json<KardexResponse>();
  const publicStock = async () =>
    (await api.get('/api/producto/getProducto?slug=acido-citrico-anhidro')).json().product.stock;

  /** Every branch's on hand is the sum of its moves, and each move's balance the running sum. */
  async function ledgerAddsUp() {
    const rows = await queryRows<{ drift: number }>(
      app.db,
      sql`select count(*)::int as drift from stock_levels l
          where l.on_hand <> coalesce((select sum(m.quantity) from stock_moves m
            where m.product_id = l.product_id and m.branch_id = l.branch_id), 0)
             or l.on_hand <> coalesce((select m.balance from stock_moves m
            where m.product_id = l.product_id and m.branch_id = l.branch_id
            order by m.id desc limit 1), 0)`,
    );
    expect(rows[0]!.drift).toBe(0);
    // The product's own figure is what every branch has available together.
    const [drift] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from products p
          where p.stock <> coalesce((select sum(l.on_hand - l.reserved) from stock_levels l
            where l.product_id = p.id), 0)`,
    );
    expect(drift!.n).toBe(0);
  }

  const confirm = (order: Order) =>
    api.post('/api/pedido/cambiarEstado', { id: order.id, status: 'confirmed' }, seller);

  async function confirmedPickup(quantity: number, branchIndex: number) {
    const order = await placedPickup(quantity, branchIndex);
    return { order, confirmed: await confirm(order) };
  }

  async function placedPickup(quantity: number, branchIndex: number): Promise<Order> {
    caller += 1;
    const created = await api.post(
      '/api/pedido/crear',
      {
        items: [{ presentationId: sackId, quantity }],
        billing: BILLING,
        delivery: { method: 'pickup', branchIndex },
        payment: { method: 'transfer' },
        idempotencyKey: randomUUID(),
      },
      buyer,
      { remoteAddress: `10.7.${caller >> 8}.${caller & 255}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Order>();
  }

  it('starts from the catalogue’s stock as initial moves, and the ledger adds up', async () => {
    const current = await stock();
    expect(current.levels.map((entry) => entry.branchName)).toEqual([
      'Valle de los Chillos',
      'Sur de Quito',
    ]);
    expect(current.levels.every((entry) => entry.onHand === 100 && entry.reserved === 0)).toBe(
      true,
    );
    const moves = await kardex();
    expect(moves.items.map((move) => move.kind)).toEqual(['initial', 'initial']);
    await ledgerAddsUp();
  });

  it('records a count as an adjustment with who and why, and refuses what is not a count', async () => {
    const counted = await api.post(
      '/api/inventario/ajuste',
      { productId: citricId, branchId: SOUTH, counted: 157.5, reason: 'Conteo de fin de mes' },
      seller,
    );
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json().moves).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        quantity: 57.5,
        balance: 157.5,
        note: 'Conteo de fin de mes',
        actorName: 'Marta Ruiz',
        branchName: 'Sur de Quito',
      }),
    ]);
    expect((await level(SOUTH)).onHand).toBe(157.5);
    // The same count again changes nothing.
    const again = await api.post(
      '/api/inventario/ajuste',
      { productId: citricId, branchId: SOUTH, counted: 157.5, reason: 'Conteo repetido' },
      seller,
    );
    expect(again.json().moves).toEqual([]);

    for (const [body, field] of [
      [{ counted: -1 }, 'counted'],
      [{ counted: 1.2345 }, 'counted'],
      [{ counted: 1e12 }, 'counted'],
      [{ counted: 'diez' }, 'counted'],
      [{ reason: '' }, 'reason'],
      [{ reason: 'a\u0000b c' }, 'reason'],
      [{ branchId: '../valle' }, 'branchId'],
    ] as const) {
      const refused = await api.post(
        '/api/inventario/ajuste',
        Object.assign({ productId: citricId, branchId: SOUTH, counted: 5, reason: 'Conteo' }, body),
        seller,
      );
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(badFields(refused)).toContain(field);
    }
    const unknown = await api.post(
      '/api/inventario/ajuste',
      { productId: citricId, branchId: 'cumbaya', counted: 5, reason: 'Conteo' },
      seller,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('La sucursal elegida no existe');
    expect(
      (
        await api.post(
          '/api/inventario/ajuste',
          { productId: citricId, branchId: SOUTH, counted: 5, reason: 'Conteo' },
          buyer,
        )
      ).statusCode,
    ).toBe(403);
    await ledgerAddsUp();
  });

  it('transfers between branches as two moves, never more than is available', async () => {
    const publicBefore = await publicStock();
    const moved = await api.post(
      '/api/inventario/transferencia',
      { productId: citricId, fromBranchId: SOUTH, toBranchId: VALLEY, quantity: 7.5 },
      seller,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const [out, into] = moved.json().moves;
    expect([out.branchId, out.quantity, into.branchId, into.quantity]).toEqual([
      SOUTH,
      -7.5,
      VALLEY,
      7.5,
    ]);
    expect(out.sourceId).toBe(into.sourceId);
    // Between branches nothing is gained or lost.
    expect(await publicStock()).toBe(publicBefore);

    const tooMuch = await api.post(
      '/api/inventario/transferencia',
      { productId: citricId, fromBranchId: SOUTH, toBranchId: VALLEY, quantity: 1000 },
      seller,
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'En Sur de Quito hay 150 kg disponibles: no se pueden transferir 1.000 kg.',
    );
    const same = await api.post(
      '/api/inventario/transferencia',
      { productId: citricId, fromBranchId: SOUTH, toBranchId: SOUTH, quantity: 1 },
      seller,
    );
    expect(badFields(same)).toEqual(['toBranchId']);
    await ledgerAddsUp();
  });

  it('reserves at the pickup branch on confirming, tells what is left there, releases on cancel', async () => {
    // 10 sacks of 25 kg ordered while Sur de Quito had them; a count then finds 157 kg.
    await setStock(app.db, 'ACI-001', 300, SOUTH);
    const tooLate = await placedPickup(10, 1);
    await setStock(app.db, 'ACI-001', 157, SOUTH);
    const totalBefore = (await stock()).totals.available;
    const refused = await confirm(tooLate);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No hay stock suficiente de Ácido cítrico anhidro en Sur de Quito: quedan 157 kg disponibles y el pedido necesita 250 kg.',
    );
    const { order, confirmed } = await confirmedPickup(6, 1);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await level(SOUTH)).toMatchObject({ onHand: 157, reserved: 150, available: 7 });
    expect((await stock()).totals.available).toBe(totalBefore - 150);
    // What orders hold cannot be counted away nor transferred.
    const below = await api.post(
      '/api/inventario/ajuste',
      { productId: citricId, branchId: SOUTH, counted: 100, reason: 'Conteo' },
      seller,
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toMatch(/hay 150 kg reservados/);

    const cancelled = await api.post(
      '/api/pedido/cambiarEstado',
      { id: order.id, status: 'cancelled' },
      seller,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await level(SOUTH)).toMatchObject({ onHand: 157, reserved: 0, available: 157 });
    expect((await stock()).totals.available).toBe(totalBefore);
    // The product's public page shows it (the confirmation and the cancellation refreshed it).
    expect(await publicStock()).toBe(totalBefore);
    await ledgerAddsUp();
  });

  it('takes the goods out as a sale naming the order when it is picked up', async () => {
    await setStock(app.db, 'ACI-001', 100, SOUTH);
    const { order, confirmed } = await confirmedPickup(2, 1);
    expect(confirmed.statusCode).toBe(200);
    const availableHeld = (await level(SOUTH)).available;
    for (const status of ['ready', 'delivered']) {
      const moved = await api.post('/api/pedido/cambiarEstado', { id: order.id, status }, seller);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(await level(SOUTH), JSON.stringify(await kardex(`&branchId=${SOUTH}`))).toMatchObject({
      onHand: 50,
      reserved: 0,
      available: 50,
    });
    expect(availableHeld).toBe(50);
    const [sale] = (await kardex(`&branchId=${SOUTH}&kind=sale`)).items;
    expect(sale).toMatchObject({ quantity: -50, balance: 50, reference: order.number });
    await ledgerAddsUp();
  });

  it('lets one of twenty confirmations racing for the last units win, and none go below zero', async () => {
    await setStock(app.db, 'ACI-001', 75, VALLEY);
    const orders = [];
    for (let index = 0; index < 20; index += 1) {
      caller += 1;
      const created = await api.post(
        '/api/pedido/crear',
        {
          items: [{ presentationId: sackId, quantity: 2 }],
          billing: BILLING,
          delivery: { method: 'pickup', branchIndex: 0 },
          payment: { method: 'transfer' },
          idempotencyKey: randomUUID(),
        },
        buyer,
        { remoteAddress: `10.8.${caller >> 8}.${caller & 255}` },
      );
      orders.push(created.json<Order>());
    }
    const answers = await Promise.all(
      orders.map((order) =>
        api.post('/api/pedido/cambiarEstado', { id: order.id, status: 'confirmed' }, seller),
      ),
    );
    // 75 kg: one order of 50 kg fits, the second would need 100.
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    expect(await level(VALLEY)).toMatchObject({ onHand: 75, reserved: 50, available: 25 });
    const [negative] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from ${stockLevels} where on_hand < reserved or reserved < 0`,
    );
    expect(negative!.n).toBe(0);
    await ledgerAddsUp();
  });

  it('pages and filters the kardex, newest first, for staff only', async () => {
    const all = await kardex('&pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(5);
    expect(all.items[0]!.id).toBeGreaterThan(all.items[1]!.id);
    const transfers = await kardex('&kind=transfer');
    expect(transfers.items.every((move) => move.kind === 'transfer')).toBe(true);
    expect(transfers.total).toBe(2);
    expect((await api.get(`/api/inventario/kardex?id=${citricId}`, buyer)).statusCode).toBe(403);
    expect((await api.get(`/api/inventario/kardex?id=${randomUUID()}`, seller)).statusCode).toBe(
      404,
    );
  });

  it('refuses in the cart and the checkout more than is available, saying what is left', async () => {
    await setStock(app.db, 'ACI-001', 157, SOUTH);
    await setStock(app.db, 'ACI-001', 100, VALLEY);
    const quote = (quantity: number, delivery?: object) =>
      api.post('/api/pedido/calcular', {
        items: [{ presentationId: sackId, quantity }],
        delivery,
      });
    // A pickup: what the chosen branch has.
    const atSouth = (await quote(10, { method: 'pickup', branchIndex: 1 })).json();
    expect(atSouth.lines[0].error).toBe('Quedan 157 kg de Ácido cítrico anhidro en Sur de Quito');
    expect(atSouth.errors).toContain('Quedan 157 kg de Ácido cítrico anhidro en Sur de Quito');
    expect((await quote(6, { method: 'pickup', branchIndex: 1 })).json().lines[0].error).toBeNull();
    // Before choosing where to pick up, each branch says what it lacks.
    expect(atSouth.pickupStock).toEqual([
      {
        branchName: 'Valle de los Chillos',
        shortfalls: ['Quedan 100 kg de Ácido cítrico anhidro en Valle de los Chillos'],
      },
      {
        branchName: 'Sur de Quito',
        shortfalls: ['Quedan 157 kg de Ácido cítrico anhidro en Sur de Quito'],
      },
    ]);
    expect((await quote(3)).json().pickupStock).toEqual([
      { branchName: 'Valle de los Chillos', shortfalls: [] },
      { branchName: 'Sur de Quito', shortfalls: [] },
    ]);
    // No pickup (an order that travels): every branch together (staff move stock before it
    // ships).
    expect((await quote(10)).json().lines[0].error).toBeNull();
    expect((await quote(11)).json().lines[0].error).toBe('Quedan 257 kg de Ácido cítrico anhidro');
    // The order itself is refused the same way.
    caller += 1;
    const placed = await api.post(
      '/api/pedido/crear',
      {
        items: [{ presentationId: sackId, quantity: 10 }],
        billing: BILLING,
        delivery: { method: 'pickup', branchIndex: 1 },
        payment: { method: 'transfer' },
        idempotencyKey: randomUUID(),
      },
      buyer,
      { remoteAddress: `10.9.${caller >> 8}.${caller & 255}` },
    );
    expect(placed.statusCode).toBe(400);
    expect(placed.json().message).toMatch(/Quedan 157 kg de Ácido cítrico anhidro en Sur de Quito/);
    // Run out: «agotado»; sold to order: bought in, so not limited.
    await setStock(app.db, 'ACI-001', 0, SOUTH);
    expect((await quote(1, { method: 'pickup', branchIndex: 1 })).json().lines[0].error).toBe(
      'Ácido cítrico anhidro está agotado en Sur de Quito',
    );
    await app.db.update(products).set({ soldToOrder: true }).where(eq(products.id, citricId));
    try {
      expect(
        (await quote(40, { method: 'pickup', branchIndex: 1 })).json().lines[0].error,
      ).toBeNull();
    } finally {
      await app.db.update(products).set({ soldToOrder: false }).where(eq(products.id, citricId));
    }
  });

  it('keeps a branch that holds stock in the company settings; renamed, it keeps its stock', async () => {
    const admin = (await app.createUser({ role: 'admin' })).token;
    type Settings = { branches: { id: string; name: string }[] };
    const current = (await api.get('/api/empresa/datos', admin)).json<{ settings: Settings }>()
      .settings;
    const withoutSouth = {
      ...current,
      branches: current.branches.filter((branch) => branch.id !== SOUTH),
    };
    const refused = await api.post('/api/empresa/guardar', withoutSouth, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/La sucursal «Sur de Quito» tiene stock/);
    const renamed = {
      ...current,
      branches: current.branches.map((branch) =>
        branch.id === SOUTH ? { ...branch, name: 'Quito Sur' } : branch,
      ),
    };
    const saved = await api.post('/api/empresa/guardar', renamed, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    // The same key: what the branch had is still its own, under its new name.
    expect(await level(SOUTH)).toMatchObject({ branchName: 'Quito Sur' });
  });
});
