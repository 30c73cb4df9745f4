import { and, eq, sql } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PendingPurchasesResponse,
  ProductStock,
  PurchaseProposal,
  PurchaseReceiptResponse,
  StockMove,
} from '@quimia/contracts';
import { businessParties, products, productPresentations } from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { ImportSession, writeSriXml, type SriDocumentInput } from '../../modules/consultas';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { badFields, buildTestApp, requestsTo, roleTokens, type TestApp } from '../../test/test-app';

// «Recepción de compra»: an imported supplier's factura whose lines map to catalogue products is
// received into a branch's stock once, as purchase moves, after staff check its quantities.

const SHOP_RUC = '1790016919001';
const SUPPLIER = { ruc: '0990018685001', name: 'Químicos Andinos S.A.', address: 'Guayaquil' };
const SOUTH = 'sur-de-quito';

/**
 * A purchase: 4 sacos under the supplier's own code (mapped to citric acid's «Saco 25 kg»), 10 kg
 * of monohydrate under its catalogue code, and freight that is no product.
 */
const purchase = (sequential: number, issueDate: string) =>
  ({
    kind: 'factura',
    version: '1.0.0',
    issuer: SUPPLIER,
    establishment: '002',
    emissionPoint: '001',
    sequential,
    issueDate,
    buyer: { identificationType: '04', identification: SHOP_RUC, name: 'ProduApps S.A.' },
    lines: [
      {
        code: '10023',
        description: 'ACIDO CITRICO SACO 25KG',
        quantity: 4,
        unitPrice: 50,
        ivaRateCode: '4',
      },
      {
        code: 'ACI-002',
        description: 'Ácido cítrico monohidratado',
        quantity: 10,
        unitPrice: 2.5,
        ivaRateCode: '4',
      },
      { code: 'FLETE', description: 'Transporte', quantity: 1, unitPrice: 10, ivaRateCode: '4' },
    ],
  }) satisfies SriDocumentInput;

