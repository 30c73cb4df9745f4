import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { QuotationStatus, SaleSummary } from '@quimia/contracts';
import { QuotationFigures, QuotationThread } from './quotation-sections';

const summary: SaleSummary = {
  subtotalTaxableCents: 1020,
  subtotalZeroCents: 0,
  subtotalExemptCents: 0,
  subtotalNotSubjectCents: 0,
  discountCents: 0,
  shippingCents: 0,
  ivaRate: 15,
  ivaCents: 153,
  totalCents: 1173,
  totalItems: 3,
};

const figures = (status: QuotationStatus) =>
  renderToStaticMarkup(<QuotationFigures summary={summary} lines={[]} status={status} />)
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('QuotationFigures', () => {
  it('tells the buyer shipping is priced on accepting while the quotation can be accepted', () => {
    expect(figures('sent')).toContain('El envío se calcula al aceptar');
    expect(figures('new')).toContain('El envío se calcula al aceptar');
  });

  it('shows what the lines weigh for their freight, when it is known', () => {
    const html = renderToStaticMarkup(
      <QuotationFigures summary={summary} lines={[]} status="sent" shippingWeightKg={252} />,
    );
    expect(html).toContain('Peso de envío: 252 kg');
    expect(figures('sent')).not.toContain('Peso de envío');
  });

  it('no longer asks to accept once the quotation is accepted, in an order, or closed', () => {
    for (const status of ['accepted', 'converted'] as const) {
      expect(figures(status)).not.toContain('al aceptar');
      expect(figures(status)).toContain('va en el pedido');
    }
    for (const status of ['rejected', 'expired'] as const) {
      expect(figures(status)).not.toContain('envío');
    }
  });
});

const thread = (name: string, sellerName: string) =>
  renderToStaticMarkup(
    <QuotationThread
      sellerName={sellerName}
      messages={[
        { id: '1', author: 'staff', name, message: 'Hola', createdAt: '2026-11-27T15:00:00Z' },
      ]}
    />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('QuotationThread', () => {
  it("signs a seller's message with the person and the shop", () => {
    expect(thread('Ana Pérez', 'ProduApps')).toContain('Ana Pérez · ProduApps');
  });

  it("names the shop once when the person's name already carries it", () => {
    const signed = thread('Administrador ProduApps', 'ProduApps');
    expect(signed).toContain('Administrador ProduApps');
    expect(signed).not.toContain('· ProduApps');
  });
});
