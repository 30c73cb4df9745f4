import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ECUADOR_PROVINCES,
  type CompanySettingsResponse,
  type PriceQuoteResponse,
  type ShippingRatesResponse,
} from '@quimia/contracts';
import { productTypes, type NewProductRow } from '../../db/schema';
import { insertTestProduct, type TestPresentation } from '../../test/catalog-rows';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const GUAYAS = {
  method: 'shipping',
  province: 'Guayas',
  city: 'Guayaquil',
  address: 'Av. 9 de Octubre 100',
  reference: '',
  contactName: 'Luis Andrade',
  phone: '+593 99 123 4567',
} as const;
const at = (province: string, method: 'shipping' | 'special' = 'shipping') => ({
  ...GUAYAS,
  method,
  province,
});
const PICKUP = { method: 'pickup', branchIndex: 0 } as const;

describe('pricing a sale', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;
  let clients = 0;
  /** Presentation ids by product code and label. */
  const ids = new Map<string, string>();
  const id = (code: string, label: string) => ids.get(`${code}/${label}`)!;

  /** Each call from its own address: the route's rate limit stays out of the way. */
  const calcular = async (body: object, remoteAddress = `10.9.${(clients += 1)}.1`) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pedido/calcular',
      payload: body,
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json() as PriceQuoteResponse };
  };
  const quote = async (body: object) => {
    const { status, body: answer } = await calcular(body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return answer;
  };

  async function addProduct(
    typeId: number,
    product: Omit<NewProductRow, 'typeId' | 'slug' | 'status'> & { status?: 'draft' },
    presentations: TestPresentation[],
  ) {
    // Stock enough for any cart these tests price (the stock check has its own tests).
    const inserted = await insertTestProduct(
      app.db,
      { typeId, stock: 100_000, ...product },
      presentations,
    );
    for (const [label, presentationId] of inserted.presentations) {
      ids.set(`${product.code}/${label}`, presentationId);
    }
  }

  async function setCompany(changes: Partial<CompanySettingsResponse['settings']>) {
    const current = await app.inject({
      method: 'GET',
      url: '/api/empresa/datos',
      headers: bearer(admin),
    });
    const { settings } = current.json() as CompanySettingsResponse;
    const saved = await app.inject({
      method: 'POST',
      url: '/api/empresa/guardar',
      payload: { ...settings, ...changes },
      headers: bearer(admin),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  beforeAll(async () => {
    app = await buildTestApp({ IVA_RATE: '15' });
    await seedCatalog(app.db, FIXTURE);
    admin = (await app.createUser({ role: 'admin' })).token;
    seller = (await app.createUser({ role: 'vendedor' })).token;
    client = (await app.createUser({ role: 'cliente' })).token;
    const [type] = await app.db.select({ id: productTypes.id }).from(productTypes).limit(1);
    const typeId = type!.id;
    await addProduct(
      typeId,
      { code: 'T-CIT', name: 'Ácido cítrico', unit: 'kg', ivaCode: 'iva', minimumOrder: 25 },
      [
        { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 350 },
        {
          label: 'Saco 25 kg',
          size: 25,
          unit: 'kg',
          priceCents: 6300,
          priceBreaks: [
            { fromQuantity: 10, unitPriceCents: 6000 },
            { fromQuantity: 40, unitPriceCents: 5700 },
          ],
        },
      ],
    );
    await addProduct(
      typeId,
      { code: 'T-UREA', name: 'Urea granulada', unit: 'kg', ivaCode: 'cero' },
      [
        { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 110, saleMultiple: 5 },
        { label: 'Saco 50 kg', size: 50, unit: 'kg', priceCents: 3300 },
      ],
    );
    await addProduct(
      typeId,
      {
        code: 'T-HCL',
        name: 'Ácido clorhídrico',
        unit: 'L',
        ivaCode: 'iva',
        density: 1.16,
        unNumber: 'UN1789',
        hazardClass: '8',
      },
      [{ label: 'Galón 3,785 L', size: 3.785, unit: 'L', priceCents: 750 }],
    );
    await addProduct(typeId, { code: 'T-SUL', name: 'Ácido sulfúrico', unit: 'kg' }, [
      { label: 'Tambor 250 kg', size: 250, unit: 'kg', priceCents: null },
    ]);
    await addProduct(
      typeId,
      { code: 'T-DRAFT', name: 'Producto en borrador', unit: 'kg', status: 'draft' },
      [{ label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 500 }],
    );
    await addProduct(
      typeId,
      { code: 'T-EXE', name: 'Semilla certificada', unit: 'kg', ivaCode: 'exento' },
      [{ label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 1000 }],
    );
    await addProduct(
      typeId,
      { code: 'T-COL', name: 'Colorante azul', unit: 'kg', minimumOrder: 1 },
      [{ label: 'Frasco 250 g', size: 250, unit: 'g', priceCents: 480 }],
    );
    await addProduct(typeId, { code: 'T-FRE', name: 'Bicarbonato de sodio', unit: 'kg' }, [
      { label: 'Funda 1 kg', size: 1, unit: 'kg', priceCents: 200 },
      { label: 'Sobre 1 g', size: 1, unit: 'g', priceCents: 1 },
    ]);
    await addProduct(typeId, { code: 'T-GLI', name: 'Glicerina', unit: 'L' }, [
      { label: 'Caneca 20 L', size: 20, unit: 'caneca', priceCents: 5000 },
      { label: 'Tambor 200 L', size: 200, unit: 'L', priceCents: 40000, shippingWeightKg: 230 },
    ]);
    await addProduct(typeId, { code: 'T-CAL', name: 'Cal hidratada', unit: 'saco' }, [
      { label: 'Saco', size: 1, unit: 'saco', priceCents: 900 },
    ]);
  });
  afterAll(() => app.close());

  it('prices every line from the database, whatever the browser sends', async () => {
    const answer = await quote({
      items: [
        {
          presentationId: id('T-CIT', 'Saco 25 kg'),
          quantity: 2,
          unitPriceCents: 1,
          subtotalCents: 2,
          priceCents: 1,
        },
      ],
      summary: { totalCents: 1, subtotalTaxableCents: 1 },
      subTotal: 100,
      total: 100,
      shippingCents: 0,
    });
    expect(answer.lines).toEqual([
      expect.objectContaining({
        productCode: 'T-CIT',
        productName: 'Ácido cítrico',
        presentationLabel: 'Saco 25 kg',
        quantity: 2,
        ivaCode: 'iva',
        listUnitPriceCents: 6300,
        unitPriceCents: 6300,
        breakFromQuantity: null,
        subtotalCents: 12600,
        dangerousGoods: null,
        error: null,
      }),
    ]);
    expect(answer.summary).toEqual({
      subtotalTaxableCents: 12600,
      subtotalZeroCents: 0,
      subtotalExemptCents: 0,
      subtotalNotSubjectCents: 0,
      discountCents: 0,
      shippingCents: 0,
      ivaRate: 15,
      ivaCents: 1890,
      totalCents: 14490,
      totalItems: 2,
    });
    expect(answer.errors).toEqual([]);
  });

  it('computes IVA once on the taxable base, rounded half up to the cent', async () => {
    // 350 × 15 % = 52.5 → 53 (a float would give 52.49999 → 52).
    const one = await quote({
      items: [
        { presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 1 },
        { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 },
      ],
    });
    expect(one.summary).toMatchObject({
      subtotalTaxableCents: 6650,
      ivaCents: 998,
      totalCents: 7648,
    });
    const frascos = await quote({
      items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 5 }],
    });
    // 2400 × 15 % = 360 exactly; 7 frascos: 3360 → 504.
    expect(frascos.summary).toMatchObject({ ivaCents: 360, totalCents: 2760 });
    const seven = await quote({
      items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 7 }],
    });
    expect(seven.summary).toMatchObject({
      subtotalTaxableCents: 3360,
      ivaCents: 504,
      totalCents: 3864,
    });
  });

  it('keeps each IVA base apart, as an invoice does', async () => {
    const answer = await quote({
      items: [
        { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 },
        { presentationId: id('T-UREA', 'Saco 50 kg'), quantity: 2 },
        { presentationId: id('T-EXE', 'Funda 1 kg'), quantity: 3 },
      ],
    });
    expect(answer.summary).toMatchObject({
      subtotalTaxableCents: 6300,
      subtotalZeroCents: 6600,
      subtotalExemptCents: 3000,
      subtotalNotSubjectCents: 0,
      ivaCents: 945,
      totalCents: 6300 + 6600 + 3000 + 945,
      totalItems: 6,
    });
    expect(answer.lines.map((line) => line.ivaCode)).toEqual(['iva', 'cero', 'exento']);
  });

  it('applies the best volume price the quantity reaches', async () => {
    const priced = async (quantity: number) =>
      (await quote({ items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity }] })).lines[0]!;
    expect(await priced(9)).toMatchObject({
      unitPriceCents: 6300,
      breakFromQuantity: null,
      subtotalCents: 56700,
    });
    expect(await priced(10)).toMatchObject({
      unitPriceCents: 6000,
      breakFromQuantity: 10,
      subtotalCents: 60000,
    });
    expect(await priced(39)).toMatchObject({ unitPriceCents: 6000, breakFromQuantity: 10 });
    expect(await priced(40)).toMatchObject({
      listUnitPriceCents: 6300,
      unitPriceCents: 5700,
      breakFromQuantity: 40,
      subtotalCents: 228000,
    });
  });

  it("refuses a product's lines below its minimum, counted over all its lines in its unit", async () => {
    const short = await quote({
      items: [{ presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 24 }],
    });
    expect(short.lines[0]!.error).toBe('El pedido mínimo de Ácido cítrico es 25 kg');
    expect(short.errors).toEqual(['El pedido mínimo de Ácido cítrico es 25 kg']);
    // The figures still come back.
    expect(short.summary.subtotalTaxableCents).toBe(24 * 350);
    expect(
      (await quote({ items: [{ presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 25 }] }))
        .errors,
    ).toEqual([]);
    const mixed = await quote({
      items: [
        { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 },
        { presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 2 },
      ],
    });
    expect(mixed.lines.map((line) => line.error)).toEqual([null, null]);
    // 250 g frascos of a product sold by the kilogram: 3 are 0,75 kg.
    const grams = await quote({
      items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 3 }],
    });
    expect(grams.lines[0]!.error).toBe('El pedido mínimo de Colorante azul es 1 kg');
    expect(
      (await quote({ items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 4 }] }))
        .errors,
    ).toEqual([]);
  });

  it('refuses a quantity that is not a multiple of what the presentation is sold in', async () => {
    const wrong = await quote({
      items: [{ presentationId: id('T-UREA', 'Funda 1 kg'), quantity: 7 }],
    });
    expect(wrong.lines[0]!.error).toBe(
      'Urea granulada (Funda 1 kg) se vende en múltiplos de 5 unidades',
    );
    expect(wrong.lines[0]!.subtotalCents).toBe(770);
    const right = await quote({
      items: [{ presentationId: id('T-UREA', 'Funda 1 kg'), quantity: 10 }],
    });
    expect(right.lines[0]!.error).toBeNull();
    expect(right.summary).toMatchObject({ subtotalZeroCents: 1100, ivaCents: 0, totalCents: 1100 });
  });

  it('shows a price on request, and unknown or unpublished presentations, as lines that cannot be ordered', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await quote({
      items: [
        { presentationId: id('T-SUL', 'Tambor 250 kg'), quantity: 1 },
        { presentationId: id('T-DRAFT', 'Funda 1 kg'), quantity: 1 },
        { presentationId: missing, quantity: 1 },
        { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 },
      ],
    });
    expect(
      answer.lines.map((line) => [line.unitPriceCents, line.subtotalCents, line.error]),
    ).toEqual([
      [null, null, 'Precio a consultar: solicita una cotización'],
      [500, 500, 'Producto en borrador ya no está a la venta'],
      [null, null, 'Este producto ya no está disponible'],
      [6300, 6300, null],
    ]);
    expect(answer.lines[2]).toMatchObject({
      presentationId: missing,
      productName: 'Producto no disponible',
    });
    expect(answer.errors).toHaveLength(3);
    // The priced lines still add up; the ones on request do not.
    expect(answer.summary.subtotalTaxableCents).toBe(6800);
  });

  it('limits a sale to consumidor final, IVA included, to the configured amount', async () => {
    const items = [{ presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 25 }];
    // 25 × 3,50 = 87,50 + IVA = 100,63: over the $50 of a new install.
    const over = await quote({ items, identificationType: 'consumidor_final' });
    expect(over.summary.totalCents).toBe(10063);
    expect(over.errors).toEqual([
      'Como consumidor final puedes comprar hasta $50,00 por factura: ingresa tu cédula o RUC para un total de $100,63',
    ]);
    expect((await quote({ items, identificationType: 'cedula' })).errors).toEqual([]);
    const small = await quote({
      items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 4 }],
      identificationType: 'consumidor_final',
    });
    expect(small.summary.totalCents).toBe(2208);
    expect(small.errors).toEqual([]);
  });

  it('warns, never refuses, about a company RUC without a valid check digit', async () => {
    const items = [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 }];
    const failing = await quote({
      items,
      identificationType: 'ruc',
      identification: '1793213150001',
    });
    expect(failing.errors).toEqual([]);
    expect(failing.warnings).toEqual([
      expect.stringContaining('1793213150001 no cumple el dígito verificador'),
    ]);
    const good = await quote({ items, identificationType: 'ruc', identification: '1790016919001' });
    expect(good.warnings).toEqual([]);
  });

  it('prices pickup free and shipping by province, taxed like a line, free from the threshold', async () => {
    const items = [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 }];
    const pickup = await quote({ items, delivery: PICKUP });
    expect(pickup.summary.shippingCents).toBe(0);
    expect(pickup.deliveryOptions[0]).toEqual({
      method: 'pickup',
      available: true,
      cents: 0,
      // The price beside it already says «Gratis»: the note does not repeat it.
      note: 'En Valle de los Chillos o Sur de Quito',
      deliveryDays: null,
    });
    const options = (await quote({ items })).deliveryOptions;
    expect(options.map((option) => [option.method, option.available, option.cents])).toEqual([
      ['pickup', true, 0],
      ['shipping', true, null],
      ['special', true, null],
    ]);
    // A 25 kg sack is in the 5–30 kg band: 2.5 times the parcel price the migration kept.
    expect(options[1]!.note).toBe('Desde $8,75 según la provincia (25 kg).');

    const pichincha = await quote({ items, delivery: at('Pichincha') });
    const guayas = await quote({ items, delivery: at('Guayas') });
    expect(pichincha.summary.shippingCents).toBe(875);
    expect(guayas.summary.shippingCents).toBe(1750);
    // Shipping is in the taxable base: (6300 + 1750) × 15 % = 1207,5 → 1208.
    expect(guayas.summary).toMatchObject({
      subtotalTaxableCents: 8050,
      ivaCents: 1208,
      totalCents: 9258,
    });
    expect(guayas.deliveryOptions[1]!.note).toBe('A Guayas, 25 kg: llega en 2 días hábiles.');
    expect(guayas.deliveryOptions[1]!.deliveryDays).toBe(2);
    expect(guayas.shippingWeight.kg).toBe(25);

    await setCompany({ freeShippingThresholdCents: 10_000 });
    const below = await quote({ items, delivery: at('Guayas') });
    expect(below.summary.shippingCents).toBe(1750);
    expect(below.deliveryOptions[1]!.note).toBe(
      'A Guayas, 25 kg: llega en 2 días hábiles. Gratis desde $100,00.',
    );
    const above = await quote({
      items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 2 }],
      delivery: at('Guayas'),
    });
    expect(above.summary).toMatchObject({ shippingCents: 0, subtotalTaxableCents: 12600 });
    expect(above.deliveryOptions[1]).toMatchObject({
      available: true,
      cents: 0,
      note: 'A Guayas, 50 kg: llega en 2 días hábiles; tu pedido alcanza los $100,00.',
    });
    const anywhere = await quote({
      items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 2 }],
    });
    expect(anywhere.deliveryOptions[1]).toMatchObject({
      cents: 0,
      note: 'Por courier, según la provincia; tu pedido alcanza los $100,00.',
    });
    await setCompany({ freeShippingThresholdCents: null });
  });

  it('offers special transport where no courier goes, and refuses a branch that does not exist', async () => {
    const items = [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 }];
    const galapagos = await quote({ items, delivery: at('Galápagos') });
    expect(galapagos.deliveryOptions[1]).toMatchObject({ available: false, cents: null });
    expect(galapagos.errors).toEqual([
      'No enviamos por courier a Galápagos: elige transporte especial, a coordinar.',
    ]);
    const special = await quote({ items, delivery: at('Galápagos', 'special') });
    expect(special.errors).toEqual([]);
    expect(special.summary.shippingCents).toBe(0);
    expect(special.warnings).toEqual([expect.stringContaining('se cotiza aparte')]);
    const branch = await quote({ items, delivery: { method: 'pickup', branchIndex: 5 } });
    expect(branch.errors).toEqual(['La sucursal elegida no existe: elige otra']);
  });

  it('keeps dangerous goods off the courier: pickup or special transport', async () => {
    const items = [
      { presentationId: id('T-HCL', 'Galón 3,785 L'), quantity: 2 },
      { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 },
    ];
    const answer = await quote({ items, delivery: at('Pichincha') });
    expect(answer.lines[0]!.dangerousGoods).toEqual({ unNumber: 'UN1789', hazardClass: '8' });
    const shipping = answer.deliveryOptions.find((option) => option.method === 'shipping')!;
    expect(shipping).toMatchObject({ available: false, cents: null });
    expect(shipping.note).toContain('Ácido clorhídrico (UN1789, clase 8): mercancía peligrosa');
    expect(answer.errors).toEqual([shipping.note]);
    expect(answer.summary.shippingCents).toBe(0);
    expect((await quote({ items, delivery: PICKUP })).errors).toEqual([]);
    expect((await quote({ items, delivery: at('Pichincha', 'special') })).errors).toEqual([]);
  });

  it('refuses input the contracts do not accept, in Spanish', async () => {
    const empty = await calcular({ items: [] });
    expect(empty.status).toBe(400);
    const tooMany = await calcular({
      items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 100_001 }],
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('La cantidad máxima es 100000');
    const zero = await calcular({
      items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 0 }],
    });
    expect(zero.status).toBe(400);
    const notId = await calcular({ items: [{ presentationId: 'x', quantity: 1 }] });
    expect(notId.status).toBe(400);
  });

  it('limits how often one address asks', async () => {
    const body = { items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 }] };
    const statuses: number[] = [];
    for (let n = 0; n < 121; n += 1) statuses.push((await calcular(body, '10.200.0.1')).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await calcular(body, '10.200.0.2')).status).toBe(200);
  });

  describe('the courier table', () => {
    const read = (token?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/envios/tarifas',
        headers: token ? bearer(token) : {},
      });
    const save = (payload: object, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/envios/guardar',
        payload,
        headers: token ? bearer(token) : {},
      });
    const bodyOf = ({ bandLimitsKg, maxCourierKg, rates }: ShippingRatesResponse) => ({
      bandLimitsKg,
      maxCourierKg,
      rates,
    });

    it('starts with all 24 provinces, their parcel price as the lightest band, and Galápagos without courier', async () => {
      const response = await read(seller);
      expect(response.statusCode, response.body).toBe(200);
      const table = response.json() as ShippingRatesResponse;
      expect(table.bandLimitsKg).toEqual([5, 30, 100]);
      expect(table.maxCourierKg).toBe(500);
      expect(table.rates.map((rate) => rate.province)).toEqual([...ECUADOR_PROVINCES]);
      const byProvince = new Map(table.rates.map((rate) => [rate.province, rate]));
      // The parcel prices of the table before weights: Pichincha $3,50, Guayas $7,00.
      expect(byProvince.get('Pichincha')).toEqual({
        province: 'Pichincha',
        bandCents: [350, 875, 2100],
        extraKgCents: 35,
        deliveryDays: 1,
      });
      expect(byProvince.get('Guayas')).toMatchObject({ bandCents: [700, 1750, 4200] });
      expect(byProvince.get('Galápagos')).toMatchObject({ bandCents: null, extraKgCents: null });
      const lightest = table.rates.flatMap((rate) => (rate.bandCents ? [rate.bandCents[0]!] : []));
      expect(Math.min(...lightest)).toBe(350);
      expect(table.freeShippingThresholdCents).toBeNull();
    });

    it('lets staff read it and only administrators change it', async () => {
      const body = bodyOf((await read(admin)).json() as ShippingRatesResponse);
      expect((await read()).statusCode).toBe(401);
      expect((await read(client)).statusCode).toBe(403);
      expect((await save(body)).statusCode).toBe(401);
      expect((await save(body, client)).statusCode).toBe(403);
      expect((await save(body, seller)).statusCode).toBe(403);
    });

    it('saves the whole table, and the cart is priced with it at once', async () => {
      const before = bodyOf((await read(admin)).json() as ShippingRatesResponse);
      const changed = {
        bandLimitsKg: [10, 50],
        maxCourierKg: 80,
        rates: before.rates.map((rate) =>
          rate.province === 'Pichincha'
            ? { ...rate, bandCents: [400, 900], extraKgCents: 20, deliveryDays: 2 }
            : rate.province === 'Galápagos'
              ? { ...rate, bandCents: [2500, 6000], extraKgCents: 100, deliveryDays: 8 }
              : { ...rate, bandCents: rate.bandCents && rate.bandCents.slice(0, 2) },
        ),
      };
      const response = await save(changed, admin);
      expect(response.statusCode, response.body).toBe(200);
      expect(bodyOf(response.json() as ShippingRatesResponse)).toEqual(changed);
      const sacks = (quantity: number) => [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity }];
      // 25 kg: the 10–50 kg band; 75 kg: 50 kg + 25 kg at 20 cents.
      const pichincha = await quote({ items: sacks(1), delivery: at('Pichincha') });
      expect(pichincha.summary.shippingCents).toBe(900);
      const heavier = await quote({ items: sacks(3), delivery: at('Pichincha') });
      expect(heavier.summary.shippingCents).toBe(900 + 25 * 20);
      const galapagos = await quote({ items: sacks(1), delivery: at('Galápagos') });
      expect(galapagos.errors).toEqual([]);
      expect(galapagos.summary.shippingCents).toBe(6000);
      // Over the new courier limit (80 kg): special transport only.
      const limit = await quote({ items: sacks(4), delivery: at('Pichincha') });
      expect(limit.deliveryOptions[1]).toMatchObject({ available: false, cents: null });
      expect(limit.errors[0]).toContain('por courier enviamos hasta 80 kg');
      expect((await save(before, admin)).statusCode).toBe(200);
    });

    it('refuses incoherent bands, wrong values and hostile numbers, naming the field, and keeps the old table', async () => {
      const before = bodyOf((await read(admin)).json() as ShippingRatesResponse);
      const { rates } = before;
      const first = (change: object) =>
        rates.map((rate, n) => (n === 0 ? { ...rate, ...change } : rate));
      const cases: [object, string, string][] = [
        [{ ...before, rates: rates.slice(1) }, 'rates', 'Falta la tarifa de Azuay'],
        [
          { ...before, rates: [...rates.slice(1), rates[1]] },
          'rates.23.province',
          'Bolívar está repetida',
        ],
        [
          { ...before, bandLimitsKg: [5, 5, 100] },
          'bandLimitsKg.1',
          'Cada banda llega a más kg que la anterior (más de 5 kg)',
        ],
        [
          { ...before, bandLimitsKg: [30, 5, 100] },
          'bandLimitsKg.1',
          'Cada banda llega a más kg que la anterior',
        ],
        [{ ...before, bandLimitsKg: [] }, 'bandLimitsKg', 'Ingresa al menos una banda de peso'],
        [
          { ...before, bandLimitsKg: [1, 2, 3, 4, 5, 6, 7] },
          'bandLimitsKg',
          'Como máximo 6 bandas de peso',
        ],
        [
          { ...before, bandLimitsKg: [-5, 30, 100] },
          'bandLimitsKg.0',
          'El límite de la banda debe ser mayor que cero',
        ],
        [
          { ...before, bandLimitsKg: [5, 30, 1e308] },
          'bandLimitsKg.2',
          'es de 10.000 kg como máximo',
        ],
        [
          { ...before, bandLimitsKg: [5.0001, 30, 100] },
          'bandLimitsKg.0',
          'admite hasta tres decimales',
        ],
        [
          { ...before, maxCourierKg: 0 },
          'maxCourierKg',
          'El peso máximo por courier debe ser mayor que cero',
        ],
        [
          { ...before, maxCourierKg: '500' },
          'maxCourierKg',
          'El peso máximo por courier es un número de kg',
        ],
        [
          { ...before, rates: first({ bandCents: [-1, 875, 2100] }) },
          'rates.0.bandCents.0',
          'El precio no puede ser negativo',
        ],
        [
          { ...before, rates: first({ bandCents: [700, 1750, 1e12] }) },
          'rates.0.bandCents.2',
          'El envío cuesta como máximo 1.000 USD',
        ],
        [
          { ...before, rates: first({ bandCents: [700, 17.5, 4200] }) },
          'rates.0.bandCents.1',
          'El precio debe estar en centavos',
        ],
        [
          { ...before, rates: first({ bandCents: [700, null, 4200] }) },
          'rates.0.bandCents.1',
          'Ingresa el precio de cada banda',
        ],
        [
          { ...before, rates: first({ bandCents: [700, 100_001, 100_001] }) },
          'rates.0.bandCents.1',
          'El envío cuesta como máximo 1.000 USD',
        ],
        [
          { ...before, rates: first({ bandCents: [700, 1750] }) },
          'rates.0.bandCents',
          'Azuay: ingresa un precio por cada banda de peso',
        ],
        [
          { ...before, rates: first({ bandCents: [700, 500, 4200] }) },
          'rates.0.bandCents.1',
          'Azuay: una banda más pesada no puede costar menos que la anterior',
        ],
        [
          { ...before, rates: first({ extraKgCents: null }) },
          'rates.0.extraKgCents',
          'sin courier, deja vacíos todos sus precios',
        ],
        [
          { ...before, rates: first({ extraKgCents: 3.5 }) },
          'rates.0.extraKgCents',
          'El precio por kg adicional debe estar en centavos',
        ],
        [
          { ...before, rates: first({ deliveryDays: 91 }) },
          'rates.0.deliveryDays',
          'Como máximo 90 días',
        ],
        [
          { ...before, rates: first({ province: 'Quito' }) },
          'rates.0.province',
          'La provincia no es válida',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await save(payload, admin);
        expect(response.statusCode, response.body).toBe(400);
        const { details } = response.json() as { details: { field: string; message: string }[] };
        expect(details, response.body).toContainEqual({
          field,
          message: expect.stringContaining(message),
        });
      }
      expect(bodyOf((await read(admin)).json() as ShippingRatesResponse)).toEqual(before);
    });
  });

  describe('freight by weight', () => {
    /** Guayas as migrated: $7,00 up to 5 kg, $17,50 to 30 kg, $42,00 to 100 kg, $0,70 per kg above. */
    const freightTo = async (items: object[], province = 'Guayas') =>
      quote({ items, delivery: at(province) });
    const funda = (quantity: number) => ({ presentationId: id('T-FRE', 'Funda 1 kg'), quantity });
    const gramo = (quantity: number) => ({ presentationId: id('T-FRE', 'Sobre 1 g'), quantity });

    it('prices each band up to its edge, the next from a gram more, and each started kg above the last', async () => {
      const cases: [object[], number, number][] = [
        [[funda(1)], 1, 700],
        [[funda(5)], 5, 700],
        [[funda(5), gramo(1)], 5.001, 1750],
        [[funda(30)], 30, 1750],
        [[funda(31)], 31, 4200],
        [[funda(100)], 100, 4200],
        // 100,001 kg: one started kilogram above the last band.
        [[funda(100), gramo(1)], 100.001, 4200 + 70],
        [[funda(152)], 152, 4200 + 52 * 70],
      ];
      for (const [items, kg, cents] of cases) {
        const answer = await freightTo(items);
        expect(answer.shippingWeight.kg, `${kg} kg`).toBe(kg);
        expect(answer.summary.shippingCents, `${kg} kg`).toBe(cents);
      }
    });

    it('prices a 252 kg order of ácido cítrico to Guayas as freight, not as a parcel', async () => {
      const answer = await freightTo([
        { presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 10 },
        { presentationId: id('T-CIT', 'Funda 1 kg'), quantity: 2 },
      ]);
      expect(answer.shippingWeight.kg).toBe(252);
      // $42,00 to 100 kg, then 152 kg at $0,70.
      expect(answer.summary.shippingCents).toBe(14_840);
      expect(answer.deliveryOptions[1]).toMatchObject({
        available: true,
        cents: 14_840,
        deliveryDays: 2,
        note: 'A Guayas, 252 kg: llega en 2 días hábiles.',
      });
    });

    it('offers only pickup and special transport above the courier limit, saying why', async () => {
      const answer = await freightTo([{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 21 }]);
      expect(answer.shippingWeight.kg).toBe(525);
      const [pickup, shipping, special] = answer.deliveryOptions;
      expect(pickup!.available).toBe(true);
      expect(special!.available).toBe(true);
      expect(shipping).toMatchObject({ available: false, cents: null });
      expect(shipping!.note).toBe(
        'Tu pedido pesa 525 kg: por courier enviamos hasta 500 kg. Retira en sucursal o elige transporte especial, a coordinar.',
      );
      expect(answer.errors).toEqual([shipping!.note]);
      const options = (
        await quote({ items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 21 }] })
      ).deliveryOptions;
      expect(options[1]).toMatchObject({ available: false });
      const bySpecial = await quote({
        items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 21 }],
        delivery: at('Guayas', 'special'),
      });
      expect(bySpecial.errors).toEqual([]);
      expect(bySpecial.summary.shippingCents).toBe(0);
    });

    it('sends dangerous goods by special transport however light', async () => {
      const answer = await freightTo([
        { presentationId: id('T-HCL', 'Galón 3,785 L'), quantity: 1 },
      ]);
      expect(answer.shippingWeight.kg).toBe(4.391);
      expect(answer.deliveryOptions[1]).toMatchObject({ available: false, cents: null });
      expect(answer.errors[0]).toContain('mercancía peligrosa');
    });

    it('weighs solids by their mass, liquids by their density or at 1 kg/L, and says what it cannot weigh', async () => {
      // Solid: 4 × 250 g.
      const solid = await quote({
        items: [{ presentationId: id('T-COL', 'Frasco 250 g'), quantity: 4 }],
      });
      expect(solid.shippingWeight).toEqual({
        kg: 1,
        unknownProducts: [],
        assumedDensityProducts: [],
      });
      // Liquid with a density: 3,785 L × 1,16 kg/L.
      const dense = await quote({
        items: [{ presentationId: id('T-HCL', 'Galón 3,785 L'), quantity: 2 }],
      });
      expect(dense.shippingWeight.kg).toBe(8.782);
      // Liquid without one: 20 L at 1 kg/L, and the answer says it assumed it.
      const assumed = await quote({
        items: [{ presentationId: id('T-GLI', 'Caneca 20 L'), quantity: 1 }],
      });
      expect(assumed.shippingWeight).toEqual({
        kg: 20,
        unknownProducts: [],
        assumedDensityProducts: ['Glicerina'],
      });
      // A weight staff gave wins over the size: a tambor of 200 L weighing 230 kg with its drum.
      const given = await quote({
        items: [{ presentationId: id('T-GLI', 'Tambor 200 L'), quantity: 1 }],
      });
      expect(given.shippingWeight.kg).toBe(230);
      // A product sold by the saco: its sacks cannot be weighed.
      const unknown = await quote({
        items: [{ presentationId: id('T-CAL', 'Saco'), quantity: 2 }, funda(3)],
        delivery: at('Guayas'),
      });
      expect(unknown.shippingWeight).toEqual({
        kg: 3,
        unknownProducts: ['Cal hidratada'],
        assumedDensityProducts: [],
      });
    });
  });
});
