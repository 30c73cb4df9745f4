import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@quimia/contracts';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

/** What the product form's tab "Datos Cotización" saves, and what the storefront reads of it. */
describe("a product's quoting data", () => {
  let app: TestApp;
  let seller: string;
  let base: Record<string, unknown>;

  const save = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/producto/guardar',
      payload: { ...base, ...body },
      headers: bearer(seller),
    });
  const fields = (response: { json: () => unknown }) =>
    ((response.json() as { details?: { field: string; message: string }[] }).details ?? []).map(
      (detail) => `${detail.field}: ${detail.message}`,
    );

  beforeAll(async () => {
    app = await buildTestApp();
    await seedCatalog(app.db, FIXTURE);
    seller = (await app.createUser({ role: 'vendedor' })).token;
    const types = (await app.inject({ url: '/api/producto/getOptionsTipoProducto' })).json();
    const lines = (await app.inject({ url: '/api/producto/getLineasNegocio' })).json();
    base = {
      code: 'HCL-33',
      name: 'Ácido clorhídrico 33 %',
      typeId: types.items[0].id,
      businessLineIds: [lines.items[0].id],
      unit: 'L',
      status: 'published',
    };
  });
  afterAll(() => app.close());

  it('saves IVA treatment, density, dangerous goods, notes, multiples and volume prices', async () => {
    const response = await save({
      ivaCode: 'cero',
      density: 1.16,
      dangerousGoods: { unNumber: 'un 1789', hazardClass: '8' },
      quoteNotes: 'Se entrega con su hoja de seguridad.',
      minimumOrder: 3.785,
      presentations: [
        {
          label: 'Galón 3,785 L',
          size: 3.785,
          unit: 'L',
          priceCents: 750,
          saleMultiple: 4,
          priceBreaks: [
            { fromQuantity: 12, unitPriceCents: 700 },
            { fromQuantity: 48, unitPriceCents: 650 },
          ],
        },
        { label: 'Caneca 20 L', size: 20, unit: 'L', priceCents: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json().product as Product;
    const page = (await app.inject({ url: `/api/producto/getProducto?slug=${saved.slug}` })).json();
    for (const product of [saved, page.product as Product]) {
      expect(product).toMatchObject({
        ivaCode: 'cero',
        density: 1.16,
        dangerousGoods: { unNumber: 'UN1789', hazardClass: '8' },
        quoteNotes: 'Se entrega con su hoja de seguridad.',
        minimumOrder: 3.785,
      });
      expect(product.presentations).toEqual([
        expect.objectContaining({
          priceCents: 750,
          saleMultiple: 4,
          priceBreaks: [
            { fromQuantity: 12, unitPriceCents: 700 },
            { fromQuantity: 48, unitPriceCents: 650 },
          ],
        }),
        expect.objectContaining({ priceCents: null, saleMultiple: null, priceBreaks: [] }),
      ]);
    }
    // Saved again without them: no longer dangerous goods, no volume prices.
    const again = await save({
      id: saved.id,
      presentations: [{ ...saved.presentations[0], priceBreaks: [], saleMultiple: null }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const plain = again.json().product as Product;
    expect(plain).toMatchObject({
      ivaCode: 'iva',
      density: null,
      dangerousGoods: null,
      quoteNotes: '',
    });
    expect(plain.presentations[0]).toMatchObject({
      id: saved.presentations[0]!.id,
      priceBreaks: [],
    });
  });

  it('refuses volume prices out of order, not cheaper, or without a list price', async () => {
    const presentation = { label: 'Galón', size: 3.785, unit: 'L', priceCents: 750 };
    const response = await save({
      code: 'HCL-BAD',
      name: 'Ácido clorhídrico técnico',
      presentations: [
        {
          ...presentation,
          priceBreaks: [
            { fromQuantity: 10, unitPriceCents: 700 },
            { fromQuantity: 10, unitPriceCents: 650 },
            { fromQuantity: 20, unitPriceCents: 800 },
          ],
        },
        {
          ...presentation,
          label: 'Sin precio',
          priceCents: null,
          priceBreaks: [{ fromQuantity: 5, unitPriceCents: 1 }],
        },
        {
          ...presentation,
          label: 'Uno',
          saleMultiple: 1,
          priceBreaks: [{ fromQuantity: 1, unitPriceCents: 1 }],
        },
        {
          ...presentation,
          label: 'Creciente',
          priceBreaks: [
            { fromQuantity: 10, unitPriceCents: 700 },
            { fromQuantity: 20, unitPriceCents: 720 },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(
      expect.arrayContaining([
        'presentations.0.priceBreaks.1.fromQuantity: Ordena las escalas de menor a mayor cantidad, sin repetirlas',
        'presentations.0.priceBreaks.2.unitPriceCents: El precio por volumen debe ser menor que el precio de la presentación',
        'presentations.3.priceBreaks.1.unitPriceCents: A más cantidad, menor precio: cada escala debe costar menos que la anterior',
        'presentations.1.priceBreaks: Los precios por volumen necesitan el precio de la presentación',
        'presentations.2.saleMultiple: El múltiplo de venta es de 2 o más (vacío: cualquier cantidad)',
        'presentations.2.priceBreaks.0.fromQuantity: La escala empieza en 2 unidades o más',
      ]),
    );
  });

  it('refuses half a dangerous-goods mark, a wrong UN number or class, and an impossible density', async () => {
    const response = await save({
      code: 'HCL-BAD2',
      ivaCode: 'quince',
      density: 40,
      dangerousGoods: { unNumber: 'UN17', hazardClass: '10' },
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(
      expect.arrayContaining([
        'ivaCode: Elige el tratamiento de IVA',
        'density: La densidad va de 0,01 a 25 kg/L',
        'dangerousGoods.unNumber: El número ONU es UN y cuatro dígitos, p. ej. UN1789',
        'dangerousGoods.hazardClass: La clase de peligro va de 1 a 9, con división opcional (p. ej. 8 o 5.1)',
      ]),
    );
    const half = await save({ code: 'HCL-BAD3', dangerousGoods: { unNumber: 'UN1789' } });
    expect(half.statusCode).toBe(400);
    expect(fields(half)).toEqual([
      'dangerousGoods.hazardClass: Ingresa la clase de peligro (p. ej. 8)',
    ]);
  });
});
