import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SaleSummary } from '@quimia/contracts';
import { CheckoutSummary } from './checkout-summary';

const summary: SaleSummary = {
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
};

/** The shipping row's value ("Envío" and what follows it, up to the next row). */
const shippingText = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .match(/Envío (.*?) Subtotal/)?.[1];

const render = (delivery: Parameters<typeof CheckoutSummary>[0]['delivery']) =>
  shippingText(renderToStaticMarkup(<CheckoutSummary summary={summary} delivery={delivery} />));

describe('CheckoutSummary', () => {
  it('says shipping is not possible, not free, where the courier does not go', () => {
    expect(render({ method: 'shipping', available: false })).toBe('No disponible');
  });

  it('says how shipping is charged once chosen, and where it is chosen before', () => {
    expect(render(null)).toBe('Se elige en Entrega');
    expect(render({ method: 'pickup', available: true })).toBe('Sin costo');
    expect(render({ method: 'special', available: true })).toBe('A cotizar aparte');
    expect(
      shippingText(
        renderToStaticMarkup(
          <CheckoutSummary
            summary={{ ...summary, shippingCents: 350 }}
            delivery={{ method: 'shipping', available: true }}
          />,
        ),
      ),
    ).toBe('$3,50');
  });
});
