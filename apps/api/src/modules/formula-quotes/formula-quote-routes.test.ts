import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FormulaQuoteResponse,
  Formula,
  IngredientInput,
  PriceQuoteResponse,
} from '@quimia/contracts';
import { formulaTypes, productTypes, type NewProductRow } from '../../db/schema';
import { insertTestProduct, type TestPresentation } from '../../test/catalog-rows';
import { badFields, buildTestApp, requestsTo, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const URL = '/api/cotizar/desdeFormula';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

describe('a formula quoted at a batch size', () => {
  let app: TestApp;
  let admin: string;
  let typeId: number;
  let formulaTypeId: number;
  let visitors = 0;
  const request = requestsTo(() => app);
  /** Product ids and presentation ids by code and label. */
  const productIds = new Map<string, string>();
  const presentationIds = new Map<string, string>();
  const product = (code: string) => productIds.get(code)!;
  const presentation = (code: string, label: string) => presentationIds.get(`${code}/${label}`)!;

  /** Each visitor from an address of its own: the route's limit stays out of the way. */
  const propose = (
    body: object,
    remoteAddress = `10.7.${(visitors += 1) % 250}.${visitors >> 8}`,
  ) => request.post(URL, body, null, { remoteAddress });
  const quote = async (formulaId: string, batchAmount: number, batchUnit: string) => {
    const response = await propose({ formulaId, batchAmount, batchUnit });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FormulaQuoteResponse;
  };
  const productIn = (answer: FormulaQuoteResponse, code: string) =>
    answer.products.find((item) => item.product.code === code)!;
  const chosen = (answer: FormulaQuoteResponse, code: string) =>
    Object.fromEntries(
      productIn(answer, code)
        .options.filter((option) => option.quantity > 0)
        .map((option) => [option.label, option.quantity]),
    );

  async function addProduct(
    row: Omit<NewProductRow, 'typeId' | 'slug' | 'status'> & { status?: 'draft' },
    presentations: TestPresentation[],
  ) {
    const inserted = await insertTestProduct(app.db, { typeId, ...row }, presentations);
    productIds.set(row.code, inserted.id);
    for (const [label, id] of inserted.presentations)
      presentationIds.set(`${row.code}/${label}`, id);
  }

  async function addFormula(
    title: string,
    batchYield: { amount: number; unit: string } | null,
    ingredients: IngredientInput[],
    status: 'published' | 'draft' = 'published',
  ) {
    const response = await request.post(
      '/api/formula/guardar',
      { title, typeId: formulaTypeId, batchYield, ingredients, status },
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { formula: Formula }).formula.id;
  }

  let soap: string;
  let byPercentage: string;
  let densities: string;
  let draft: string;

  beforeAll(async () => {
    app = await buildTestApp({ IVA_RATE: '15' });
    await seedCatalog(app.db, FIXTURE);
    admin = (await app.createUser({ role: 'admin' })).token;
    typeId = (await app.db.select({ id: productTypes.id }).from(productTypes).limit(1))[0]!.id;
    formulaTypeId = (await app.db.select({ id: formulaTypes.id }).from(formulaTypes).limit(1))[0]!
      .id;

    await addProduct({ code: 'F-SLES', name: 'Texapón 70 %', unit: 'kg', density: 1.05 }, [
      { label: 'Envase 1 kg', size: 1, unit: 'kg', priceCents: 350 },
      { label: 'Saco 25 kg', size: 25, unit: 'saco', priceCents: 7500 },
    ]);
    await addProduct({ code: 'F-GLI', name: 'Glicerina', unit: 'L', density: 1.26 }, [
      { label: 'Galón', size: 1, unit: 'galón', priceCents: 1000 },
      { label: 'Caneca 20 L', size: 20, unit: 'caneca', priceCents: 4000 },
    ]);
    await addProduct({ code: 'F-SAL', name: 'Cloruro de sodio', unit: 'kg', minimumOrder: 10 }, [
      { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 60 },
      {
        label: 'Saco 50 kg',
        size: 50,
        unit: 'kg',
        priceCents: 1140,
        priceBreaks: [{ fromQuantity: 20, unitPriceCents: 1080 }],
      },
    ]);
    // Sold by the kilogram, with no density: a formula's litres are taken at 1 kg/L.
    await addProduct({ code: 'F-PER', name: 'Esencia de limón', unit: 'kg' }, [
      { label: 'Frasco 250 g', size: 250, unit: 'g', priceCents: 900 },
      { label: 'Envase 1 kg', size: 1, unit: 'kg', priceCents: 3000 },
    ]);
    await addProduct({ code: 'F-ASK', name: 'Goma xantana', unit: 'kg' }, [
      { label: 'Saco 25 kg', size: 25, unit: 'kg', priceCents: null },
    ]);
    await addProduct({ code: 'F-OLD', name: 'Producto retirado', unit: 'kg', status: 'draft' }, [
      { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 100 },
    ]);

    soap = await addFormula('Jabón líquido de prueba', { amount: 20, unit: 'L' }, [
      { productId: null, name: 'Agua', amount: 16.5, unit: 'L', percentage: 82.5 },
      { productId: product('F-SLES'), name: 'Texapón', amount: 2.7, unit: 'kg', percentage: 13.5 },
      { productId: product('F-GLI'), amount: 0.5, unit: 'L', percentage: 2.5 },
      { productId: product('F-SAL'), name: 'Sal', amount: 200, unit: 'g', percentage: 1 },
      { productId: product('F-ASK'), name: 'Goma xantana', amount: 20, unit: 'g', percentage: 0.1 },
      { productId: product('F-OLD'), name: 'Retirado', amount: 10, unit: 'g', percentage: 0.05 },
      { productId: null, name: 'Colorante', amount: 0.4, unit: 'g', percentage: null },
    ]);
    byPercentage = await addFormula('Desengrasante sin rendimiento', null, [
      { productId: product('F-SLES'), name: 'Texapón', amount: 1, unit: 'kg', percentage: 10 },
      { productId: product('F-PER'), name: 'Esencia', amount: 5, unit: 'g', percentage: 0.5 },
      { productId: product('F-GLI'), name: 'Glicerina', amount: 1, unit: 'L', percentage: null },
    ]);
    densities = await addFormula('Conversión por densidad', { amount: 10, unit: 'kg' }, [
      // Litres of a product sold by the kilogram, with a density (1,05 kg/L).
      { productId: product('F-SLES'), name: 'Texapón', amount: 1, unit: 'L', percentage: null },
      // Litres of one without a density: 1 kg/L.
      { productId: product('F-PER'), name: 'Esencia', amount: 0.1, unit: 'L', percentage: null },
      // Kilograms of one sold by the litre (1,26 kg/L).
      {
        productId: product('F-GLI'),
        name: 'Glicerina',
        amount: 1.26,
        unit: 'kg',
        percentage: null,
      },
      // The same product twice: its amounts are added before choosing packs.
      {
        productId: product('F-SLES'),
        name: 'Texapón (fase B)',
        amount: 1.5,
        unit: 'kg',
        percentage: null,
      },
    ]);
    draft = await addFormula(
      'Fórmula en borrador',
      { amount: 10, unit: 'L' },
      [{ productId: product('F-SLES'), name: 'Texapón', amount: 1, unit: 'kg', percentage: 10 }],
      'draft',
    );
  });
  afterAll(() => app.close());

  it('scales each ingredient by its amount over the yield and proposes the cheapest packs', async () => {
    const answer = await quote(soap, 200, 'L');
    expect(answer.formula).toMatchObject({ id: soap, batchYield: { amount: 20, unit: 'L' } });
    expect(answer.batch).toEqual({ amount: 200, unit: 'L', factor: 10, notes: [] });

    // 2,7 kg × 10 = 27 kg: a sack and two bags ($82), not two sacks ($150).
    const sles = productIn(answer, 'F-SLES');
    expect(sles.ingredients).toEqual([
      expect.objectContaining({ name: 'Texapón', needed: { amount: 27, unit: 'kg' } }),
    ]);
    expect(sles.needed).toEqual({ amount: 27, unit: 'kg' });
    expect(chosen(answer, 'F-SLES')).toEqual({ 'Envase 1 kg': 2, 'Saco 25 kg': 1 });
    expect(sles.covered).toEqual({ amount: 27, unit: 'kg' });
    expect(sles.leftover).toEqual({ amount: 0, unit: 'kg' });
    expect(sles.product).toMatchObject({ code: 'F-SLES', unit: 'kg', ivaCode: 'iva' });
    expect(sles.options.find((option) => option.label === 'Saco 25 kg')).toEqual({
      presentationId: presentation('F-SLES', 'Saco 25 kg'),
      label: 'Saco 25 kg',
      content: { amount: 25, unit: 'kg' },
      priceCents: 7500,
      saleMultiple: null,
      quantity: 1,
    });

    // 0,5 L × 10 = 5 L of glycerine: two gallons (7,57 L, $20) rather than a 20 L caneca ($40).
    const glycerine = productIn(answer, 'F-GLI');
    expect(glycerine.ingredients[0]!.name).toBe('Glicerina');
    expect(chosen(answer, 'F-GLI')).toEqual({ Galón: 2 });
    expect(glycerine.leftover.amount).toBeCloseTo(2 * 3.785 - 5, 6);

    // 2 kg of salt, but its minimum order is 10 kg: ten bags ($6) rather than a 50 kg sack.
    const salt = productIn(answer, 'F-SAL');
    expect(salt.needed).toEqual({ amount: 2, unit: 'kg' });
    expect(chosen(answer, 'F-SAL')).toEqual({ 'Funda 1 kg': 10 });
    expect(salt.notes).toContain('Pedido mínimo: 10 kg.');
    expect(salt.leftover).toEqual({ amount: 8, unit: 'kg' });
  });

  it('lists free text, prices on request and products not on sale as not included, with why', async () => {
    const answer = await quote(soap, 200, 'L');
    expect(answer.excluded).toEqual([
      {
        ingredientId: expect.any(String),
        name: 'Agua',
        phase: null,
        needed: { amount: 165, unit: 'L' },
        product: null,
        reason: 'No es un producto de nuestro catálogo: consíguelo aparte.',
      },
      expect.objectContaining({
        name: 'Goma xantana',
        needed: { amount: 200, unit: 'g' },
        product: expect.objectContaining({ id: product('F-ASK'), slug: 'f-ask' }),
        reason: 'Precio a consultar: pregúntanos por él en la cotización o por WhatsApp.',
      }),
      expect.objectContaining({
        name: 'Retirado',
        product: null,
        reason: 'Este producto no está a la venta por ahora.',
      }),
      expect.objectContaining({
        name: 'Colorante',
        needed: { amount: 4, unit: 'g' },
        reason: 'No es un producto de nuestro catálogo: consíguelo aparte.',
      }),
    ]);
    expect(answer.products.map((item) => item.product.code)).toEqual(['F-SLES', 'F-GLI', 'F-SAL']);
  });

  it('answers the proposed lines with the figures the server computes for them', async () => {
    const answer = await quote(soap, 200, 'L');
    expect(answer.lines).toEqual([
      { presentationId: presentation('F-SLES', 'Envase 1 kg'), quantity: 2 },
      { presentationId: presentation('F-SLES', 'Saco 25 kg'), quantity: 1 },
      { presentationId: presentation('F-GLI', 'Galón'), quantity: 2 },
      { presentationId: presentation('F-SAL', 'Funda 1 kg'), quantity: 10 },
    ]);
    // 700 + 7500 + 2000 + 600 = 10 800 cents; IVA 15 % = 1620.
    expect(answer.pricing.summary).toMatchObject({
      subtotalTaxableCents: 10_800,
      ivaCents: 1_620,
      totalCents: 12_420,
    });
    expect(answer.pricing.errors).toEqual([]);
    const calculated = await request.post('/api/pedido/calcular', { items: answer.lines }, null, {
      remoteAddress: '10.6.0.1',
    });
    expect((calculated.json() as PriceQuoteResponse).summary).toEqual(answer.pricing.summary);

    // Ready for a quotation asked for from the formula.
    const saved = await request.post(
      '/api/cotizar/guardar',
      {
        customer: { name: 'Rosa Cevallos', email: 'rosa@ejemplo.ec', phone: '099 123 4567' },
        items: answer.lines,
        notes: 'Jabón líquido de prueba, lote de 200 L',
        source: 'formula',
      },
      null,
      { remoteAddress: '10.6.0.2', headers: { 'idempotency-key': 'formula-quote-test-1' } },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ summary: { totalCents: 12_420 } });
  });

  it('takes the bigger pack when it is the cheaper way, and scales to any batch', async () => {
    // 2,3 kg × 10 = 23 kg: 23 bags would cost $80,50, a sack $75.
    const smaller = await addFormula('Jabón con menos texapón', { amount: 20, unit: 'L' }, [
      { productId: product('F-SLES'), name: 'Texapón', amount: 2.3, unit: 'kg', percentage: null },
    ]);
    expect(chosen(await quote(smaller, 200, 'L'), 'F-SLES')).toEqual({ 'Saco 25 kg': 1 });
    // The formula's own 20 L: 2,3 kg, three bags ($10,50).
    expect(chosen(await quote(smaller, 20, 'L'), 'F-SLES')).toEqual({ 'Envase 1 kg': 3 });
    // 5 gallons of batch (18,93 L): factor 0,946…
    const gallons = await quote(smaller, 5, 'galón');
    expect(gallons.batch.factor).toBeCloseTo((5 * 3.785411784) / 20, 5);
    expect(productIn(gallons, 'F-SLES').needed.amount).toBeCloseTo(2.3 * gallons.batch.factor!, 5);
  });

  it('scales by the percentages when the formula gives no yield', async () => {
    const answer = await quote(byPercentage, 50, 'kg');
    expect(answer.batch).toEqual({
      amount: 50,
      unit: 'kg',
      factor: null,
      notes: ['La fórmula no indica cuánto rinde: las cantidades salen de sus porcentajes.'],
    });
    // 10 % of 50 kg.
    expect(productIn(answer, 'F-SLES').needed).toEqual({ amount: 5, unit: 'kg' });
    // 0,5 % of 50 kg, in the formula's grams.
    expect(productIn(answer, 'F-PER').ingredients[0]!.needed).toEqual({ amount: 250, unit: 'g' });
    expect(chosen(answer, 'F-PER')).toEqual({ 'Frasco 250 g': 1 });
    // No percentage and no yield: it cannot be scaled.
    expect(answer.excluded).toEqual([
      expect.objectContaining({
        name: 'Glicerina',
        needed: null,
        reason:
          'La fórmula no indica cuánto rinde ni el porcentaje de este ingrediente: no se puede escalar.',
      }),
    ]);

    // A batch in litres is weighed at 1 kg/L, as percentages are by weight.
    const litres = await quote(byPercentage, 50, 'L');
    expect(litres.batch.notes).toContain(
      'Los porcentajes se aplicaron al peso del lote, tomando 1 kg por litro.',
    );
    expect(productIn(litres, 'F-SLES').needed).toEqual({ amount: 5, unit: 'kg' });
  });

  it('converts mass and volume through the density, or at 1 kg/L saying so', async () => {
    // The formula yields kilograms; a batch in litres is compared at 1 kg/L.
    const answer = await quote(densities, 100, 'L');
    expect(answer.batch.factor).toBe(10);
    expect(answer.batch.notes).toEqual([
      'Para comparar tu lote con el rendimiento de la fórmula (10 kg) se tomó 1 kg por litro.',
    ]);

    // 10 L × 1,05 kg/L = 10,5 kg, plus 15 kg of the second ingredient: 25,5 kg together.
    const sles = productIn(answer, 'F-SLES');
    expect(sles.ingredients.map((item) => [item.name, item.needed])).toEqual([
      ['Texapón', { amount: 10, unit: 'L' }],
      ['Texapón (fase B)', { amount: 15, unit: 'kg' }],
    ]);
    expect(sles.needed).toEqual({ amount: 25.5, unit: 'kg' });
    expect(sles.notes).toEqual([]);
    expect(chosen(answer, 'F-SLES')).toEqual({ 'Saco 25 kg': 1, 'Envase 1 kg': 1 });

    // 1 L of a product without density: 1 kg, said in the line.
    const essence = productIn(answer, 'F-PER');
    expect(essence.needed).toEqual({ amount: 1, unit: 'kg' });
    expect(essence.notes).toEqual([
      'Esencia de limón no tiene densidad registrada: se asumió 1 kg/L.',
    ]);
    expect(chosen(answer, 'F-PER')).toEqual({ 'Envase 1 kg': 1 });

    // 12,6 kg ÷ 1,26 kg/L = 10 L of glycerine: three gallons (11,36 L, $30) beat a caneca ($40).
    const glycerine = productIn(answer, 'F-GLI');
    expect(glycerine.needed.amount).toBeCloseTo(10, 6);
    expect(glycerine.notes).toEqual([]);
    expect(chosen(answer, 'F-GLI')).toEqual({ Galón: 3 });
  });

  it('answers 404 for a formula that does not exist or is not published', async () => {
    for (const formulaId of [NO_SUCH_ID, draft]) {
      const response = await propose({ formulaId, batchAmount: 200, batchUnit: 'L' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Fórmula no encontrada' });
    }
  });

  it('refuses a batch it cannot read, naming the field', async () => {
    for (const [body, field] of [
      [{ formulaId: soap, batchAmount: 0, batchUnit: 'L' }, 'batchAmount'],
      [{ formulaId: soap, batchAmount: 100_001, batchUnit: 'L' }, 'batchAmount'],
      [{ formulaId: soap, batchAmount: '200', batchUnit: 'L' }, 'batchAmount'],
      [{ formulaId: soap, batchAmount: 200, batchUnit: 'saco' }, 'batchUnit'],
      [{ formulaId: 'jabon', batchAmount: 200, batchUnit: 'L' }, 'formulaId'],
      [{ formulaId: `${soap}\u0000`, batchAmount: 200, batchUnit: 'L' }, 'formulaId'],
    ] as const) {
      const response = await propose(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(badFields(response)).toEqual([field]);
    }
  });

  it('limits each address, whatever it asks', async () => {
    const remoteAddress = '10.5.0.1';
    const body = { formulaId: soap, batchAmount: 20, batchUnit: 'L' };
    for (let index = 0; index < 30; index += 1) {
      expect((await propose(body, remoteAddress)).statusCode).toBe(200);
    }
    const limited = await propose(body, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await propose(body, '10.5.0.2')).statusCode).toBe(200);
  });
});
