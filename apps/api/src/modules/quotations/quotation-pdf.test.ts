import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { QuotationLine, SaleSummary } from '@quimia/contracts';
import { printableText, renderQuotationPdf } from './quotation-pdf';

describe('printableText', () => {
  it('keeps Spanish text, signs and punctuation as they are', () => {
    const text = 'Ácido cítrico 99,5 % — «envase» ñ ü ° µ € $`x` <b>';
    expect(printableText(text)).toBe(text);
  });

  it('writes plainly what the fonts lack and leaves out what has no plain form', () => {
    expect(printableText('Precio especial 🧪 $`x`')).toBe('Precio especial $`x`');
    expect(printableText('Sulfato de cobre (CuSO₄·5H₂O)')).toBe('Sulfato de cobre (CuSO4·5H2O)');
    expect(printableText('Gracias 👍🏽')).toBe('Gracias ');
  });
});

/** The words of a PDF as poppler reads them (what a copy from the document gives). */
function pdfWords(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'quotation-pdf-'));
  try {
    const file = join(dir, 'q.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const hazardousLine = {
  presentationId: null,
  productId: null,
  productCode: 'QA-0001',
  productName: 'Ácido sulfúrico 98 %',
  presentationLabel: 'Caneca 35 kg',
  quantity: 2,
  unitPriceCents: 4500,
  ivaCode: 'iva',
  priceByStaff: false,
  subtotalCents: 9000,
  note: null,
  leadTimeDays: 0,
  ghsPictograms: ['GHS05', 'GHS07'],
} as unknown as QuotationLine;

/** A quotation's PDF of one line, with its summary. */
function renderWith(
  line: QuotationLine,
  summary: Partial<SaleSummary> = {},
  shippingWeightKg: number | null = null,
) {
  return renderQuotationPdf({
    seller: {
      tradeName: 'ProduApps',
      legalName: 'ProduApps S.A.',
      ruc: null,
      branches: [],
      whatsappNumber: '+593 99 123 4567',
      conditions: '',
    },
    quotation: {
      number: 'COT-2026-000001',
      revision: 1,
      issuedAt: new Date('2026-11-27T15:00:00Z'),
      validUntil: '2026-12-10',
      status: 'sent',
      link: 'http://127.0.0.1/cotizacion/x',
    },
    customer: {
      name: 'Juana Tipán',
      email: 'juana@example.ec',
      phone: null,
      identificationType: null,
      identification: '',
      city: '',
      address: '',
    },
    lines: [line],
    summary: {
      subtotalTaxableCents: 9000,
      subtotalZeroCents: 0,
      subtotalExemptCents: 0,
      subtotalNotSubjectCents: 0,
      discountCents: 0,
      shippingCents: 0,
      ivaRate: 15,
      ivaCents: 1350,
      totalCents: 10350,
      totalItems: 2,
      ...summary,
    },
    shippingWeightKg,
    sellerNotes: '',
    customerNotes: '',
  });
}

describe('renderQuotationPdf', () => {
  it('draws the GHS pictograms of a hazardous product, not their codes as text', async () => {
    const words = pdfWords(await renderWith(hazardousLine));
    expect(words).toContain('Corrosivo, Irritante / nocivo');
    expect(words).not.toMatch(/GHS0\d/);
  });

  it('prints what the lines weigh for their freight, when it is known', async () => {
    expect(pdfWords(await renderWith(hazardousLine, {}, 252))).toContain('Peso de envío: 252 kg');
    expect(pdfWords(await renderWith(hazardousLine))).not.toContain('Peso de envío');
  });

  it('prints «Fuera de rango» for a figure stored past the limits, as the screens show it', async () => {
    // A row stored before the limits held is read back held at the largest safe integer.
    const past = Number.MAX_SAFE_INTEGER;
    const words = pdfWords(
      await renderWith(
        { ...hazardousLine, quantity: 100000, subtotalCents: past },
        { subtotalTaxableCents: past, ivaCents: past, totalCents: past },
      ),
    );
    // The line, the taxed subtotal, the subtotal, the IVA and the total.
    expect(words.match(/Fuera de rango/g)).toHaveLength(5);
    expect(words).not.toMatch(/90\.071\.992/);
    expect(words).toContain('$45,00');
  });
});
