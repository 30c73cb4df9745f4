import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SaleSummary } from '@quimia/contracts';
import { SaleFigureRows } from './sale-figure-rows';
import { markupText } from '@/test/markup-text';

const summary: SaleSummary = {
  subtotalTaxableCents: 10000,
  subtotalZeroCents: 0,
  subtotalExemptCents: 0,
  subtotalNotSubjectCents: 0,
  discountCents: 500,
  shippingCents: 0,
  ivaRate: 15,
  ivaCents: 1425,
  totalCents: 10925,
  totalItems: 2,
};

const text = markupText;

describe('SaleFigureRows', () => {
  it('shows the bases, the discount as the document writes it, IVA, total and the note', () => {
    const page = text(
      renderToStaticMarkup(
        <SaleFigureRows
          summary={summary}
          showEmptyZeroRate
          discountText="-$5,00"
          note="Sin costo de envío."
        />,
      ),
    );
    expect(page).toBe(
      'Subtotal IVA 15 % $100,00 Subtotal IVA 0 % $0,00 Descuento -$5,00 IVA 15 % $14,25 Total $109,25 Sin costo de envío.',
    );
  });

  it('leaves out an empty 0 % base when asked, and a discount there is none of', () => {
    const page = text(
      renderToStaticMarkup(
        <SaleFigureRows
          summary={{ ...summary, discountCents: 0 }}
          showEmptyZeroRate={false}
          discountText="$0,00"
          note=""
        />,
      ),
    );
    expect(page).not.toContain('Subtotal IVA 0 %');
    expect(page).not.toContain('Descuento');
  });
});
