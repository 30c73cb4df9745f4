import { describe, expect, it } from 'vitest';
import type { InvoicingSettings, IvaCode, Order } from '@quimia/contracts';
import { defaultCompanySettings } from '../../modules/company';
import { summarizeSale } from '../../modules/pricing';
import { allocate, creditNoteDraft, orderInvoiceDraft } from './invoice-draft';

const COMPANY = defaultCompanySettings({
  SUPPORT_PHONE: '+593 99 123 4567',
  IVA_RATE: 15,
  COMPANY_RUC: '1790012345001',
});
const SETTINGS: InvoicingSettings = {
  environment: 'pruebas',
  establishment: '001',
  emissionPoint: '002',
  headOfficeAddress: 'Av. Ilaló 123',
  establishmentAddress: 'Av. Ilaló 123',
  keepsAccounts: true,
  specialTaxpayerResolution: null,
  withholdingAgentResolution: null,
  rimpe: 'ninguno',
  xmlVersion: '1.1.0',
  autoIssue: false,
  branchSeries: [
    {
      branch: 'Sur de Quito',
      establishment: '002',
      emissionPoint: '001',
      establishmentAddress: 'Av. Maldonado S12-34, Quito',
    },
  ],
};

/** An order priced as the server prices one: lines of every IVA treatment, shipping, a discount. */
function order(overrides: Partial<Order> = {}, discountCents = 1_001): Order {
  const lines: { code: string; ivaCode: IvaCode; unitPriceCents: number; quantity: number }[] = [
    { code: 'ACI-001', ivaCode: 'iva', unitPriceCents: 1_333, quantity: 3 },
    { code: 'TEN-001', ivaCode: 'iva', unitPriceCents: 777, quantity: 7 },
    { code: 'SAL-001', ivaCode: 'cero', unitPriceCents: 250, quantity: 11 },
    { code: 'EXE-001', ivaCode: 'exento', unitPriceCents: 1_999, quantity: 1 },
    { code: 'NOB-001', ivaCode: 'no_objeto', unitPriceCents: 505, quantity: 2 },
  ];
  const summary = summarizeSale(lines, { shippingCents: 750, discountCents, ivaRate: 15 });
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'PED-2026-000001',
    status: 'confirmed',
    source: 'checkout',
    createdAt: '2026-11-28T15:00:00Z',
    updatedAt: '2026-11-28T15:00:00Z',
    billing: {
      identificationType: 'ruc',
      identification: '1790016919001',
      name: 'Limpiezas del Valle S.A.',
      address: 'Sangolquí',
      email: 'compras@ejemplo.ec',
      phone: null,
    },
    delivery: { method: 'pickup' } as Order['delivery'],
    payment: { method: 'on_pickup' },
    shippingWeightKg: null,
    lines: lines.map((line, position) => ({
      position,
      productId: null,
      presentationId: null,
      productCode: line.code,
      productName: `Producto ${line.code}`,
      presentationLabel: '1 kg',
      quantity: line.quantity,
      ivaCode: line.ivaCode,
      unitPriceCents: line.unitPriceCents,
      subtotalCents: line.unitPriceCents * line.quantity,
    })),
    summary,
    carrier: null,
    guideNumber: null,
    events: [],
    nextStatuses: [],
    ...overrides,
  };
}

