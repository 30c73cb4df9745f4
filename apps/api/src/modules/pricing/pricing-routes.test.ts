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
    });
    const options = (await quote({ items })).deliveryOptions;
    expect(options.map((option) => [option.method, option.available, option.cents])).toEqual([
      ['pickup', true, 0],
      ['shipping', true, null],
      ['special', true, null],
    ]);
    expect(options[1]!.note).toBe('Desde $3,50 según la provincia.');

    const pichincha = await quote({ items, delivery: at('Pichincha') });
    const guayas = await quote({ items, delivery: at('Guayas') });
    expect(pichincha.summary.shippingCents).toBe(350);
    expect(guayas.summary.shippingCents).toBe(700);
    // Shipping is in the taxable base: (6300 + 700) × 15 % = 1050.
    expect(guayas.summary).toMatchObject({
      subtotalTaxableCents: 7000,
      ivaCents: 1050,
      totalCents: 8050,
    });
    expect(guayas.deliveryOptions[1]!.note).toBe('A Guayas: llega en 2 días hábiles.');

    await setCompany({ freeShippingThresholdCents: 10_000 });
    const below = await quote({ items, delivery: at('Guayas') });
    expect(below.summary.shippingCents).toBe(700);
    expect(below.deliveryOptions[1]!.note).toBe(
      'A Guayas: llega en 2 días hábiles. Gratis desde $100,00.',
    );
    const above = await quote({
      items: [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 2 }],
      delivery: at('Guayas'),
    });
    expect(above.summary).toMatchObject({ shippingCents: 0, subtotalTaxableCents: 12600 });
    expect(above.deliveryOptions[1]).toMatchObject({
      available: true,
      cents: 0,
      note: 'A Guayas: llega en 2 días hábiles; tu pedido alcanza los $100,00.',
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

    it('starts with all 24 provinces, Pichincha cheapest, and Galápagos without courier', async () => {
      const response = await read(seller);
      expect(response.statusCode, response.body).toBe(200);
      const table = response.json() as ShippingRatesResponse;
      expect(table.rates.map((rate) => rate.province)).toEqual([...ECUADOR_PROVINCES]);
      const byProvince = new Map(table.rates.map((rate) => [rate.province, rate]));
      expect(byProvince.get('Pichincha')).toEqual({
        province: 'Pichincha',
        priceCents: 350,
        deliveryDays: 1,
      });
      expect(byProvince.get('Galápagos')!.priceCents).toBeNull();
      const priced = table.rates.flatMap((rate) =>
        rate.priceCents === null ? [] : [rate.priceCents],
      );
      expect(Math.min(...priced)).toBe(350);
      expect(table.freeShippingThresholdCents).toBeNull();
    });

    it('lets staff read it and only administrators change it', async () => {
      const table = ((await read(admin)).json() as ShippingRatesResponse).rates;
      expect((await read()).statusCode).toBe(401);
      expect((await read(client)).statusCode).toBe(403);
      expect((await save({ rates: table })).statusCode).toBe(401);
      expect((await save({ rates: table }, client)).statusCode).toBe(403);
      expect((await save({ rates: table }, seller)).statusCode).toBe(403);
    });

    it('saves the whole table, and the cart is priced with it at once', async () => {
      const table = ((await read(admin)).json() as ShippingRatesResponse).rates;
      const changed = table.map((rate) =>
        rate.province === 'Pichincha'
          ? { ...rate, priceCents: 400, deliveryDays: 2 }
          : rate.province === 'Galápagos'
            ? { ...rate, priceCents: 2500, deliveryDays: 8 }
            : rate,
      );
      const response = await save({ rates: changed }, admin);
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json() as ShippingRatesResponse;
      expect(saved.rates).toEqual(changed);
      const items = [{ presentationId: id('T-CIT', 'Saco 25 kg'), quantity: 1 }];
      expect((await quote({ items, delivery: at('Pichincha') })).summary.shippingCents).toBe(400);
      const galapagos = await quote({ items, delivery: at('Galápagos') });
      expect(galapagos.errors).toEqual([]);
      expect(galapagos.summary.shippingCents).toBe(2500);
      expect((await save({ rates: table }, admin)).statusCode).toBe(200);
    });

    it('refuses a table without every province once, or with wrong values, and keeps the old one', async () => {
      const before = (await read(admin)).json() as ShippingRatesResponse;
      const table = before.rates;
      const cases: [object, string][] = [
        [{ rates: table.slice(1) }, 'Falta la tarifa de Azuay'],
        [{ rates: [...table.slice(1), table[1]] }, 'Bolívar está repetida'],
        [
          { rates: table.map((rate, n) => (n === 0 ? { ...rate, priceCents: -1 } : rate)) },
          'El precio no puede ser negativo',
        ],
        [
          { rates: table.map((rate, n) => (n === 0 ? { ...rate, deliveryDays: 91 } : rate)) },
          'Como máximo 90 días',
        ],
        [
          { rates: table.map((rate, n) => (n === 0 ? { ...rate, province: 'Quito' } : rate)) },
          'La provincia no es válida',
        ],
        [
          { rates: table.map((rate, n) => (n === 0 ? { ...rate, priceCents: 3.5 } : rate)) },
          'El precio debe estar en centavos',
        ],
      ];
      for (const [payload, message] of cases) {
        const response = await save(payload, admin);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.body).toContain(message);
      }
      expect(((await read(admin)).json() as ShippingRatesResponse).rates).toEqual(table);
    });
  });
});
