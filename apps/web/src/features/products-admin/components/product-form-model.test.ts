import { describe, expect, it } from 'vitest';
import { productSaveBodySchema, type Product } from '@quimia/contracts';
import { productFormPath, tabOfField, toFormValues, toProductBody } from './product-form-model';

const values = () => ({
  ...toFormValues(undefined),
  code: 'HCL-33',
  name: 'Ácido clorhídrico 33 %',
  typeId: 1,
  businessLineIds: [1],
  unit: 'L' as const,
});

/** A saved product as the staff detail gives it. */
const productBase = (): Product => ({
  id: '7f1c2a9e-0000-4000-8000-000000000001',
  code: 'HCL-33',
  slug: 'acido-clorhidrico-33',
  name: 'Ácido clorhídrico 33 %',
  casNumber: null,
  chemicalFormula: 'HCl',
  type: { id: 1, slug: 'acidos', name: 'Ácidos' },
  subtype: null,
  businessLines: [{ id: 1, slug: 'limpieza', name: 'Limpieza' }],
  unit: 'L',
  priceFromCents: null,
  ivaCode: 'iva',
  stock: 120,
  soldToOrder: false,
  availability: 'available',
  featured: false,
  status: 'published',
  image: null,
  ghsPictograms: [],
  summary: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
  synonyms: [],
  description: '',
  applicationAreas: [],
  presentations: [],
  images: [],
  minimumOrder: 1,
  leadTimeDays: 0,
  density: null,
  dangerousGoods: null,
  quoteNotes: '',
  ghs: { pictograms: [], signalWord: null, hazardStatements: [] },
  technicalSheet: null,
  safetyDataSheet: null,
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe("the product form's quoting data", () => {
  it('sends prices and volume prices in cents, and no dangerous goods when both fields are empty', () => {
    const body = toProductBody({
      ...values(),
      ivaCode: 'cero',
      density: 1.16,
      presentations: [
        {
          label: 'Galón',
          size: 3.785,
          unit: 'L',
          price: 7.5,
          saleMultiple: 4,
          priceBreaks: [{ fromQuantity: 12, price: 6.99 }],
          shippingWeightKg: 4.6,
        },
      ],
    });
    const parsed = productSaveBodySchema.parse(body);
    expect(parsed.presentations[0]).toMatchObject({
      priceCents: 750,
      saleMultiple: 4,
      priceBreaks: [{ fromQuantity: 12, unitPriceCents: 699 }],
      shippingWeightKg: 4.6,
    });
    expect(parsed).toMatchObject({ ivaCode: 'cero', density: 1.16, dangerousGoods: null });
  });

  it('sends dangerous goods when one field is filled in, so the missing one is named', () => {
    const body = toProductBody({ ...values(), unNumber: 'un 1789', hazardClass: '' });
    const result = productSaveBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => productFormPath(issue.path.join('.')));
    expect(paths).toEqual(['hazardClass']);
    const both = productSaveBodySchema.parse(
      toProductBody({ ...values(), unNumber: 'un 1789', hazardClass: '8' }),
    );
    expect(both.dangerousGoods).toEqual({ unNumber: 'UN1789', hazardClass: '8' });
  });

  it("puts every quoting field's error on the «Datos Cotización» tab", () => {
    expect(productFormPath('presentations.1.priceBreaks.0.unitPriceCents')).toBe(
      'presentations.1.priceBreaks.0.price',
    );
    expect(productFormPath('dangerousGoods.unNumber')).toBe('unNumber');
    for (const field of [
      'presentations.1.priceBreaks.0.price',
      'presentations.0.saleMultiple',
      'presentations.0.shippingWeightKg',
      'ivaCode',
      'density',
      'unNumber',
      'hazardClass',
      'quoteNotes',
    ]) {
      expect(tabOfField(field)).toBe('cotizacion');
    }
    expect(tabOfField('name')).toBe('productos');
  });
});

describe("the product form's stock", () => {
  it("never sends the stock nor a minimum: both are the inventory's, per branch", () => {
    const product = { ...productBase(), stock: 120, minimumStock: 40 };
    expect(toFormValues(product)).not.toHaveProperty('stock');
    expect(toFormValues(product)).not.toHaveProperty('minimumStock');
    const body = toProductBody(toFormValues(product));
    expect(body).not.toHaveProperty('stock');
    expect(productSaveBodySchema.parse(body)).not.toHaveProperty('minimumStock');
  });
});
