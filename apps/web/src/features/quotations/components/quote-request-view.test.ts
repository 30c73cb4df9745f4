import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { typedQuantity } from '@quimia/contracts/cart-lines';
import { parseQuoteItems, parseQuoteSource } from './quote-request-view';

const CITRIC = '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const UREA = '9d8c7b6a-5f4e-4d3c-9b2a-1f0e9d8c7b6a';

describe('the quote request page’s address', () => {
  it('carries the presentations, quantities and source a product page or the cart links with', () => {
    const address = paths.quotation.request(
      [
        { presentationId: CITRIC, quantity: 4 },
        { presentationId: UREA, quantity: 10 },
      ],
      'checkout',
    );
    expect(address).toBe(`/cotizar?items=${CITRIC}%3A4%2C${UREA}%3A10&origen=checkout`);
    const query = new URLSearchParams(address.split('?')[1]);
    expect(parseQuoteItems(query.get('items'))).toEqual([
      { presentationId: CITRIC, quantity: 4 },
      { presentationId: UREA, quantity: 10 },
    ]);
    expect(parseQuoteSource(query.get('origen'))).toBe('checkout');
    expect(paths.quotation.request()).toBe('/cotizar');
  });

  it('leaves out what is not a line and never lets a visitor pass as staff', () => {
    expect(parseQuoteItems(`x:1,${CITRIC}:0,${CITRIC}:2.5,${UREA}:3,${CITRIC}`)).toEqual([
      { presentationId: UREA, quantity: 3 },
      { presentationId: CITRIC, quantity: 1 },
    ]);
    expect(parseQuoteItems(`${UREA}:999999999`)).toEqual([
      { presentationId: UREA, quantity: 100_000 },
    ]);
    expect(parseQuoteSource('staff')).toBe('web');
    expect(parseQuoteSource(null)).toBe('web');
    expect(parseQuoteSource('formula')).toBe('formula');
  });
});

describe('the quote request page’s quantity field', () => {
  it('keeps the last quantity while the field is emptied to retype it, or holds a 0', () => {
    // An emptied field used to become 1 at once: typing 5 after it then read 15.
    expect(typedQuantity('')).toBeNull();
    expect(typedQuantity('0')).toBeNull();
    expect(typedQuantity('-3')).toBeNull();
    expect(typedQuantity('5')).toBe(5);
  });

  it('takes whole quantities up to the most a line holds', () => {
    expect(typedQuantity('2.5')).toBe(2);
    expect(typedQuantity('1e9')).toBe(100_000);
    expect(typedQuantity('150000')).toBe(100_000);
  });
});
