import { describe, expect, it } from 'vitest';
import type { PricedLine, SaleSummary } from '@quimia/contracts';
import {
  cartIsOrderable,
  CHECKOUT_STEPS,
  checkoutReducer,
  initialCheckoutState,
  isCheckoutComplete,
  type CheckoutAction,
  type CheckoutState,
  type PlacedOrder,
} from './checkout-state';
import { parseProgress } from './checkout-storage';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const BILLING = {
  identificationType: 'cedula' as const,
  identification: '1714307103',
  name: 'Rosa Quishpe',
  address: 'Av. Ilaló 123, Sangolquí',
  email: 'rosa@ejemplo.ec',
  phone: '099 555 1234',
};

const SUMMARY: SaleSummary = {
  subtotalTaxableCents: 5500,
  subtotalZeroCents: 0,
  subtotalExemptCents: 0,
  subtotalNotSubjectCents: 0,
  discountCents: 0,
  shippingCents: 0,
  ivaRate: 15,
  ivaCents: 825,
  totalCents: 6325,
  totalItems: 3,
};

const run = (...actions: CheckoutAction[]) =>
  actions.reduce<CheckoutState>(checkoutReducer, initialCheckoutState);

function priced(presentationId: string, quantity: number, error: string | null = null) {
  return { presentationId, quantity, error } as PricedLine;
}

describe('the checkout steps', () => {
  it('move back one, forward one, or to a given step, within the steps', () => {
    let state = run({ type: 'next' }, { type: 'next' });
    expect(state.activeStep).toBe(2);
    state = checkoutReducer(state, { type: 'back' });
    expect(state.activeStep).toBe(1);
    state = checkoutReducer(state, { type: 'goTo', step: 3 });
    expect(state.activeStep).toBe(3);
    expect(run({ type: 'back' }).activeStep).toBe(0);
    expect(run({ type: 'goTo', step: 99 }).activeStep).toBe(CHECKOUT_STEPS.length);
    expect(run({ type: 'goTo', step: -2 }).activeStep).toBe(0);
  });

  it('store the billing data and move forward; back at step 0 it is cleared', () => {
    let state = run({ type: 'next' }, { type: 'setBilling', billing: BILLING });
    expect(state).toMatchObject({ activeStep: 2, billing: BILLING });
    state = checkoutReducer(state, { type: 'back' });
    expect(state.billing).toEqual(BILLING);
    state = checkoutReducer(state, { type: 'back' });
    expect(state).toMatchObject({ activeStep: 0, billing: null });
    const jumped = run({ type: 'setBilling', billing: BILLING }, { type: 'goTo', step: 0 });
    expect(jumped.billing).toBeNull();
  });

  it('store the delivery and move forward; the payment is stored where it is chosen', () => {
    const state = run(
      { type: 'goTo', step: 2 },
      { type: 'setDelivery', delivery: { method: 'pickup', branchIndex: 1 } },
      { type: 'setPayment', payment: 'on_pickup' },
    );
    expect(state).toMatchObject({
      activeStep: 3,
      delivery: { method: 'pickup', branchIndex: 1 },
      payment: 'on_pickup',
    });
  });

  it('are complete when the step equals the number of steps; a reset clears everything', () => {
    const order = { id: 'o1', number: 'PED-2026-000001' } as PlacedOrder;
    const placed = run(
      { type: 'add', line: { presentationId: A, quantity: 2 } },
      { type: 'setBilling', billing: BILLING },
      { type: 'placed', order },
    );
    expect(isCheckoutComplete(placed)).toBe(true);
    expect(placed).toMatchObject({ order, items: [], totalItems: 0, itemsChangedBy: 'buyer' });
    expect(isCheckoutComplete(run({ type: 'goTo', step: 3 }))).toBe(false);

    // Adding after the order was placed starts a new checkout.
    const again = checkoutReducer(placed, {
      type: 'add',
      line: { presentationId: B, quantity: 1 },
    });
    expect(again).toMatchObject({ activeStep: 0, order: null, billing: null, totalItems: 1 });

    const reset = checkoutReducer(placed, { type: 'reset' });
    expect(reset).toEqual({ ...initialCheckoutState, itemsChangedBy: 'buyer' });
    expect(isCheckoutComplete(reset)).toBe(false);
  });
});

