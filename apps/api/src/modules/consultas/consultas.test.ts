import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsultaFormulaListResponse,
  ConsultaProductDetail,
  DocumentLinesResponse,
  FormulaCost,
  ImportEvent,
  ImportResponse,
  PartyDetail,
  PartyListResponse,
  PartyProductsResponse,
  ProductPartiesResponse,
  UnmatchedCodesResponse,
  ConsultaProductListResponse,
} from '@quimia/contracts';
import { formulaIngredients, formulas, formulaTypes, productTypes } from '../../db/schema';
import { insertTestProduct } from '../../test/catalog-rows';
import { bearer, buildTestApp, roleTokens, type TestApp } from '../../test/test-app';
import { ImportStoppedError } from './import/import-options';
import { ImportSession } from './import/import-session';
import { writeSriXml, type SriDocumentInput } from './sri/sri-xml-writer';

// Staff import a year's SRI documents and CSV files and read the business from them: every
// figure here is checked against the lines that make it.

const SHOP_RUC = '1790016919001';
const SHOP = { ruc: SHOP_RUC, name: 'ProduApps S.A.', address: 'Av. Amazonas N24-03, Quito' };
const SUPPLIER = { ruc: '0990018685001', name: 'Químicos Andinos S.A.', address: 'Guayaquil' };
const CLIENT = {
  identificationType: '05',
  identification: '1710034065',
  name: 'María Pérez',
  address: 'Cuenca',
};

/** A sale the shop issued: 4 sacos of citric acid (its catalogue code) and a line with no code. */
const sale = (sequential: number, issueDate: string, extra: Partial<SriDocumentInput> = {}) =>
  ({
    kind: 'factura',
    version: '2.1.0',
    issuer: SHOP,
    establishment: '001',
    emissionPoint: '001',
    sequential,
    issueDate,
    buyer: CLIENT,
    buyerEmail: 'maria@ejemplo.ec',
    lines: [
      {
        code: 'ACI-CIT',
        description: 'Ácido cítrico anhidro',
        quantity: 4,
        unitPrice: 2.5,
        ivaRateCode: '4',
      },
      { code: 'FLETE', description: 'Transporte', quantity: 1, unitPrice: 10, ivaRateCode: '4' },
    ],
    ...extra,
  }) satisfies SriDocumentInput;

/** A purchase from the supplier: 2 sacos of 25 kg under the supplier's own code. */
const purchase = (sequential: number, issueDate: string, unitPrice: number) =>
  ({
    kind: 'factura',
    version: '1.0.0',
    issuer: SUPPLIER,
    establishment: '002',
    emissionPoint: '001',
    sequential,
    issueDate,
    buyer: { identificationType: '04', identification: SHOP_RUC, name: SHOP.name },
    lines: [
      {
        code: '10023',
        description: 'ACIDO CITRICO 25KG',
        quantity: 2,
        unitPrice,
        ivaRateCode: '4',
      },
    ],
  }) satisfies SriDocumentInput;

const creditNote = {
  kind: 'notaCredito',
  issuer: SHOP,
  establishment: '001',
  emissionPoint: '001',
  sequential: 7,
  issueDate: '2026-03-20',
  buyer: CLIENT,
  modifies: {
    documentCode: '01',
    number: '001-001-000000001',
    issueDate: '2026-03-02',
    reason: 'Devolución de un saco',
  },
  lines: [
    {
      code: 'ACI-CIT',
      description: 'Ácido cítrico anhidro',
      quantity: 1,
      unitPrice: 2.5,
      ivaRateCode: '4',
    },
  ],
} satisfies SriDocumentInput;

type UploadFile = { name: string; data: Uint8Array | string };