describe("an order's invoice draft", () => {
  it("takes the pickup branch's own series and address, and the shop's for any other order", () => {
    const pickupAt = (name: string) =>
      order({
        delivery: { method: 'pickup', branch: { id: null, name, address: '' }, address: null },
      });
    const south = orderInvoiceDraft(pickupAt('  sur de QUITO '), COMPANY, SETTINGS);
    expect([south.establishment, south.emissionPoint]).toEqual(['002', '001']);
    expect(south.issuer.establishmentAddress).toBe('Av. Maldonado S12-34, Quito');
    expect(south.issuer.headOfficeAddress).toBe('Av. Ilaló 123');

    const valley = orderInvoiceDraft(pickupAt('Valle de los Chillos'), COMPANY, SETTINGS);
    const shipped = orderInvoiceDraft(
      order({
        delivery: {
          method: 'shipping',
          branch: null,
          address: {
            province: 'Pichincha',
            city: 'Quito',
            address: 'Sur de Quito',
            reference: '',
            contactName: 'Ana',
            phone: '0991234567',
          },
        },
      }),
      COMPANY,
      SETTINGS,
    );
    for (const draft of [valley, shipped]) {
      expect([draft.establishment, draft.emissionPoint]).toEqual(['001', '002']);
      expect(draft.issuer.establishmentAddress).toBe('Av. Ilaló 123');
    }
  });

  it("adds up to the order's figures to the cent: each rate's base and IVA, the discount, the total", () => {
    const placed = order();
    const draft = orderInvoiceDraft(placed, COMPANY, SETTINGS);
    const { summary } = placed;
    const byRate = Object.fromEntries(draft.taxes.map((tax) => [tax.rateCode, tax]));
    expect(byRate['4']!.amountCents).toBe(summary.ivaCents);
    expect(
      byRate['4']!.baseCents +
        byRate['0']!.baseCents +
        byRate['7']!.baseCents +
        byRate['6']!.baseCents,
    ).toBe(draft.subtotalCents);
    expect(draft.lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(
      summary.discountCents,
    );
    expect(draft.totalCents).toBe(summary.totalCents);
    expect(draft.subtotalCents + summary.ivaCents).toBe(summary.totalCents);
    // Shipping is its own taxable line and takes no share of the goods' discount.
    expect(draft.lines.at(-1)).toMatchObject({
      code: 'ENVIO',
      discountCents: 0,
      subtotalCents: 750,
    });
    expect(draft.payments).toEqual([{ method: '01', totalCents: summary.totalCents }]);
  });

  it('writes each identification type with its SRI code', () => {
    const type = (
      identificationType: Order['billing']['identificationType'],
      identification: string,
    ) =>
      orderInvoiceDraft(
        order({ billing: { ...order().billing, identificationType, identification } }),
        COMPANY,
        SETTINGS,
      ).buyer;
    expect(type('ruc', '1790016919001')).toMatchObject({ identificationType: '04' });
    expect(type('cedula', '1710034065')).toMatchObject({ identificationType: '05' });
    expect(type('pasaporte', 'AB123456')).toMatchObject({
      identificationType: '06',
      identification: 'AB123456',
    });
    expect(type('consumidor_final', '9999999999999')).toMatchObject({
      identificationType: '07',
      identification: '9999999999999',
      name: 'CONSUMIDOR FINAL',
    });
  });

  it('refuses an order without a company RUC or with a rate the SRI has no code for', () => {
    expect(() => orderInvoiceDraft(order(), { ...COMPANY, ruc: null }, SETTINGS)).toThrow(
      /RUC de la empresa/,
    );
    const odd = order();
    expect(() =>
      orderInvoiceDraft({ ...odd, summary: { ...odd.summary, ivaRate: 11 } }, COMPANY, SETTINGS),
    ).toThrow(/11 %/);
  });

  it('credits returned quantities at the invoice prices, never past what was invoiced', () => {
    const draft = orderInvoiceDraft(order({}, 0), COMPANY, SETTINGS);
    const invoice = { ...draft, sequential: '000000001', accessKey: '1'.repeat(49) };
    const note = creditNoteDraft(
      invoice,
      '001-002-000000001',
      'Devolución',
      [{ line: 0, quantity: 1 }],
      0,
    );
    expect(note.lines).toEqual([
      expect.objectContaining({ code: 'ACI-001', quantity: 1, subtotalCents: 1_333 }),
    ]);
    expect(note.totalCents).toBe(1_333 + Math.round(1_333 * 0.15));
    expect(() =>
      creditNoteDraft(invoice, 'x', 'Devolución', [{ line: 0, quantity: 4 }], 0),
    ).toThrow(/se facturaron 3/);
    expect(() => creditNoteDraft(invoice, 'x', 'Anulación', undefined, 1)).toThrow(
      /superarían su total/,
    );
  });

  it('shares an amount in proportion, to the cent, the largest remainders first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
  });
});
