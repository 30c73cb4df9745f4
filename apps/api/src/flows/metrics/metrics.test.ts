import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsultaProductListResponse,
  Conversion,
  DashboardSummary,
  ImportResponse,
  LowStockResponse,
  PartyListResponse,
  PendingCommentsResponse,
  ProductTypeTotalsResponse,
  QuotationCommentSeries,
  StatusCounts,
  TopClientsResponse,
  TopProductsResponse,
  TradeSeries,
} from '@quimia/contracts';
import {
  formulaComments,
  formulas,
  formulaTypes,
  orders,
  productTypes,
  quotationRevisions,
  quotations,
} from '../../db/schema';
import { insertTestProduct } from '../../test/catalog-rows';
import { bearer, buildTestApp, roleTokens, type TestApp } from '../../test/test-app';
import { readDashboardSummary, readMetricsSummary } from '.';

// The metrics against the records that make them: quotations, orders, comments and products
// written with the instants chosen (Quito is UTC−5 all year), and sales and purchases imported
// as staff import them, then read through the consultas too. The year is 2024, far from the
// clock's today, so "today" and the fixtures never meet.

const SHOP_RUC = '1790016919001';
const MARIA = { id: '1710034065', name: 'María Pérez' };
const LUIS = { id: '1714307103', name: 'Luis Andrade' };
const SUPPLIER = { id: '0990018685001', name: 'Químicos Andinos S.A.' };

/** A CSV of sale or purchase lines: date, number, kind, party, code, description, quantity, price. */
function linesCsv(side: 'ventas' | 'compras', rows: string[][]) {
  const name = side === 'compras' ? 'Proveedor' : 'Nombre o razón social';
  const header = `Fecha;Número;Tipo de documento;Identificación;${name};Código;Descripción;Cantidad;Precio unitario;IVA %`;
  return [header, ...rows.map((row) => row.join(';'))].join('\n');
}