/** A multipart body: fields first, then every file in the `files` field. */
function multipart(files: UploadFile[], fields: Record<string, string> = {}) {
  const boundary = `----consultas${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A ZIP of `count` purchases from the supplier, numbered from `first`. */
const purchasesZip = (first: number, count: number) =>
  zipSync(
    Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `compras/compra-${first + index}.xml`,
        strToU8(writeSriXml(purchase(first + index, '2026-07-01', 50))),
      ]),
    ),
  );

/** The events of a `text/event-stream` answer, each as soon as it arrives. */
async function* eventsOf(response: Response): AsyncGenerator<ImportEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    const events = buffered.split('\n\n');
    buffered = events.pop() ?? '';
    for (const event of events) yield JSON.parse(event.replace(/^data: /, '')) as ImportEvent;
  }
}

describe('consultas', () => {
  let app: TestApp;
  let tokens: { admin: string; seller: string; client: string };
  let citric: { id: string; presentations: Map<string, string> };

  const get = async <T>(url: string, token = tokens.seller) => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const upload = (
    files: UploadFile[],
    options: { dryRun?: boolean; fields?: Record<string, string> } = {},
  ) => {
    const body = multipart(files, options.fields);
    return app.inject({
      method: 'POST',
      url: `/api/consultas/importar${options.dryRun ? '?simular=1' : ''}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.seller) },
    });
  };
  const imported = async (
    files: UploadFile[],
    options: { dryRun?: boolean; fields?: Record<string, string> } = {},
  ) => {
    const response = await upload(files, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportResponse;
  };

  const saleXml = writeSriXml(sale(1, '2026-03-02'), { wrapper: 'cdata' });
  const secondSaleXml = writeSriXml(sale(2, '2026-04-10', { version: '1.1.0' }));
  const creditNoteXml = writeSriXml(creditNote, { wrapper: 'escaped' });
  const purchaseXml = writeSriXml(purchase(15, '2026-02-15', 50));
  const laterPurchaseXml = writeSriXml(purchase(16, '2026-03-25', 55));
  const notOursXml = writeSriXml({
    ...purchase(17, '2026-03-25', 55),
    buyer: { identificationType: '04', identification: '0992506717001', name: 'Otra empresa' },
  });

  beforeAll(async () => {
    app = await buildTestApp({ COMPANY_RUC: SHOP_RUC });
    tokens = await roleTokens(app);
    const [type] = await app.db
      .insert(productTypes)
      .values({ slug: 'acidulantes', name: 'Acidulantes' })
      .returning();
    citric = await insertTestProduct(
      app.db,
      { code: 'ACI-CIT', name: 'Ácido cítrico anhidro', typeId: type!.id, unit: 'kg' },
      [
        { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 350 },
        { label: 'Saco 25 kg', size: 25, unit: 'kg', priceCents: 6000 },
      ],
    );
  });
  afterAll(async () => app?.close());

  it('answers 401 to visitors and 403 to clients on every call', async () => {
    const id = randomUUID();
    const calls = [
      'getClientes',
      `getCliente?id=${id}`,
      `getProductosCliente?id=${id}`,
      `getDetalleProductosCliente?id=${id}&producto=${id}`,
      'getProductos',
      `getProducto?id=${id}`,
      'buscarProducto?q=acido',
      `getProveedoresProducto?id=${id}`,
      `getClientesProducto?id=${id}`,
      `getComprasProducto?id=${id}`,
      `getVentasProducto?id=${id}`,
      `getProformasProducto?id=${id}`,
      `getFormulasProducto?id=${id}`,
      'getProveedores',
      `getProveedor?id=${id}`,
      `getProductosProveedor?id=${id}`,
      `getDetalleProductosProveedor?id=${id}&producto=${id}`,
      'getFormulas',
      `getFormula?id=${id}`,
      `getDetalleFormula?id=${id}`,
      'codigosPendientes',
      'plantilla?tipo=ventas',
    ];
    for (const call of calls) {
      const url = `/api/consultas/${call}`;
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const asClient = await app.inject({ method: 'GET', url, headers: bearer(tokens.client) });
      expect(asClient.statusCode, url).toBe(403);
    }
    const body = multipart([{ name: 'f.xml', data: saleXml }]);
    const importing = await app.inject({
      method: 'POST',
      url: '/api/consultas/importar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.client) },
    });
    expect(importing.statusCode).toBe(403);
  });

  it('shows in a dry run what a ZIP would bring, and writes nothing', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE factura [<!ENTITY x SYSTEM "file:///etc/passwd">]><factura>&x;</factura>`;
    const zip = zipSync({
      'marzo/venta-1.xml': strToU8(saleXml),
      'marzo/nota-credito.xml': strToU8(creditNoteXml),
      'compras/compra-15.xml': strToU8(purchaseXml),
      'otra-empresa.xml': strToU8(notOursXml),
      'malicioso.xml': strToU8(xxe),
      '../../etc/cron.xml': strToU8(saleXml),
      'roto.xml': strToU8(saleXml.replace(/<claveAcceso>(\d{48})\d/, '<claveAcceso>$10')),
    });
    const answer = await imported([{ name: 'anio.zip', data: zip }], { dryRun: true });
    expect(answer.dryRun).toBe(true);
    const byFile = Object.fromEntries(answer.results.map((result) => [result.file, result]));
    expect(byFile['anio.zip/marzo/venta-1.xml']).toMatchObject({
      outcome: 'created',
      kind: 'factura',
      direction: 'sale',
      number: '001-001-000000001',
      partyName: 'María Pérez',
      unmatchedLines: 1,
    });
    expect(byFile['anio.zip/marzo/nota-credito.xml']).toMatchObject({
      outcome: 'created',
      kind: 'notaCredito',
    });
    expect(byFile['anio.zip/compras/compra-15.xml']).toMatchObject({
      outcome: 'created',
      direction: 'purchase',
      partyName: SUPPLIER.name,
      unmatchedLines: 1,
    });
    expect(byFile['anio.zip/otra-empresa.xml']!.message).toContain('No es de nuestro RUC');
    expect(byFile['anio.zip/malicioso.xml']!.outcome).toBe('refused');
    expect(byFile['anio.zip/roto.xml']!.outcome).toBe('refused');
    const traversal = answer.results.find((result) => result.file.includes('cron.xml'));
    expect(traversal?.outcome).toBe('refused');
    expect(answer.counts).toEqual({ created: 3, duplicate: 0, refused: 4, updated: 0 });

    const clients = await get<PartyListResponse>('/api/consultas/getClientes');
    expect(clients.total).toBe(0);
  });

  it('imports the documents once: the same files again change nothing', async () => {
    const files = [
      { name: 'venta-1.xml', data: saleXml },
      { name: 'venta-2.xml', data: secondSaleXml },
      { name: 'nc-7.xml', data: creditNoteXml },
      { name: 'compra-15.xml', data: purchaseXml },
      { name: 'compra-16.xml', data: laterPurchaseXml },
    ];
    const first = await imported(files);
    expect(first.counts.created).toBe(5);
    const again = await imported(files);
    expect(again.counts).toEqual({ created: 0, duplicate: 5, refused: 0, updated: 0 });
    const documents = await app.db.execute(sql`select count(*)::int as count from tax_documents`);
    expect((documents as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(5);
  });

  it("adds up a client's figures from their lines, net of the credit note", async () => {
    const clients = await get<PartyListResponse>('/api/consultas/getClientes');
    expect(clients.total).toBe(1);
    const client = clients.items[0]!;
    // Two invoices of 4 × 2.50 + 10.00 = 20.00, less a credit note of 2.50.
    expect(client).toMatchObject({
      identification: CLIENT.identification,
      identificationType: 'cedula',
      name: 'María Pérez',
      email: 'maria@ejemplo.ec',
      amountCents: 3750,
      invoiceCount: 2,
      lastDate: '2026-04-10',
    });

    const detail = await get<PartyDetail>(`/api/consultas/getCliente?id=${client.id}`);
    expect(detail.sales).toMatchObject({
      amountCents: 3750,
      invoiceCount: 2,
      creditNoteCount: 1,
      firstDate: '2026-03-02',
      lastDate: '2026-04-10',
    });
    expect(detail.recentDocuments.map((document) => document.number)).toEqual([
      '001-001-000000002',
      '001-001-000000007',
      '001-001-000000001',
    ]);

    const products = await get<PartyProductsResponse>(
      `/api/consultas/getProductosCliente?id=${client.id}`,
    );
    const acid = products.items.find((item) => item.productId === citric.id)!;
    expect(acid).toMatchObject({ name: 'Ácido cítrico anhidro', quantity: 7, amountCents: 1750 });
    const freight = products.items.find((item) => item.key === 'codigo:FLETE')!;
    expect(freight).toMatchObject({ productId: null, amountCents: 2000, lineCount: 2 });

    const lines = await get<DocumentLinesResponse>(
      `/api/consultas/getDetalleProductosCliente?id=${client.id}&producto=${acid.key}`,
    );
    expect(lines.items.map((line) => line.subtotalCents).sort()).toEqual([-250, 1000, 1000]);
    expect(lines.items.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(acid.amountCents);

    const inRange = await get<PartyListResponse>(
      '/api/consultas/getClientes?desde=2026-04-01&hasta=2026-04-30',
    );
    expect(inRange.items[0]!.amountCents).toBe(2000);
  });

  it("maps a supplier's code once: past lines follow, and the cost is per kilogram", async () => {
    const pending = await get<UnmatchedCodesResponse>('/api/consultas/codigosPendientes');
    const code = pending.items.find((item) => item.code === '10023')!;
    expect(code).toMatchObject({ partyName: SUPPLIER.name, lineCount: 2, direction: 'purchase' });

    const mapped = await app.inject({
      method: 'POST',
      url: '/api/consultas/asignarCodigo',
      headers: bearer(tokens.admin),
      payload: {
        partyId: code.partyId,
        code: '10023',
        productId: citric.id,
        presentationId: citric.presentations.get('Saco 25 kg'),
      },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ matchedLines: 2 });
    expect(
      (await get<UnmatchedCodesResponse>('/api/consultas/codigosPendientes')).items.map(
        (item) => item.code,
      ),
    ).toEqual(['FLETE']);

    const suppliers = await get<ProductPartiesResponse>(
      `/api/consultas/getProveedoresProducto?id=${citric.id}`,
    );
    // 2 sacos at 50 and 2 at 55: 100 kg for 210.00; the latest at 55 / 25 kg.
    expect(suppliers.items).toEqual([
      expect.objectContaining({
        name: SUPPLIER.name,
        quantity: 100,
        amountCents: 21000,
        lastUnitPrice: 2.2,
        averageUnitPrice: 2.1,
        lastDate: '2026-03-25',
      }),
    ]);

    // What is bought from the supplier: in kilograms, at a price per kilogram, not in sacos.
    const bought = await get<PartyProductsResponse>(
      `/api/consultas/getProductosProveedor?id=${code.partyId}`,
    );
    expect(bought.items).toEqual([
      expect.objectContaining({
        productId: citric.id,
        quantity: 100,
        unit: 'kg',
        lastUnitPrice: 2.2,
      }),
    ]);

    const product = await get<ConsultaProductDetail>(`/api/consultas/getProducto?id=${citric.id}`);
    expect(product.sales).toMatchObject({ quantity: 7, amountCents: 1750, clientCount: 1 });
    expect(product.purchases).toMatchObject({
      quantity: 100,
      amountCents: 21000,
      supplierCount: 1,
    });
    expect(product.lastCost).toMatchObject({
      unitCost: 2.2,
      unit: 'kg',
      supplierName: SUPPLIER.name,
    });
    // The catalogue's cheapest: 60.00 for 25 kg.
    expect(product.product.listUnitPrice).toBe(2.4);
    expect(product.marginPercent).toBe(16);
    const march = product.monthly.find((month) => month.month === '2026-03');
    expect(march).toMatchObject({ salesCents: 750, purchasesCents: 11000 });

    // A purchase imported after the mapping is matched as it arrives.
    const later = await imported([
      { name: 'compra-18.xml', data: writeSriXml(purchase(18, '2026-05-05', 60)) },
    ]);
    expect(later.results[0]).toMatchObject({ outcome: 'created', unmatchedLines: 0 });
    const suppliersAfter = await get<ProductPartiesResponse>(
      `/api/consultas/getProveedoresProducto?id=${citric.id}`,
    );
    expect(suppliersAfter.items[0]).toMatchObject({ quantity: 150, lastUnitPrice: 2.4 });

    // A date range counts the mapped lines and the new one, from whole months and loose days.
    const listed = async (range: string) =>
      (
        await get<ConsultaProductListResponse>(`/api/consultas/getProductos?con=compras&${range}`)
      ).items.find((item) => item.id === citric.id);
    expect(await listed('desde=2026-01-01&hasta=2026-04-30')).toMatchObject({
      purchasesQuantity: 100,
      purchasesCents: 21000,
    });
    expect(await listed('desde=2026-03-02&hasta=2026-05-05')).toMatchObject({
      purchasesQuantity: 100,
      lastPurchaseDate: '2026-05-05',
    });
    expect(await listed('desde=2026-05-06')).toBeUndefined();
  });

  it('costs a batch of a formula from its ingredients latest purchase', async () => {
    const [formulaType] = await app.db
      .insert(formulaTypes)
      .values({ slug: 'bebidas', name: 'Bebidas' })
      .returning();
    const [formula] = await app.db
      .insert(formulas)
      .values({
        slug: 'limonada',
        title: 'Limonada en polvo',
        typeId: formulaType!.id,
        batchYieldAmount: 10,
        batchYieldUnit: 'kg',
      })
      .returning();
    await app.db.insert(formulaIngredients).values([
      {
        formulaId: formula!.id,
        position: 0,
        name: 'Ácido cítrico',
        productId: citric.id,
        amount: 500,
        unit: 'g',
      },
      { formulaId: formula!.id, position: 1, name: 'Azúcar', amount: 9.5, unit: 'kg' },
      // Water from the tap: no product, no purchase, and it costs nothing.
      { formulaId: formula!.id, position: 2, name: 'Agua potable', amount: 2, unit: 'L' },
    ]);

    const cost = await get<FormulaCost>(
      `/api/consultas/getDetalleFormula?id=${formula!.id}&lote=20`,
    );
    const acid = cost.lines[0]!;
    // 20 kg is twice the yield: 1 kg of acid at 2.40 per kg.
    expect(acid).toMatchObject({
      amount: 1000,
      unit: 'g',
      productAmount: 1,
      costCents: 240,
      catalogueCents: 240,
    });
    expect(cost.lines[1]).toMatchObject({
      costCents: null,
      notes: ['No está enlazado a un producto del catálogo'],
    });
    expect(cost.lines[2]).toMatchObject({ costCents: 0, catalogueCents: 0, estimated: true });
    expect(cost.lines[2]!.notes.join(' ')).toMatch(/agua/i);
    expect(acid.estimated).toBe(false);
    expect(cost).toMatchObject({ batchCostCents: null, costedCents: 240, missingCostCount: 1 });

    const list = await app.inject({
      method: 'GET',
      url: '/api/consultas/getFormulas?q=limonada',
      headers: bearer(tokens.seller),
    });
    expect(list.json().items[0]).toMatchObject({
      ingredientCount: 3,
      costedCount: 2,
      batchCostCents: null,
    });
  });

  it('completes a batch cost with the prices staff set by hand for ingredients not in the catalogue', async () => {
    const [formulaType] = await app.db
      .insert(formulaTypes)
      .values({ slug: 'conservas', name: 'Conservas' })
      .returning();
    const typeId = formulaType!.id;
    const [formula] = await app.db
      .insert(formulas)
      .values({
        typeId,
        slug: 'mermelada-de-mora',
        title: 'Mermelada de mora',
        batchYieldAmount: 10,
        batchYieldUnit: 'kg',
      })
      .returning();
    const [tank] = await app.db
      .insert(formulas)
      .values({ typeId, slug: 'esencia-en-caneca', title: 'Aromatizante en caneca' })
      .returning();
    await app.db.insert(formulaIngredients).values([
      { formulaId: formula!.id, position: 0, name: 'Azúcar  blanca', amount: 500, unit: 'g' },
      { formulaId: formula!.id, position: 1, name: 'Mora de Castilla', amount: 2, unit: 'kg' },
      { formulaId: formula!.id, position: 2, name: 'Agua destilada', amount: 7.5, unit: 'L' },
      { formulaId: tank!.id, position: 0, name: 'Esencia de fresa', amount: 1, unit: 'caneca' },
    ]);
    const costUrl = `/api/consultas/getDetalleFormula?id=${formula!.id}`;
    const before = await get<FormulaCost>(costUrl);
    expect(before).toMatchObject({ batchCostCents: null, missingCostCount: 2 });

    const setPrice = (payload: object, token: string | null = tokens.seller) =>
      app.inject({
        method: 'POST',
        url: '/api/consultas/fijarPrecioIngrediente',
        payload,
        headers: token ? bearer(token) : {},
      });
    const sugar = { name: 'Azúcar blanca', unit: 'kg', unitPriceCents: 120 };
    expect((await setPrice(sugar, null)).statusCode).toBe(401);
    expect((await setPrice(sugar, tokens.client)).statusCode).toBe(403);

    // Sent twice, and then with other case, accents and spaces: one price, the last one.
    expect((await setPrice(sugar)).statusCode).toBe(200);
    expect((await setPrice(sugar)).statusCode).toBe(200);
    const replaced = await setPrice({ ...sugar, name: ' azucar   BLANCA ', unitPriceCents: 130 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().message).toContain('$1,30 por kg');
    const stored = (await app.db.execute(
      sql`select count(*)::int as count from ingredient_prices`,
    )) as unknown as { rows: { count: number }[] };
    expect(stored.rows[0]!.count).toBe(1);
    // Mora by the gram: 2 kg at 0,25 per gram.
    const mora = await setPrice(
      { name: 'mora de castilla', unit: 'g', unitPriceCents: 25 },
      tokens.admin,
    );
    expect(mora.statusCode, mora.body).toBe(200);

    const after = await get<FormulaCost>(costUrl);
    expect(after.lines[0]).toMatchObject({
      productAmount: 0.5,
      productUnit: 'kg',
      costCents: 65,
      estimated: false,
      handPrice: { unit: 'kg', unitPriceCents: 130, updatedBy: expect.stringMatching(/Usuario/) },
    });
    expect(Date.parse(after.lines[0]!.handPrice!.updatedAt)).not.toBeNaN();
    // Said in the notes too: QuimIA and the exported table read them.
    expect(after.lines[0]!.notes).toEqual(['Precio manual: $1,30 por kg']);
    expect(after.lines[1]).toMatchObject({ productAmount: 2000, costCents: 50_000 });
    expect(after.lines[2]).toMatchObject({ costCents: 0, estimated: true, handPrice: null });
    expect(after).toMatchObject({ batchCostCents: 50_065, missingCostCount: 0 });
    const doubled = await get<FormulaCost>(`${costUrl}&lote=20`);
    expect(doubled.batchCostCents).toBe(100_130);
    const list = await get<ConsultaFormulaListResponse>('/api/consultas/getFormulas?q=mermelada');
    expect(list.items[0]).toMatchObject({ costedCount: 3, batchCostCents: 50_065 });

    // A price set for water replaces its estimate.
    await setPrice({ name: 'agua destilada', unit: 'galón', unitPriceCents: 100 });
    const water = (await get<FormulaCost>(costUrl)).lines[2]!;
    expect(water).toMatchObject({ costCents: 198, estimated: false });

    const refused = async (payload: object, status: number, message: RegExp) => {
      const response = await setPrice(payload);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    };
    await refused({ ...sugar, unit: 'saco' }, 400, /saco no tienen? un tamaño fijo/);
    await refused({ ...sugar, unitPriceCents: -1 }, 400, /negativo/);
    await refused({ ...sugar, unitPriceCents: 100_000_001 }, 400, /no puede superar/);
    await refused({ ...sugar, unitPriceCents: 1.5 }, 400, /centavos/);
    await refused({ ...sugar, name: 'Azúcar\nblanca' }, 400, /una sola línea/);
    await refused({ ...sugar, name: 'a'.repeat(161) }, 400, /160 caracteres/);
    await refused({ ...sugar, name: '   ' }, 400, /Indica el ingrediente/);
    await refused({ ...sugar, name: 'Vainilla' }, 404, /Ninguna fórmula/);
    await refused(
      { name: 'Esencia de fresa', unit: 'kg', unitPriceCents: 900 },
      400,
      /caneca, que no se puede convertir a kg/,
    );

    const remove = (name: string, token = tokens.seller) =>
      app.inject({
        method: 'POST',
        url: '/api/consultas/quitarPrecioIngrediente',
        payload: { name },
        headers: bearer(token),
      });
    expect((await remove('Mora de Castilla', tokens.client)).statusCode).toBe(403);
    const removed = await remove('MORA DE CASTILLA');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toMatch(/Se quitó el precio manual de mora de castilla/);
    expect((await remove('MORA DE CASTILLA')).json().message).toMatch(/no tenía precio manual/);
    const without = await get<FormulaCost>(costUrl);
    expect(without.lines[1]).toMatchObject({ costCents: null, handPrice: null });
    expect(without).toMatchObject({ batchCostCents: null, missingCostCount: 1 });
  });

  it('imports CSV lines and clients, refusing bad rows by number, and offers the templates', async () => {
    const template = await app.inject({
      method: 'GET',
      url: '/api/consultas/plantilla?tipo=ventas',
      headers: bearer(tokens.seller),
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toContain('Fecha');

    const header = template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    const csv = [
      header,
      '05/06/2026;001-002-000000031;Factura;1710034065;María Pérez;ACI-CIT;Ácido cítrico;2;3,00;0;15;',
      '05/06/2026;001-002-000000031;Factura;1710034065;María Pérez;;Envío;1;5,00;0;15;',
      '06/06/2026;001-002-000000032;Factura;1710034066;Cédula mala;ACI-CIT;Ácido;1;3;0;15;',
    ].join('\n');
    // The example template's columns are in the same order as these rows.
    expect(header.split(';').length).toBeGreaterThanOrEqual(11);
    const preview = await imported([{ name: 'ventas.csv', data: csv }], { dryRun: true });
    expect(preview.results[0]!.preview?.kind).toBe('ventas');
    const answer = await imported([{ name: 'ventas.csv', data: csv }]);
    const result = answer.results[0]!;
    expect(result).toMatchObject({ outcome: 'created', kind: 'ventas', direction: 'sale' });
    expect(result.rows?.refused).toEqual([{ row: 4, message: expect.stringContaining('cédula') }]);
    // One of each, in the singular.
    expect(result.message).toBe(
      '1 documento nuevo por $12,65, 0 ya importados, 1 línea sin producto asignado, 1 fila rechazada',
    );
    const again = await imported([{ name: 'ventas.csv', data: csv }]);
    expect(again.results[0]!.outcome).toBe('duplicate');

    const clients = await get<PartyListResponse>('/api/consultas/getClientes?q=perez');
    expect(clients.items[0]!.amountCents).toBe(3750 + 1100);

    const suppliers =
      'Identificación;Nombre;Correo\n1791251237001;Laboratorios Sur;ventas@sur.ec\n';
    const parties = await imported([{ name: 'proveedores.csv', data: suppliers }], {
      fields: { tipo: 'proveedores' },
    });
    expect(parties.results[0]).toMatchObject({
      outcome: 'created',
      kind: 'proveedores',
      message: '1 proveedor nuevo, 0 ya registrados (se completan sus datos)',
    });
    const list = await get<PartyListResponse>('/api/consultas/getProveedores?orden=nombre');
    expect(list.items.map((item) => item.name)).toEqual(['Laboratorios Sur', SUPPLIER.name]);
  });

  it('keeps a batch whole but for a document it refuses, said alike by the dry run and the import', async () => {
    const huge = writeSriXml({
      ...purchase(40, '2026-06-01', 1),
      lines: [
        {
          code: '10023',
          description: 'Enorme',
          quantity: 100_000_000_000_000,
          unitPrice: 0.01,
          ivaRateCode: '0',
        },
      ],
    });
    const withNul = writeSriXml(purchase(43, '2026-06-04', 50)).replace(
      `<razonSocial>${SUPPLIER.name}`,
      `<razonSocial>${SUPPLIER.name}\u0000`,
    );
    const files = [
      { name: 'compra-41.xml', data: writeSriXml(purchase(41, '2026-06-02', 50)) },
      { name: 'compra-40.xml', data: huge },
      { name: 'compra-43.xml', data: withNul },
      { name: 'compra-42.xml', data: writeSriXml(purchase(42, '2026-06-03', 50)) },
    ];
    const outcomes = (answer: ImportResponse) =>
      answer.results.map((result) => [result.file, result.outcome, result.message]);
    const dryRun = await imported(files, { dryRun: true });
    const answer = await imported(files);
    expect(outcomes(answer).map(([file, outcome]) => [file, outcome])).toEqual([
      ['compra-41.xml', 'created'],
      ['compra-40.xml', 'refused'],
      ['compra-43.xml', 'refused'],
      ['compra-42.xml', 'created'],
    ]);
    expect(outcomes(dryRun)).toEqual(outcomes(answer));
    expect(answer.results[1]!.message).toBe(
      'detalles/detalle[1]/cantidad tiene 15 cifras enteras; el SRI admite 12',
    );
    expect(answer.results[2]!.message).toMatch(/carácter que el XML no admite \(U\+0000/);
  });

  it('refuses an amount past the money limits, naming the field and the limit, alike in the dry run and the import', async () => {
    const withLine = (sequential: number, quantity: number, unitPrice: number) =>
      writeSriXml({
        ...purchase(sequential, '2026-06-10', 1),
        lines: [{ code: '10023', description: 'Caro', quantity, unitPrice, ivaRateCode: '0' }],
      });
    const template = await app.inject({
      method: 'GET',
      url: '/api/consultas/plantilla?tipo=compras',
      headers: bearer(tokens.seller),
    });
    const header = template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]!;
    const csv = [
      header,
      `10/06/2026;002-001-000000070;Factura;${SUPPLIER.ruc};${SUPPLIER.name};ACI-CIT;Ácido;1;2000000;0;15;`,
      `10/06/2026;002-001-000000071;Factura;${SUPPLIER.ruc};${SUPPLIER.name};ACI-CIT;Ácido;200;999999;0;15;`,
      `10/06/2026;002-001-000000072;Factura;${SUPPLIER.ruc};${SUPPLIER.name};ACI-CIT;Ácido;90;1000000;0;15;`,
      `10/06/2026;002-001-000000073;Factura;${SUPPLIER.ruc};${SUPPLIER.name};ACI-CIT;Ácido;1;3;0;15;`,
    ].join('\n');
    const files = [
      { name: 'precio.xml', data: withLine(60, 1, 2_000_000) },
      { name: 'linea.xml', data: withLine(61, 200, 999_999) },
      // At the limits: a unit price of $1.000.000,00 on a line of $100.000.000,00.
      { name: 'al-limite.xml', data: withLine(62, 100, 1_000_000) },
      { name: 'compras.csv', data: csv },
    ];
    const outcomes = (answer: ImportResponse) =>
      answer.results.map((result) => [result.file, result.outcome, result.message, result.rows]);
    const dryRun = await imported(files, { dryRun: true });
    const answer = await imported(files);
    expect(outcomes(dryRun)).toEqual(outcomes(answer));
    expect(answer.results.map((result) => [result.file, result.outcome])).toEqual([
      ['precio.xml', 'refused'],
      ['linea.xml', 'refused'],
      ['al-limite.xml', 'created'],
      ['compras.csv', 'created'],
    ]);
    expect(answer.results[0]!.message).toBe(
      'detalles/detalle[1]/precioUnitario: $2.000.000,00 pasa del máximo que se admite, $1.000.000,00 por unidad',
    );
    expect(answer.results[1]!.message).toBe(
      'detalles/detalle[1]/precioTotalSinImpuesto: $199.999.800,00 pasa del máximo que se admite, $100.000.000,00',
    );
    expect(answer.results[3]!.rows?.refused).toEqual([
      {
        row: 2,
        message:
          'Fila 2, precio unitario: $2.000.000,00 pasa del máximo que se admite, $1.000.000,00 por unidad',
      },
      {
        row: 3,
        message: 'Fila 3, subtotal: $199.999.800,00 pasa del máximo que se admite, $100.000.000,00',
      },
      {
        row: 4,
        message:
          'La factura 002-001-000000072: su total, $103.500.000,00 pasa del máximo que se admite, $100.000.000,00',
      },
    ]);
  });

  it('says first that the company has no RUC, and where to set it (Empresa)', async () => {
    const session = new ImportSession(app.db, { dryRun: true, companyRuc: null, importedBy: null });
    await session.add('venta-1.xml', strToU8(saleXml));
    const [result] = await session.finish();
    expect(session.notice).toBe(
      'Configura primero el RUC de la empresa en Empresa: sin él no se importa ningún comprobante del SRI, porque no se sabe qué es venta y qué es compra.',
    );
    expect(result).toMatchObject({
      outcome: 'refused',
      message: 'Configura el RUC de la empresa en Empresa para saber qué es venta y qué es compra',
    });
    // With the RUC there is nothing to say first.
    expect(
      (await imported([{ name: 'v.xml', data: saleXml }], { dryRun: true })).notice,
    ).toBeNull();
  });

  it('says why the database did not store a document, and logs it', async () => {
    const logged: { level: string; details: object; message: string }[] = [];
    const log = {
      warn: (details: object, message: string) => logged.push({ level: 'warn', details, message }),
      error: (details: object, message: string) =>
        logged.push({ level: 'error', details, message }),
    };
    // The database goes away as the batch is stored.
    const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const gone = new Proxy(app.db, {
      get: (target, key) =>
        key === 'transaction' ? () => Promise.reject(outage) : Reflect.get(target, key),
    });
    const session = new ImportSession(gone, {
      dryRun: false,
      companyRuc: SHOP_RUC,
      importedBy: null,
      log,
    });
    await session.add('compra-50.xml', strToU8(writeSriXml(purchase(50, '2026-06-05', 50))));
    const [result] = await session.finish();
    expect(result).toMatchObject({
      file: 'compra-50.xml',
      outcome: 'refused',
      message:
        'No se pudo guardar: la base de datos no respondió; impórtalo de nuevo en unos minutos',
    });
    expect(logged).toContainEqual({
      level: 'error',
      details: expect.objectContaining({ err: outage, file: 'compra-50.xml' }),
      message: 'consultas import: document not stored',
    });
    expect(logged).toContainEqual({
      level: 'warn',
      details: expect.objectContaining({ file: 'compra-50.xml', reason: result!.message }),
      message: 'consultas import: file refused',
    });
  });

  it('says why the database did not store a CSV, as it does for an XML, and logs it', async () => {
    const logged: { details: object; message: string }[] = [];
    const log = {
      warn: () => {},
      error: (details: object, message: string) => logged.push({ details, message }),
    };
    // The database takes too long on a sales CSV's transaction, and is gone for a clients CSV.
    const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const outage = Object.assign(new Error('Connection terminated unexpectedly'), {
      cause: { code: '08006' },
    });
    const failing = new Proxy(app.db, {
      get: (target, key) =>
        key === 'transaction'
          ? () => Promise.reject(timeout)
          : key === 'execute'
            ? (query: Parameters<typeof target.execute>[0]) =>
                JSON.stringify(query).includes('business_parties')
                  ? Promise.reject(outage)
                  : target.execute(query)
            : Reflect.get(target, key),
    });
    const session = new ImportSession(failing, {
      dryRun: false,
      companyRuc: SHOP_RUC,
      importedBy: null,
      log,
    });
    const sales = [
      'Fecha;Número;Tipo;Identificación;Nombre;Código;Descripción;Cantidad;Precio unitario;Descuento;IVA',
      '12/06/2026;001-002-000000090;Factura;1710034065;María Pérez;ACI-CIT;Ácido cítrico;2;3,00;0;15',
    ].join('\n');
    await session.add('ventas.csv', strToU8(sales));
    await session.add(
      'clientes.csv',
      strToU8('Identificación;Nombre;Correo\n1710034065;María Pérez;maria@example.ec\n'),
    );
    const results = await session.finish();
    expect(results.map(({ file, outcome, message }) => ({ file, outcome, message }))).toEqual([
      {
        file: 'ventas.csv',
        outcome: 'refused',
        message: 'No se pudo guardar: la base de datos tardó demasiado; impórtalo de nuevo',
      },
      {
        file: 'clientes.csv',
        outcome: 'refused',
        message:
          'No se pudo guardar: la base de datos no respondió; impórtalo de nuevo en unos minutos',
      },
    ]);
    expect(logged).toEqual([
      {
        details: expect.objectContaining({ err: timeout, file: 'ventas.csv' }),
        message: 'consultas import: document not stored',
      },
      {
        details: expect.objectContaining({ err: outage, file: 'clientes.csv' }),
        message: 'consultas import: document not stored',
      },
    ]);
  });

  it('answers bad input with a clear 400 and unknown records with 404', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/consultas/getCliente?id=no-es-un-id',
      headers: bearer(tokens.seller),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/consultas/getProductosProveedor?id=${randomUUID()}`,
      headers: bearer(tokens.seller),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El proveedor no existe');
    const badSort = await app.inject({
      method: 'GET',
      url: '/api/consultas/getClientes?orden=$`&dir=arriba',
      headers: bearer(tokens.seller),
    });
    expect(badSort.statusCode).toBe(400);
    // A day that does not exist is the caller's mistake, not the database's.
    const noSuchDay = await app.inject({
      method: 'GET',
      url: '/api/consultas/getClientes?desde=2026-02-31',
      headers: bearer(tokens.seller),
    });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().message).toBe('La fecha inicial no es válida');
    const noFiles = await upload([]);
    expect(noFiles.statusCode).toBe(400);
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/consultas/importar',
      payload: { files: [] },
      headers: bearer(tokens.seller),
    });
    expect(notJson.statusCode).toBe(415);
  });

  it('reads a CSV with the columns the person chose when the headers say nothing', async () => {
    const csv = 'Doc;Razón;Mail\n1792146739001;Laboratorios Norte;norte@lab.ec\n';
    const file = [{ name: 'otros.csv', data: csv }];
    const guessed = await imported(file, { dryRun: true, fields: { tipo: 'proveedores' } });
    // Nothing matched: the preview still lists the file's headers and rows to choose from.
    expect(guessed.results[0]).toMatchObject({
      outcome: 'refused',
      message: 'Falta la columna «Identificación»',
      preview: {
        kind: 'proveedores',
        headers: ['Doc', 'Razón', 'Mail'],
        sample: [['1792146739001', 'Laboratorios Norte', 'norte@lab.ec']],
        rowCount: 1,
      },
    });
    const fields = { tipo: 'proveedores', columnas: '{"identificacion":0,"nombre":1,"email":2}' };
    const chosen = await imported(file, { dryRun: true, fields });
    expect(chosen.results[0]).toMatchObject({ outcome: 'created', kind: 'proveedores' });
    expect(chosen.results[0]!.preview!.mapping).toMatchObject({ identificacion: 0, email: 2 });
    const done = await imported(file, { fields });
    expect(done.results[0]!.outcome).toBe('created');
    const list = await get<PartyListResponse>('/api/consultas/getProveedores?q=norte');
    expect(list.items.map((item) => item.name)).toEqual(['Laboratorios Norte']);
  });

  it('streams a large ZIP’s progress per hundred documents and answers others meanwhile', async () => {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}/api/consultas`;
    const body = multipart([{ name: 'grande.zip', data: purchasesZip(1000, 650) }]);
    const response = await fetch(`${base}/importarConProgreso`, {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, ...bearer(tokens.seller) },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const order: string[] = [];
    const events: ImportEvent[] = [];
    let other: Promise<void> | undefined;
    for await (const event of eventsOf(response)) {
      events.push(event);
      order.push(event.type);
      // Another seller's request while the ZIP is being imported.
      other ??= fetch(`${base}/getProveedores`, { headers: bearer(tokens.admin) }).then(
        (answer) => void order.push(`other ${answer.status}`),
      );
    }
    await other;
    expect(order).toContain('other 200');
    expect(order.indexOf('other 200')).toBeLessThan(order.indexOf('result'));
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress.map((event) => [event.done, event.total, event.counts.created])).toEqual(
      [100, 200, 300, 400, 500, 600].map((done) => [done, 650, done]),
    );
    const result = events.at(-1);
    expect(result?.type).toBe('result');
    if (result?.type !== 'result') return;
    expect(result.counts).toEqual({ created: 650, duplicate: 0, refused: 0, updated: 0 });
    expect(result.results[649]!.file).toBe('grande.zip/compras/compra-1649.xml');

    // The stream answers bad input with its status before it begins.
    const wrongKind = multipart([{ name: 'a.csv', data: 'x' }], { tipo: 'facturas' });
    const refused = await fetch(`${base}/importarConProgreso`, {
      method: 'POST',
      body: wrongKind.payload,
      headers: { ...wrongKind.headers, ...bearer(tokens.seller) },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'El tipo de CSV no es válido',
    );
  });

  it('stops after the batch being stored when the person leaves; importing again completes it', async () => {
    const zip = purchasesZip(2000, 250);
    const leaving = new AbortController();
    const session = new ImportSession(app.db, {
      dryRun: false,
      companyRuc: SHOP_RUC,
      importedBy: null,
      signal: leaving.signal,
      // Leaves as soon as the first hundred are stored.
      onProgress: () => leaving.abort(),
    });
    await expect(session.add('parado.zip', zip)).rejects.toBeInstanceOf(ImportStoppedError);
    const again = await imported([{ name: 'parado.zip', data: zip }]);
    expect(again.counts).toEqual({ created: 150, duplicate: 100, refused: 0, updated: 0 });
    expect(again.results[0]).toMatchObject({ outcome: 'duplicate' });
    expect(again.results[100]).toMatchObject({ outcome: 'created' });
  });

  it("counts a line sold by the catalogue's code in a presentation in the product's unit", async () => {
    const before = await get<ConsultaProductDetail>(`/api/consultas/getProducto?id=${citric.id}`);
    // 10 sacos of 25 kg at 60.00 (its unit on the line), and 2 more (named in the description).
    const sacks = sale(40, '2026-11-01', {
      lines: [
        {
          code: 'ACI-CIT',
          description: 'Ácido cítrico anhidro',
          unit: 'Saco 25 kg',
          quantity: 10,
          unitPrice: 60,
          ivaRateCode: '4',
        },
        {
          code: 'aci-cit',
          description: 'ÁCIDO CÍTRICO ANHIDRO SACO 25KG',
          quantity: 2,
          unitPrice: 60,
          ivaRateCode: '4',
        },
      ],
    });
    const result = await imported([{ name: 'venta-40.xml', data: writeSriXml(sacks) }]);
    expect(result.results[0]).toMatchObject({ outcome: 'created', unmatchedLines: 0 });
    const after = await get<ConsultaProductDetail>(`/api/consultas/getProducto?id=${citric.id}`);
    // 12 sacos: 300 kg for 720.00, at 2.40 per kg.
    expect(after.sales.quantity - before.sales.quantity).toBe(300);
    expect(after.sales.amountCents - before.sales.amountCents).toBe(72000);
    const client = (
      await get<PartyProductsResponse>(
        `/api/consultas/getProductosCliente?id=${(await get<PartyListResponse>('/api/consultas/getClientes')).items[0]!.id}`,
      )
    ).items.find((item) => item.productId === citric.id)!;
    expect(client).toMatchObject({ unit: 'kg', lastUnitPrice: 2.4 });
  });
});
