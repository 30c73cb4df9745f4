import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CustomerQuotation } from '@quimia/contracts';
import { StatusNotice } from './customer-quotation-view';
import { markupText } from '@/test/markup-text';

const text = markupText;

const notice = (quotation: Partial<CustomerQuotation>) =>
  text(
    renderToStaticMarkup(
      <StatusNotice
        quotation={
          {
            status: 'converted',
            orderNumber: 'PED-2026-000083',
            acceptBlockers: [],
            canAccept: false,
            validUntil: '2026-12-01',
            ...quotation,
          } as CustomerQuotation
        }
      />,
    ),
  );

describe('StatusNotice', () => {
  it('names the order a converted quotation became without saying the buyer accepted it', () => {
    // Staff may convert a quotation the buyer never accepted.
    const converted = notice({ status: 'converted' });
    expect(converted).toContain('PED-2026-000083');
    expect(converted).not.toContain('Aceptaste');
  });

  it('thanks the buyer who accepted it while the seller still has to make the order', () => {
    expect(notice({ status: 'accepted', orderNumber: null })).toContain('Aceptaste');
  });
});