describe('the cart lines', () => {
  it('are added, an existing one kept with the quantity added, and counted', () => {
    const state = run(
      { type: 'add', line: { presentationId: A, quantity: 2 } },
      { type: 'add', line: { presentationId: B, quantity: 1 } },
      { type: 'add', line: { presentationId: A, quantity: 3 } },
    );
    expect(state.items).toEqual([
      { presentationId: A, quantity: 5, error: null },
      { presentationId: B, quantity: 1, error: null },
    ]);
    expect(state.totalItems).toBe(6);
    expect(state.itemsChangedBy).toBe('buyer');
  });

  it('are removed, or have their quantity and error set', () => {
    let state = run(
      { type: 'add', line: { presentationId: A, quantity: 2 } },
      { type: 'add', line: { presentationId: B, quantity: 1 } },
      { type: 'setError', presentationId: B, error: 'El pedido mínimo de Ácido cítrico es 25 kg' },
    );
    expect(state.items[1]!.error).toBe('El pedido mínimo de Ácido cítrico es 25 kg');
    state = checkoutReducer(state, { type: 'setQuantity', presentationId: A, quantity: 7 });
    expect(state.items[0]).toEqual({ presentationId: A, quantity: 7, error: null });
    // An unchanged line keeps the server's refusal until the server says otherwise.
    expect(state.items[1]!.error).not.toBeNull();
    state = checkoutReducer(state, { type: 'setQuantity', presentationId: B, quantity: 25 });
    expect(state.items[1]!.error).toBeNull();
    state = checkoutReducer(state, { type: 'remove', presentationId: A });
    expect(state.items).toEqual([{ presentationId: B, quantity: 25, error: null }]);
    expect(state.totalItems).toBe(25);
  });

  it("take the server's figures and each line's refusal, only for the lines as they are", () => {
    const state = run(
      { type: 'add', line: { presentationId: A, quantity: 2 } },
      { type: 'add', line: { presentationId: B, quantity: 1 } },
    );
    expect(cartIsOrderable(state)).toBe(false);

    const stale = checkoutReducer(state, {
      type: 'priced',
      quote: { lines: [priced(A, 1), priced(B, 1)], summary: SUMMARY },
    });
    expect(stale).toBe(state);

    const ok = checkoutReducer(state, {
      type: 'priced',
      quote: { lines: [priced(A, 2), priced(B, 1)], summary: SUMMARY },
    });
    expect(ok.summary).toEqual(SUMMARY);
    expect(cartIsOrderable(ok)).toBe(true);
    // The same figures again change nothing (no new render).
    expect(
      checkoutReducer(ok, {
        type: 'priced',
        quote: { lines: [priced(A, 2), priced(B, 1)], summary: SUMMARY },
      }),
    ).toBe(ok);

    const refused = checkoutReducer(state, {
      type: 'priced',
      quote: {
        lines: [priced(A, 2), priced(B, 1, 'El pedido mínimo de Ácido cítrico es 25 kg')],
        summary: SUMMARY,
      },
    });
    expect(refused.items[1]!.error).toBe('El pedido mínimo de Ácido cítrico es 25 kg');
    expect(cartIsOrderable(refused)).toBe(false);

    // A change waits for new figures; an empty cart has none (no discount, no shipping).
    const changed = checkoutReducer(ok, { type: 'setQuantity', presentationId: A, quantity: 3 });
    expect(changed.summary).toBeNull();
    expect(cartIsOrderable(changed)).toBe(false);
    const emptied = run(
      { type: 'add', line: { presentationId: A, quantity: 1 } },
      { type: 'remove', presentationId: A },
    );
    expect(emptied.summary).toBeNull();
    expect(cartIsOrderable(emptied)).toBe(false);
  });

  it('read back from storage or the server are not the buyer’s change', () => {
    const state = run({ type: 'syncItems', lines: [{ presentationId: A, quantity: 4 }] });
    expect(state).toMatchObject({ itemsChangedBy: 'sync', totalItems: 4 });
  });
});

describe('the progress restored after a reload', () => {
  it('comes back at its step, and at step 0 without billing data', () => {
    const progress = {
      activeStep: 2,
      billing: BILLING,
      billingDraft: null,
      delivery: null,
      payment: null,
      order: null,
    };
    expect(run({ type: 'restore', progress })).toMatchObject(progress);
    expect(run({ type: 'restore', progress: { ...progress, activeStep: 0 } }).billing).toBeNull();
  });

  it('keeps the billing form as typed, until it is sent on or the cart step forgets it', () => {
    const draft = { ...BILLING, name: 'Juan Pér' };
    const typed = checkoutReducer(run({ type: 'goTo', step: 1 }), { type: 'draftBilling', draft });
    const stored = parseProgress(JSON.parse(JSON.stringify(typed)));
    expect(run({ type: 'restore', progress: stored! })).toMatchObject({
      activeStep: 1,
      billingDraft: draft,
    });
    expect(checkoutReducer(typed, { type: 'back' }).billingDraft).toBeNull();
    expect(
      checkoutReducer(typed, { type: 'setBilling', billing: BILLING }).billingDraft,
    ).toBeNull();
  });
});
