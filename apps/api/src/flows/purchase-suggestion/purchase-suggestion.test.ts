import { eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DashboardSummary,
  LowStockResponse,
  ProductStock,
  PurchaseSuggestion,
} from '@quimia/contracts';
import { businessParties, mailMessages, products, productPresentations } from '../../db/schema';
import { ImportSession, writeSriXml, type SriDocumentInput } from '../../modules/consultas';
import { reserve } from '../../modules/inventory';
import { productIdsByCode } from '../../test/catalog-rows';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { recipientsOf, startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { buildTestApp, requestsTo, roleTokens, type TestApp } from '../../test/test-app';

// «Stock mínimo» per branch, low stock on what is available there, and «Sugerencia de compra»:
// what to buy by the supplier who sold each product last, sent to them by e-mail.

const SHOP_RUC = '1790016919001';
const VALLEY = 'valle-de-los-chillos';
const SOUTH = 'sur-de-quito';
const ANDINOS = { ruc: '0990018685001', name: 'Químicos Andinos S.A.', address: 'Guayaquil' };
const PACIFICO = { ruc: '1790011674001', name: 'Distribuidora Pacífico', address: 'Quito' };

/** A supplier's factura of citric acid under its catalogue code: `sacks` sacos of 25 kg. */
const purchase = (
  issuer: typeof ANDINOS,
  sequential: number,
  issueDate: string,
  sackPrice: number,
): SriDocumentInput => ({
  kind: 'factura',
  version: '1.0.0',
  issuer,
  establishment: '002',
  emissionPoint: '001',
  sequential,
  issueDate,
  buyer: { identificationType: '04', identification: SHOP_RUC, name: 'ProduApps S.A.' },
  lines: [
    {
      code: 'SACO-CIT',
      description: 'ACIDO CITRICO SACO 25KG',
      quantity: 4,
      unitPrice: sackPrice,
      ivaRateCode: '4',
    },
  ],
});

describe('«Sugerencia de compra» and the minimum stock per branch', () => {
  let app: TestApp;
  let smtp: SmtpPeer;
  let tokens: { admin: string; seller: string; client: string };
  const ids: Record<string, string> = {};
  const api = requestsTo(() => app);

  const setMinimum = (
    productId: string,
    branchId: string,
    minimum: unknown,
    token: string | null = tokens.seller,
  ) => api.post('/api/inventario/minimo', { productId, branchId, minimum }, token);
  const lowStock = async () => {
    const response = await api.get('/api/metricas/stockBajo?pageSize=100', tokens.seller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LowStockResponse>();
  };
  const suggestion = async () => {
    const response = await api.get('/api/inventario/sugerencia', tokens.seller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PurchaseSuggestion>();
  };
  const groupOf = (list: PurchaseSuggestion, name: string | null) =>
    list.groups.find((group) => (group.supplier?.name ?? null) === name);

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    app = await buildTestApp({ COMPANY_RUC: SHOP_RUC, SMTP_URL: smtp.url });
    await seedCatalog(app.db, FIXTURE);
    tokens = await roleTokens(app);
    Object.assign(
      ids,
      await productIdsByCode(app.db, { citric: 'ACI-001', soda: 'ALC-001', glycerin: 'GLI-001' }),
    );
    // Citric acid bought first from Andinos, then (its last purchase) from Pacífico.
    const session = new ImportSession(app.db, {
      dryRun: false,
      companyRuc: SHOP_RUC,
      importedBy: null,
    });
    await session.add('andinos.xml', strToU8(writeSriXml(purchase(ANDINOS, 1, '2026-06-10', 50))));
    await session.add(
      'pacifico.xml',
      strToU8(writeSriXml(purchase(PACIFICO, 7, '2026-07-02', 56.25))),
    );
    expect((await session.finish()).map((result) => result.outcome)).toEqual([
      'created',
      'created',
    ]);
    const [sack] = await app.db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .where(eq(productPresentations.label, 'Saco 25 kg'));
    for (const supplier of [ANDINOS, PACIFICO]) {
      const [party] = await app.db
        .select({ id: businessParties.id })
        .from(businessParties)
        .where(eq(businessParties.identification, supplier.ruc));
      ids[supplier.ruc] = party!.id;
      const mapped = await api.post(
        '/api/consultas/asignarCodigo',
        { partyId: party!.id, code: 'SACO-CIT', productId: ids.citric, presentationId: sack!.id },
        tokens.admin,
      );
      expect(mapped.statusCode, mapped.body).toBe(200);
    }
    await app.db
      .update(businessParties)
      .set({ email: 'ventas@pacifico.ec', phone: '099 555 1234' })
      .where(eq(businessParties.identification, PACIFICO.ruc));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('saves a minimum per branch, keeps their sum on the product, and clears one', async () => {
    const saved = await setMinimum(ids.citric!, SOUTH, 90);
    expect(saved.statusCode, saved.body).toBe(200);
    const south = saved.json<ProductStock>().levels.find((level) => level.branchId === SOUTH);
    // 100 kg available at the south, above its minimum of 90.
    expect(south).toMatchObject({ available: 100, minimum: 90, low: false });
    expect((await setMinimum(ids.citric!, VALLEY, 10.5)).statusCode).toBe(200);
    const detail = async () =>
      (
        await api.get(
          `/api/producto/getProducto?id=${ids.citric}&incluirBorradores=true`,
          tokens.seller,
        )
      ).json().product.minimumStock;
    expect(await detail()).toBe(100.5);
    const cleared = await setMinimum(ids.citric!, VALLEY, null);
    expect(
      cleared.json<ProductStock>().levels.find((level) => level.branchId === VALLEY)!.minimum,
    ).toBeNull();
    expect(await detail()).toBe(90);
  });

  it('refuses hostile minimums with a Spanish message, and a branch or product that is not there', async () => {
    for (const [value, message] of [
      [-1, 'El stock mínimo no puede ser negativo'],
      [2_000_000_000, 'El stock mínimo es demasiado alto'],
      [1.0001, 'El stock mínimo admite hasta tres decimales'],
      ['diez', 'Ingresa el stock mínimo'],
    ] as const) {
      const refused = await setMinimum(ids.soda!, SOUTH, value);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([{ field: 'minimum', message }]);
    }
    const branch = await setMinimum(ids.soda!, 'no-existe', 5);
    expect(branch.statusCode).toBe(400);
    expect(branch.json().details).toEqual([
      { field: 'branchId', message: 'Elige una de las sucursales' },
    ]);
    const product = await setMinimum('00000000-0000-4000-8000-000000000000', SOUTH, 5);
    expect(product.statusCode).toBe(404);
    expect(product.json().message).toBe('Producto no encontrado');
    const stock = await api.get(`/api/inventario/stock?id=${ids.soda}`, tokens.seller);
    expect(stock.json<ProductStock>().levels.every((level) => level.minimum === null)).toBe(true);
  });

  it('only lets staff set minimums and read or send the suggestion', async () => {
    expect((await setMinimum(ids.soda!, SOUTH, 5, tokens.client)).statusCode).toBe(403);
    expect((await setMinimum(ids.soda!, SOUTH, 5, null)).statusCode).toBe(401);
    expect((await api.get('/api/inventario/sugerencia', tokens.client)).statusCode).toBe(403);
    expect((await api.get('/api/inventario/sugerencia')).statusCode).toBe(401);
    const body = { supplierId: ids[PACIFICO.ruc], email: 'ventas@pacifico.ec' };
    expect(
      (await api.post('/api/inventario/sugerencia/enviar', body, tokens.client)).statusCode,
    ).toBe(403);
    expect((await api.post('/api/inventario/sugerencia/enviar', body)).statusCode).toBe(401);
  });

  it('counts a branch low on what is available there: a reservation pushes it under its minimum', async () => {
    const before = await lowStock();
    expect(before.items.some((item) => item.code === 'ACI-001')).toBe(false);
    // An order holds 20 kg at the south: 80 kg left available against a minimum of 90.
    await app.db.transaction((tx) => reserve(tx, ids.citric!, SOUTH, 20_000));
    // Glycerin watched at the valley until it runs out: 100 L there, not low.
    expect((await setMinimum(ids.glycerin!, VALLEY, 0)).statusCode).toBe(200);
    // Caustic soda at the valley: 100 kg available, a minimum of 150.
    expect((await setMinimum(ids.soda!, VALLEY, 150)).statusCode).toBe(200);

    const low = await lowStock();
    expect(
      low.items.map((item) => [
        item.code,
        item.branchName,
        item.available,
        item.reserved,
        item.minimum,
        item.shortfall,
      ]),
    ).toEqual([
      ['ALC-001', 'Valle de los Chillos', 100, 0, 150, 50],
      ['ACI-001', 'Sur de Quito', 80, 20, 90, 10],
    ]);
    // Principal's card counts exactly the list it opens.
    const summary = (
      await api.get('/api/metricas/resumen', tokens.seller)
    ).json<DashboardSummary>();
    expect(summary.waiting.find((item) => item.kind === 'lowStock')!.count).toBe(low.total);
    expect(low.total).toBe(2);
  });

  it('suggests what to buy by the last supplier, at its last price, in whole presentations', async () => {
    const list = await suggestion();
    expect(list.rule).toMatch(/doble del stock mínimo/);
    expect(list.total).toBe(2);
    expect(list.groups.map((group) => group.supplier?.name ?? null)).toEqual([PACIFICO.name, null]);
    const pacifico = groupOf(list, PACIFICO.name)!;
    expect(pacifico.supplier).toMatchObject({
      email: 'ventas@pacifico.ec',
      phone: '099 555 1234',
    });
    // 2 × 90 − 80 = 100 kg: four sacos of 25 kg at 56,25 each, 2,25 a kg.
    expect(pacifico.lines).toEqual([
      expect.objectContaining({
        code: 'ACI-001',
        branchName: 'Sur de Quito',
        available: 80,
        minimum: 90,
        suggested: 100,
        lastPurchase: expect.objectContaining({
          date: '2026-07-02',
          unitPriceCents: 225,
          packSize: 25,
        }),
        estimatedCents: 22_500,
      }),
    ]);
    expect(pacifico.estimatedCents).toBe(22_500);
    expect(pacifico.message).toContain('Ácido cítrico anhidro (ACI-001): 100 kg');
    // Never bought: 2 × 150 − 100 = 200 kg, no price.
    const none = groupOf(list, null)!;
    expect(none.lines).toEqual([
      expect.objectContaining({
        code: 'ALC-001',
        suggested: 200,
        lastPurchase: null,
        estimatedCents: null,
      }),
    ]);
  });

  it("queues the supplier's e-mail once per send, escaping what came from outside", async () => {
    await app.db
      .update(products)
      .set({ name: 'Ácido cítrico <img src=x onerror=alert(1)>' })
      .where(eq(products.id, ids.citric!));
    const send = (key: string, email = 'compras@pacifico.ec') =>
      api.post(
        '/api/inventario/sugerencia/enviar',
        { supplierId: ids[PACIFICO.ruc], email },
        tokens.seller,
        { headers: { 'idempotency-key': key } },
      );
    const sent = await send('sugerencia-0001');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Sugerencia enviada a compras@pacifico.ec: 1 producto.');
    // A double click sends nothing more.
    expect((await send('sugerencia-0001')).statusCode).toBe(200);
    const queued = async () =>
      app.db.select().from(mailMessages).where(eq(mailMessages.kind, 'purchase-suggestion'));
    expect(await queued()).toHaveLength(1);
    const mail = await smtp.next('compras@pacifico.ec');
    expect(recipientsOf(mail)).toEqual(['compras@pacifico.ec']);
    expect(mail.text).toContain('100 kg');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');

    // A new send is a new e-mail; a supplier with nothing to buy is a 404; a bad address a 400.
    expect((await send('sugerencia-0002')).statusCode).toBe(200);
    expect(await queued()).toHaveLength(2);
    const nothing = await api.post(
      '/api/inventario/sugerencia/enviar',
      { supplierId: ids[ANDINOS.ruc], email: 'ventas@andinos.ec' },
      tokens.seller,
    );
    expect(nothing.statusCode).toBe(404);
    const bad = await send('sugerencia-0003', 'no es correo');
    expect(bad.statusCode).toBe(400);
    expect(await queued()).toHaveLength(2);
  });

  it('follows what is available: stock received takes the line out of the suggestion', async () => {
    const received = await api.post(
      '/api/inventario/ajuste',
      { productId: ids.soda, branchId: VALLEY, counted: 151, reason: 'Conteo de prueba' },
      tokens.seller,
    );
    expect(received.statusCode, received.body).toBe(200);
    const list = await suggestion();
    expect(list.total).toBe(1);
    expect(groupOf(list, null)).toBeUndefined();
    expect((await lowStock()).total).toBe(1);
  });
});
