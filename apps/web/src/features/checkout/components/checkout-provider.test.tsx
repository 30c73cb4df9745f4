import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCheckout } from './checkout-provider';

function Probe() {
  useCheckout();
  return null;
}

describe('the checkout', () => {
  it('used outside its provider throws an error', () => {
    expect(() => renderToString(<Probe />)).toThrow(
      'useCheckout must be used inside CheckoutProvider',
    );
  });
});
