import { describe, expect, it } from 'vitest';
import { parseProgress } from './checkout-storage';

describe('the checkout progress read back from the tab', () => {
  it('keeps a step and what was entered', () => {
    const progress = {
      activeStep: 2,
      billing: { identificationType: 'cedula', identification: '1714307103' },
      billingDraft: null,
      delivery: { method: 'pickup', branchIndex: 1 },
      payment: 'on_pickup',
      order: null,
    };
    expect(parseProgress(progress)).toEqual(progress);
  });

  it('forgets anything that is not a step of the checkout', () => {
    expect(parseProgress(null)).toBeNull();
    expect(parseProgress('checkout')).toBeNull();
    expect(parseProgress({ activeStep: 9 })).toBeNull();
    expect(parseProgress({ activeStep: -1 })).toBeNull();
    expect(parseProgress({ activeStep: 1.5 })).toBeNull();
    expect(parseProgress({ activeStep: 1, billing: 'x', delivery: [], payment: 3 })).toEqual({
      activeStep: 1,
      billing: null,
      billingDraft: null,
      delivery: null,
      payment: null,
      order: null,
    });
  });
});