function multipart(name: string, data: string) {
  const boundary = `----metricas${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The figures of a quotation's revision or an order: one taxable item, IVA left out. */
const figures = (totalCents: number) => ({
  subtotalTaxableCents: totalCents,
  subtotalZeroCents: 0,
  subtotalExemptCents: 0,
  subtotalNotSubjectCents: 0,
  discountCents: 0,
  shippingCents: 0,
  ivaRate: 15,
  ivaCents: 0,
  totalCents,
  totalItems: 1,
});

/** 23:30 at the shop on `day` (04:30 UTC the next day). */
const lateAtShop = (day: string) => new Date(`${day}T23:30:00-05:00`);
const atShop = (day: string, time = '12:00') => new Date(`${day}T${time}:00-05:00`);

describe('metrics', () => {
  let app: TestApp;
  let tokens: { admin: string; seller: string; client: string };
  let typeIds: { acids: number; solvents: number; empty: number };
  let sequence = 0;

  const get = async <T>(url: string, token = tokens.seller) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  async function addQuotation(input: {
    createdAt: Date;
    status: 'new' | 'sent' | 'accepted' | 'rejected' | 'converted';
    totalCents: number;
    validUntil?: string;
    attention?: 'request' | 'message' | 'accepted';
  }) {
    sequence += 1;
    const [row] = await app.db
      .insert(quotations)
      .values({
        number: `COT-2024-${String(sequence).padStart(6, '0')}`,
        token: randomBytes(32).toString('base64url'),
        status: input.status,
        source: 'web',
        validUntil: input.validUntil ?? '2099-12-31',
        customerName: 'Cliente',
        customerEmail: 'cliente@ejemplo.ec',
        attention: input.attention ?? null,
        createdAt: input.createdAt,
        updatedAt: input.createdAt,
      })
      .returning({ id: quotations.id });
    await app.db.insert(quotationRevisions).values({
      quotationId: row!.id,
      revision: 1,
      validUntil: input.validUntil ?? '2099-12-31',
      totalCents: input.totalCents,
      summary: figures(input.totalCents),
      createdAt: input.createdAt,
    });
    return row!.id;
  }

  async function addOrder(input: {
    createdAt: Date;
    status: 'pending' | 'confirmed' | 'delivered' | 'cancelled';
    totalCents: number;
    quotationId?: string;
  }) {
    sequence += 1;
    const [row] = await app.db
      .insert(orders)
      .values({
        number: `PED-2024-${String(sequence).padStart(6, '0')}`,
        status: input.status,
        source: input.quotationId ? 'quotation' : 'checkout',
        quotationId: input.quotationId ?? null,
        billingIdentificationType: 'cedula',
        billingIdentification: MARIA.id,
        billingName: MARIA.name,
        billingAddress: 'Quito',
        billingEmail: 'maria@ejemplo.ec',
        deliveryMethod: 'pickup',
        paymentMethod: 'transfer',
        ...figures(input.totalCents),
        createdAt: input.createdAt,
        updatedAt: input.createdAt,
      })
      .returning({ id: orders.id });
    return row!.id;
  }

  async function importCsv(name: string, csv: string) {
    const body = multipart(name, csv);
    const response = await app.inject({
      method: 'POST',
      url: '/api/consultas/importar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.seller) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as ImportResponse;
    expect(answer.results.filter((result) => result.outcome === 'refused')).toEqual([]);
  }

  beforeAll(async () => {
    app = await buildTestApp({ COMPANY_RUC: SHOP_RUC });
    tokens = await roleTokens(app);
    const types = await app.db
      .insert(productTypes)
      .values([
        { slug: 'acidulantes', name: 'Acidulantes' },
        { slug: 'solventes', name: 'Solventes' },
        { slug: 'sin-productos', name: 'Sin productos' },
      ])
      .returning();
    typeIds = { acids: types[0]!.id, solvents: types[1]!.id, empty: types[2]!.id };
    const kilo = [{ label: 'Funda 1 kg', size: 1, unit: 'kg' as const, priceCents: 350 }];
    await insertTestProduct(
      app.db,
      {
        code: 'ACI-CIT',
        name: 'Ácido cítrico',
        typeId: typeIds.acids,
        unit: 'kg',
        stock: 500,
        // At its minimum: low.
        minimumStock: 500,
      },
      kilo,
    );
    await insertTestProduct(
      app.db,
      {
        code: 'ACI-ASC',
        name: 'Ácido ascórbico',
        typeId: typeIds.acids,
        unit: 'kg',
        status: 'draft',
        // Run out and under its minimum, but a draft: nobody can buy it, so it is not listed.
        minimumStock: 10,
      },
      kilo,
    );
    await insertTestProduct(
      app.db,
      {
        code: 'XIL',
        name: 'Xilol',
        typeId: typeIds.solvents,
        unit: 'kg',
        // Above its minimum stock; below its minimum order, which is no reorder point.
        stock: 2,
        minimumStock: 1,
        minimumOrder: 5,
      },
      kilo,
    );
    // Run out, with a minimum of zero (watched until it runs out): low.
    await insertTestProduct(
      app.db,
      {
        code: 'TOL',
        name: 'Tolueno',
        typeId: typeIds.solvents,
        unit: 'L',
        stock: 0,
        minimumStock: 0,
      },
      [{ label: 'Galón', size: 3.785, unit: 'L', priceCents: 1200 }],
    );

    // Quotations: one at 23:30 on 31 January at the shop (February in UTC), one at 00:30 on
    // 1 February, one converted 3 days later, one sent whose validity has passed, one accepted
    // at 23:30 on Sunday 31 March (Monday 1 April in UTC), one rejected on 29 February.
    await addQuotation({
      createdAt: lateAtShop('2024-01-31'),
      status: 'new',
      totalCents: 1000,
      attention: 'request',
    });
    await addQuotation({
      createdAt: atShop('2024-02-01', '00:30'),
      status: 'sent',
      totalCents: 2000,
      validUntil: '2024-02-15',
    });
    const converted = await addQuotation({
      createdAt: atShop('2024-03-10', '10:00'),
      status: 'converted',
      totalCents: 11_500,
    });
    await addQuotation({
      createdAt: lateAtShop('2024-03-31'),
      status: 'accepted',
      totalCents: 3000,
      attention: 'accepted',
    });
    await addQuotation({
      createdAt: atShop('2024-02-29'),
      status: 'rejected',
      totalCents: 500,
      attention: 'message',
    });
    const order = await addOrder({
      createdAt: atShop('2024-03-13', '10:00'),
      status: 'confirmed',
      totalCents: 11_500,
      quotationId: converted,
    });
    await app.db.update(quotations).set({ orderId: order }).where(eq(quotations.id, converted));
    await addOrder({
      createdAt: atShop('2024-03-31', '11:00'),
      status: 'pending',
      totalCents: 5750,
    });
    await addOrder({ createdAt: atShop('2024-03-20'), status: 'cancelled', totalCents: 4000 });
    await addOrder({ createdAt: atShop('2024-02-29'), status: 'delivered', totalCents: 2300 });

    const [formulaType] = await app.db
      .insert(formulaTypes)
      .values({ slug: 'limpieza', name: 'Limpieza' })
      .returning();
    const [formula] = await app.db
      .insert(formulas)
      .values({ slug: 'jabon-liquido', title: 'Jabón líquido', typeId: formulaType!.id })
      .returning();
    await app.db.insert(formulaComments).values([
      {
        formulaId: formula!.id,
        authorName: 'Ana',
        body: '¿Sirve con agua dura?',
        createdAt: lateAtShop('2024-01-31'),
      },
      {
        formulaId: formula!.id,
        authorName: 'Jorge',
        body: 'Me salió muy bien',
        status: 'approved',
        createdAt: atShop('2024-03-05'),
      },
      {
        formulaId: formula!.id,
        authorName: 'Rosa',
        body: '¿Qué fragancia recomiendan?',
        createdAt: atShop('2024-03-31', '15:00'),
      },
    ]);

    // Sales: January 20.00 (María); February 10.00 (María, on the 29th); March 20.00 (María),
    // a credit note of 2.50 against it and 25.00 (Luis, on the 31st). A purchase of 100.00 in
    // February.
    const citric = (quantity: string) => ['ACI-CIT', 'Ácido cítrico', quantity, '2.50', '15'];
    const freight = ['FLETE', 'Transporte', '1', '10.00', '15'];
    const row = (
      date: string,
      number: string,
      party: { id: string; name: string },
      item: string[],
      kind = 'Factura',
    ) => [date, number, kind, party.id, party.name, ...item];
    await importCsv(
      'ventas.csv',
      linesCsv('ventas', [
        row('31/01/2024', '001-001-000000001', MARIA, citric('4')),
        row('31/01/2024', '001-001-000000001', MARIA, freight),
        row('29/02/2024', '001-001-000000002', MARIA, citric('4')),
        row('02/03/2024', '001-001-000000003', MARIA, citric('4')),
        row('02/03/2024', '001-001-000000003', MARIA, freight),
        row('20/03/2024', '001-001-000000004', MARIA, citric('1'), 'Nota de crédito'),
        row('31/03/2024', '001-001-000000005', LUIS, citric('10')),
      ]),
    );
    await importCsv(
      'compras.csv',
      linesCsv('compras', [
        row('15/02/2024', '002-001-000000015', SUPPLIER, [
          '10023',
          'ACIDO CITRICO 25KG',
          '2',
          '50.00',
          '15',
        ]),
      ]),
    );
  });
  afterAll(async () => app?.close());

  const RANGE = 'desde=2024-01-01&hasta=2024-03-31';

  it('answers 401 to visitors and 403 to clients on every metric', async () => {
    for (const call of [
      'totalTiposProductos',
      'serieCotizaAndComentario',
      'ventasCompras',
      'estados',
      'conversion',
      'topProductos',
      'topClientes',
      'stockBajo',
      'comentariosPendientes',
      'resumen',
    ]) {
      const url = `/api/metricas/${call}`;
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const asClient = await app.inject({ method: 'GET', url, headers: bearer(tokens.client) });
      expect(asClient.statusCode, url).toBe(403);
    }
  });

  it('counts products per type, published and draft, every type listed', async () => {
    const answer = await get<ProductTypeTotalsResponse>(
      '/api/metricas/totalTiposProductos',
      tokens.admin,
    );
    const bySlug = Object.fromEntries(answer.items.map((item) => [item.typeSlug, item]));
    expect(bySlug.acidulantes).toMatchObject({ published: 1, draft: 1, total: 2 });
    expect(bySlug.solventes).toMatchObject({ published: 2, draft: 0, total: 2 });
    expect(bySlug['sin-productos']).toMatchObject({
      published: 0,
      draft: 0,
      total: 0,
      link: { screen: 'products', params: { tipo: 'sin-productos' } },
    });
    expect(answer.items[0]!.typeSlug).toBe('acidulantes');
    expect(answer.totals).toEqual({ published: 3, draft: 1, total: 4 });
  });

  it("groups quotations and comments by the shop's months and weeks, zero-filled", async () => {
    const months = await get<QuotationCommentSeries>(
      `/api/metricas/serieCotizaAndComentario?${RANGE}&agrupar=mes`,
    );
    expect(months.items).toEqual([
      { period: '2024-01-01', start: '2024-01-01', end: '2024-01-31', quotations: 1, comments: 1 },
      { period: '2024-02-01', start: '2024-02-01', end: '2024-02-29', quotations: 2, comments: 0 },
      { period: '2024-03-01', start: '2024-03-01', end: '2024-03-31', quotations: 2, comments: 2 },
    ]);
    expect(months.totals).toEqual({ quotations: 5, comments: 3 });

    // 31 March 2024 is a Sunday: its 23:30 quotation closes the week of Monday the 25th.
    const weeks = await get<QuotationCommentSeries>(
      '/api/metricas/serieCotizaAndComentario?desde=2024-03-18&hasta=2024-04-02&agrupar=semana',
    );
    expect(weeks.items).toEqual([
      { period: '2024-03-18', start: '2024-03-18', end: '2024-03-24', quotations: 0, comments: 0 },
      { period: '2024-03-25', start: '2024-03-25', end: '2024-03-31', quotations: 1, comments: 1 },
      { period: '2024-04-01', start: '2024-04-01', end: '2024-04-02', quotations: 0, comments: 0 },
    ]);

    const days = await get<QuotationCommentSeries>(
      '/api/metricas/serieCotizaAndComentario?desde=2024-01-31&hasta=2024-02-02&agrupar=dia',
    );
    expect(days.items.map((item) => [item.period, item.quotations, item.comments])).toEqual([
      ['2024-01-31', 1, 1],
      ['2024-02-01', 1, 0],
      ['2024-02-02', 0, 0],
    ]);
  });

  it('refuses reversed or too long ranges and unknown groupings with a 400 in Spanish', async () => {
    const refused = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/metricas/serieCotizaAndComentario?${query}`,
        headers: bearer(tokens.seller),
      });
      expect(response.statusCode, query).toBe(400);
      return (response.json() as { message: string }).message;
    };
    expect(await refused('desde=2024-03-01&hasta=2024-02-01')).toBe(
      'La fecha inicial es posterior a la final',
    );
    expect(await refused('desde=2023-01-01&hasta=2024-12-31&agrupar=dia')).toMatch(
      /como máximo 400 días/,
    );
    // The end left out is today: years of days are refused once it is filled in.
    expect(await refused('desde=2020-01-01&agrupar=dia')).toMatch(/como máximo 400 días/);
    expect(await refused('agrupar=anio')).toBeTruthy();
    expect(await refused('desde=2024-02-30')).toBeTruthy();
    const reversed = await app.inject({
      method: 'GET',
      url: '/api/metricas/estados?desde=2024-03-01&hasta=2024-02-01',
      headers: bearer(tokens.seller),
    });
    expect(reversed.statusCode).toBe(400);
  });

  it('adds sales and purchases per month exactly as the consultas do, net of credit notes', async () => {
    const series = await get<TradeSeries>(`/api/metricas/ventasCompras?${RANGE}&agrupar=mes`);
    expect(series.items.map((item) => [item.period, item.salesCents, item.purchasesCents])).toEqual(
      [
        ['2024-01-01', 2000, 0],
        ['2024-02-01', 1000, 10_000],
        ['2024-03-01', 2000 - 250 + 2500, 0],
      ],
    );
    expect(series.totals).toMatchObject({
      salesCents: 7250,
      purchasesCents: 10_000,
      salesInvoices: 4,
    });
    for (const month of series.items) {
      const range = `desde=${month.start}&hasta=${month.end}&pageSize=100`;
      const clients = await get<PartyListResponse>(`/api/consultas/getClientes?${range}`);
      const suppliers = await get<PartyListResponse>(`/api/consultas/getProveedores?${range}`);
      const sum = (list: PartyListResponse) =>
        list.items.reduce((total, item) => total + item.amountCents, 0);
      expect(month.salesCents, month.period).toBe(sum(clients));
      expect(month.purchasesCents, month.period).toBe(sum(suppliers));
    }
    // Days without documents are there, at zero.
    const days = await get<TradeSeries>(
      '/api/metricas/ventasCompras?desde=2024-03-01&hasta=2024-03-03&agrupar=dia',
    );
    expect(days.items.map((item) => item.salesCents)).toEqual([0, 2000, 0]);
  });

  it('ranks products and clients by what they bought, as the consultas list them', async () => {
    const products = await get<TopProductsResponse>(`/api/metricas/topProductos?${RANGE}`);
    const consulta = await get<ConsultaProductListResponse>(
      `/api/consultas/getProductos?${RANGE}&con=ventas`,
    );
    expect(products.items).toEqual([
      expect.objectContaining({
        code: 'ACI-CIT',
        salesCents: 1000 + 1000 + 1000 - 250 + 2500,
        quantity: 21,
        unit: 'kg',
      }),
    ]);
    expect(products.items[0]!.salesCents).toBe(consulta.items[0]!.salesCents);

    const clients = await get<TopClientsResponse>(`/api/metricas/topClientes?${RANGE}&limite=1`);
    expect(clients.items).toEqual([
      expect.objectContaining({
        name: MARIA.name,
        amountCents: 2000 + 1000 + 2000 - 250,
        invoiceCount: 3,
      }),
    ]);
    const march = await get<TopClientsResponse>(
      '/api/metricas/topClientes?desde=2024-03-01&hasta=2024-03-31',
    );
    expect(march.items.map((item) => [item.name, item.amountCents])).toEqual([
      [LUIS.name, 2500],
      [MARIA.name, 1750],
    ]);
  });

  it('counts quotations and orders per status, and how quotations become orders', async () => {
    const statuses = await get<StatusCounts>(`/api/metricas/estados?${RANGE}`);
    const quotationsBy = Object.fromEntries(
      statuses.quotations.map((row) => [row.status, [row.count, row.totalCents]]),
    );
    expect(quotationsBy).toEqual({
      new: [1, 1000],
      sent: [0, 0],
      expired: [1, 2000],
      accepted: [1, 3000],
      rejected: [1, 500],
      converted: [1, 11_500],
    });
    const ordersBy = Object.fromEntries(statuses.orders.map((row) => [row.status, row.count]));
    expect(ordersBy).toEqual({
      pending: 1,
      confirmed: 1,
      shipped: 0,
      ready: 0,
      delivered: 1,
      cancelled: 1,
    });
    expect(statuses.orders.find((row) => row.status === 'pending')!.link).toEqual({
      screen: 'orders',
      params: { estado: 'pending', desde: '2024-01-01', hasta: '2024-03-31' },
    });

    const conversion = await get<Conversion>(`/api/metricas/conversion?${RANGE}`);
    expect(conversion).toEqual({
      desde: '2024-01-01',
      hasta: '2024-03-31',
      quotations: 5,
      converted: 1,
      acceptedWaiting: 1,
      ratePercent: 20,
      averageDaysToConvert: 3,
      convertedOrdersCents: 11_500,
    });
    const none = await get<Conversion>(
      '/api/metricas/conversion?desde=2023-01-01&hasta=2023-12-31',
    );
    expect(none).toMatchObject({ quotations: 0, ratePercent: null, averageDaysToConvert: null });
  });

  it('lists published products at their minimum stock at a branch, and comments waiting for moderation', async () => {
    const low = await get<LowStockResponse>('/api/metricas/stockBajo');
    // Run out first, then by the share of the minimum left; each at its branch.
    expect(
      low.items.map((item) => [
        item.code,
        item.branchName,
        item.available,
        item.minimum,
        item.shortfall,
      ]),
    ).toEqual([
      ['TOL', 'Valle de los Chillos', 0, 0, 0],
      ['ACI-CIT', 'Valle de los Chillos', 500, 500, 0],
    ]);
    expect(low.total).toBe(2);
    const second = await get<LowStockResponse>('/api/metricas/stockBajo?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, items: [{ code: 'ACI-CIT', unit: 'kg' }] });

    const comments = await get<PendingCommentsResponse>(
      '/api/metricas/comentariosPendientes?limite=1',
    );
    expect(comments.total).toBe(2);
    expect(comments.items).toEqual([
      expect.objectContaining({
        authorName: 'Ana',
        formulaSlug: 'jabon-liquido',
        createdAt: '2024-02-01T04:30:00.000Z',
      }),
    ]);
  });

  it("sums up Principal: what waits, and today's and this month's figures against last month", async () => {
    // 31 March 2024 against 29 February (the same day does not exist) and 1–29 February.
    const summary: DashboardSummary = await readDashboardSummary(app.db, '2024-03-31');
    expect(Object.fromEntries(summary.waiting.map((item) => [item.kind, item.count]))).toEqual({
      quotationRequests: 1,
      quotationMessages: 1,
      quotationsAccepted: 1,
      ordersPending: 1,
      ordersConfirmed: 1,
      commentsPending: 2,
      lowStock: 2,
    });
    // Each quotations figure opens the list of exactly the quotations it counts.
    for (const item of summary.waiting.filter((waiting) => waiting.link.screen === 'quotations')) {
      const list = await get<{ total: number }>(
        `/api/cotizar/lista?${new URLSearchParams(item.link.params)}`,
      );
      expect(list.total, item.kind).toBe(item.count);
    }
    expect(summary.day.previous).toEqual({ desde: '2024-02-29', hasta: '2024-02-29' });
    expect(summary.day.salesCents).toMatchObject({
      current: 2500,
      previous: 1000,
      changePercent: 150,
    });
    expect(summary.day.quotations).toMatchObject({ current: 1, previous: 1 });
    expect(summary.day.orders).toMatchObject({ current: 1, previous: 1 });
    expect(summary.day.ordersCents).toMatchObject({ current: 5750, previous: 2300 });
    expect(summary.month.current).toEqual({ desde: '2024-03-01', hasta: '2024-03-31' });
    expect(summary.month.previous).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    expect(summary.month.salesCents).toMatchObject({ current: 4250, previous: 1000 });
    // Cancelled orders are left out: 11,500 + 5,750 in March.
    expect(summary.month.orders).toMatchObject({ current: 2, previous: 1 });
    expect(summary.month.ordersCents).toMatchObject({ current: 17_250, previous: 2300 });
    expect(summary.month.quotations).toMatchObject({
      current: 2,
      previous: 2,
      changePercent: 0,
      link: { screen: 'quotations', params: { desde: '2024-03-01', hasta: '2024-03-31' } },
    });

    const live = await get<DashboardSummary>('/api/metricas/resumen');
    expect(live.waiting).toEqual(summary.waiting);
  });

  it('reads the whole range in one call for QuimIA', async () => {
    const summary = await readMetricsSummary(app.db, { desde: '2024-01-01', hasta: '2024-03-31' });
    expect(summary.trade).toEqual({
      salesCents: 7250,
      purchasesCents: 10_000,
      salesInvoices: 4,
      purchaseInvoices: 1,
    });
    expect(summary.quotationsByStatus.expired).toBe(1);
    expect(summary.conversion.ratePercent).toBe(20);
    expect(summary.topClients[0]!.name).toBe(MARIA.name);
    expect(summary.lowStock.total).toBe(2);
    expect(summary.commentsToModerate).toBe(2);
    await expect(
      readMetricsSummary(app.db, { desde: '2024-03-01', hasta: '2024-02-01' }),
    ).rejects.toThrow('La fecha inicial es posterior a la final');
  });
});