describe('«Recepción de compra»', () => {
  let app: TestApp;
  let tokens: { admin: string; seller: string; client: string };
  const ids: Record<string, string> = {};
  const api = requestsTo(() => app);

  async function importPurchases(...sequentials: number[]) {
    const session = new ImportSession(app.db, {
      dryRun: false,
      companyRuc: SHOP_RUC,
      importedBy: null,
    });
    for (const sequential of sequentials) {
      await session.add(
        `compra-${sequential}.xml`,
        strToU8(writeSriXml(purchase(sequential, `2026-06-${10 + sequential}`))),
      );
    }
    const results = await session.finish();
    expect(results.map((result) => result.outcome)).toEqual(sequentials.map(() => 'created'));
  }

  const documentId = async (sequential: number) => {
    const number = `002-001-${String(sequential).padStart(9, '0')}`;
    const [row] = await queryRows<{ id: string }>(
      app.db,
      sql`select id from tax_documents where number = ${number}`,
    );
    return row!.id;
  };
  const onHand = async (productId: string) => {
    const response = await api.get(`/api/inventario/stock?id=${productId}`, tokens.seller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductStock>().levels.find((level) => level.branchId === SOUTH)!.onHand;
  };
  const movesOf = async (document: string) =>
    (
      await queryRows<{ n: number }>(
        app.db,
        sql`select count(*)::int as n from stock_moves
             where source_kind = 'purchase' and source_id = ${document}`,
      )
    )[0]!.n;
  const accept = (document: string, token: string | null = tokens.seller, branchId = SOUTH) =>
    api.post(
      '/api/inventario/recibirCompra',
      {
        documentId: document,
        branchId,
        lines: [
          { line: 1, productId: ids.citric, quantity: 100 },
          { line: 2, productId: ids.monohydrate, quantity: 9.5 },
        ],
      },
      token,
    );

  beforeAll(async () => {
    app = await buildTestApp({ COMPANY_RUC: SHOP_RUC });
    await seedCatalog(app.db, FIXTURE);
    tokens = await roleTokens(app);
    for (const [key, code] of [
      ['citric', 'ACI-001'],
      ['monohydrate', 'ACI-002'],
    ] as const) {
      const [row] = await app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, code));
      ids[key] = row!.id;
    }
    await importPurchases(1, 2, 3);
    // The supplier's code 10023 is citric acid's «Saco 25 kg», mapped after the import.
    const [party] = await app.db
      .select({ id: businessParties.id })
      .from(businessParties)
      .where(eq(businessParties.identification, SUPPLIER.ruc));
    const [sack] = await app.db
      .select({ id: productPresentations.id })
      .from(productPresentations)
      .where(
        and(
          eq(productPresentations.productId, ids.citric!),
          eq(productPresentations.label, 'Saco 25 kg'),
        ),
      );
    const mapped = await api.post(
      '/api/consultas/asignarCodigo',
      { partyId: party!.id, code: '10023', productId: ids.citric, presentationId: sack!.id },
      tokens.admin,
    );
    expect(mapped.statusCode, mapped.body).toBe(200);
  });
  afterAll(() => app?.close());

  it('lists the purchases not yet received, newest first, with their mapped lines', async () => {
    const response = await api.get('/api/inventario/compras?q=quimicos%20andinos', tokens.seller);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<PendingPurchasesResponse>();
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.number)).toEqual([
      '002-001-000000003',
      '002-001-000000002',
      '002-001-000000001',
    ]);
    expect(list.items[0]).toMatchObject({
      supplierName: SUPPLIER.name,
      issueDate: '2026-06-13',
      lineCount: 3,
      mappedLines: 2,
    });
    const none = await api.get('/api/inventario/compras?q=otro%20proveedor', tokens.seller);
    expect(none.json<PendingPurchasesResponse>()).toMatchObject({ total: 0, items: [] });
  });

  it("proposes each line in its product's unit, and says why a line has none", async () => {
    const response = await api.get(
      `/api/inventario/compra?id=${await documentId(1)}`,
      tokens.seller,
    );
    expect(response.statusCode, response.body).toBe(200);
    const proposal = response.json<PurchaseProposal>();
    expect(proposal.receipt).toBeNull();
    expect(proposal.branches.map((branch) => branch.id)).toContain(SOUTH);
    expect(proposal.lines).toEqual([
      expect.objectContaining({
        line: 1,
        code: '10023',
        quantity: 4,
        product: expect.objectContaining({ id: ids.citric, unit: 'kg' }),
        proposedQuantity: 100,
        reason: null,
      }),
      expect.objectContaining({
        line: 2,
        product: expect.objectContaining({ id: ids.monohydrate }),
        proposedQuantity: 10,
      }),
      expect.objectContaining({
        line: 3,
        code: 'FLETE',
        product: null,
        proposedQuantity: null,
        reason: expect.stringContaining('no está asignado a un producto del catálogo'),
      }),
    ]);
    const missing = await api.get(
      '/api/inventario/compra?id=00000000-0000-4000-8000-000000000000',
      tokens.seller,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('receives the accepted lines into the branch once, as purchase moves', async () => {
    const document = await documentId(1);
    const [citricBefore, monoBefore] = [await onHand(ids.citric!), await onHand(ids.monohydrate!)];

    const response = await accept(document);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PurchaseReceiptResponse>();
    expect(answer).toMatchObject({ moves: 2, receipt: { branchId: SOUTH } });
    expect(answer.message).toContain('002-001-000000001');
    expect(await onHand(ids.citric!)).toBe(citricBefore + 100);
    expect(await onHand(ids.monohydrate!)).toBe(monoBefore + 9.5);

    const kardex = await api.get(
      `/api/inventario/kardex?id=${ids.citric}&kind=purchase`,
      tokens.seller,
    );
    expect(kardex.json<{ items: StockMove[] }>().items).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        quantity: 100,
        branchId: SOUTH,
        sourceKind: 'purchase',
        sourceId: document,
        reference: '002-001-000000001',
        note: SUPPLIER.name,
      }),
    ]);

    // Received: out of the list, and the proposal says when and where.
    const list = await api.get('/api/inventario/compras', tokens.seller);
    expect(list.json<PendingPurchasesResponse>().items.map((item) => item.id)).not.toContain(
      document,
    );
    const proposal = await api.get(`/api/inventario/compra?id=${document}`, tokens.seller);
    expect(proposal.json<PurchaseProposal>().receipt).toMatchObject({ branchId: SOUTH });

    // A second acceptance adds nothing.
    const again = await accept(document, tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Esta compra ya se recibió el .+ en /);
    expect(await onHand(ids.citric!)).toBe(citricBefore + 100);
    expect(await movesOf(document)).toBe(2);
  });

  it('lets one of two acceptances at once win', async () => {
    const document = await documentId(2);
    const before = await onHand(ids.citric!);
    const answers = await Promise.all([accept(document), accept(document, tokens.admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await onHand(ids.citric!)).toBe(before + 100);
    expect(await movesOf(document)).toBe(2);
  });

  it('refuses an unknown branch, a line without a product, a foreign line and bad quantities', async () => {
    const document = await documentId(3);
    const before = await onHand(ids.citric!);

    const elsewhere = await accept(document, tokens.seller, 'bodega-fantasma');
    expect(elsewhere.statusCode).toBe(400);
    expect(badFields(elsewhere)).toEqual(['branchId']);

    const post = (lines: object[]) =>
      api.post(
        '/api/inventario/recibirCompra',
        { documentId: document, branchId: SOUTH, lines },
        tokens.seller,
      );
    const withoutProduct = await post([{ line: 3, quantity: 1 }]);
    expect(withoutProduct.statusCode).toBe(400);
    expect(badFields(withoutProduct)).toEqual(['lines.0.productId']);

    const foreign = await post([{ line: 9, productId: ids.citric, quantity: 1 }]);
    expect(foreign.statusCode).toBe(400);
    expect(badFields(foreign)).toEqual(['lines.0.line']);

    const unknownProduct = await post([
      { line: 1, productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(badFields(unknownProduct)).toEqual(['lines.0.productId']);

    for (const quantity of [0, -1, 1.0005, 1e12]) {
      const wrong = await post([{ line: 1, productId: ids.citric, quantity }]);
      expect(wrong.statusCode, String(quantity)).toBe(400);
      expect(badFields(wrong)).toEqual(['lines.0.quantity']);
    }
    const twice = await post([
      { line: 1, productId: ids.citric, quantity: 1 },
      { line: 1, productId: ids.citric, quantity: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(await post([])).toHaveProperty('statusCode', 400);

    const missing = await api.post(
      '/api/inventario/recibirCompra',
      {
        documentId: '00000000-0000-4000-8000-000000000000',
        branchId: SOUTH,
        lines: [{ line: 1, productId: ids.citric, quantity: 1 }],
      },
      tokens.seller,
    );
    expect(missing.statusCode).toBe(404);

    // Nothing was received: still listed, the stock as it was.
    expect(await onHand(ids.citric!)).toBe(before);
    expect(await movesOf(document)).toBe(0);
  });

  it('is for staff: a client gets 403 and a visitor 401', async () => {
    const document = await documentId(3);
    for (const url of ['/api/inventario/compras', `/api/inventario/compra?id=${document}`]) {
      expect((await api.get(url, tokens.client)).statusCode, url).toBe(403);
      expect((await api.get(url)).statusCode, url).toBe(401);
    }
    expect((await accept(document, tokens.client)).statusCode).toBe(403);
    expect((await accept(document, null)).statusCode).toBe(401);
    expect(await movesOf(document)).toBe(0);
    // A seller can.
    expect((await accept(document, tokens.seller)).statusCode).toBe(200);
  });
});
