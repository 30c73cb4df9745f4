import type {
  CustomerBilling,
  CustomerBillingInput,
  DeliveryInput,
  Order,
  PaymentMethod,
  PriceQuoteResponse,
  SaleSummary,
} from '@quimia/contracts';
import {
  addCartLine,
  cartItemCount,
  removeCartLine,
  setCartLineQuantity,
  type CartLine,
} from '@quimia/contracts/cart-lines';

// The checkout's state and its transitions, as a pure reducer: the cart's lines, the step the
// buyer is on and what they entered at each. Prices never live here as the browser's own sums:
// `priced` takes the server's figures and each line's refusal.

/** The steps before the order is placed; the checkout is complete once past the last. */
export const CHECKOUT_STEPS = ['Carrito', 'Facturación', 'Entrega', 'Pago'] as const;
export const STEP = { cart: 0, billing: 1, delivery: 2, payment: 3 } as const;

/** A line of the cart, with the server's reason it cannot be ordered as it is (or null). */
export type CheckoutItem = CartLine & { error: string | null };

/** What the confirmation shows of the order just placed. */
export type PlacedOrder = Pick<Order, 'id' | 'number' | 'summary' | 'delivery' | 'payment'> & {
  email: string;
};

export type CheckoutState = {
  activeStep: number;
  items: CheckoutItem[];
  /**
   * Who changed the lines last: `buyer` (kept in this browser or sent to the server), or `sync`
   * (read back from storage or the server: nothing to save).
   */
  itemsChangedBy: 'buyer' | 'sync';
  /** The server's figures for the lines as they are (null while none, or the cart is empty). */
  summary: SaleSummary | null;
  /** Units over every line (the header's count). */
  totalItems: number;
  billing: CustomerBilling | null;
  /** The billing form as typed and not yet sent on (kept so that a reload does not lose it). */
  billingDraft: CustomerBillingInput | null;
  delivery: DeliveryInput | null;
  payment: PaymentMethod | null;
  /** Set once the order is placed. */
  order: PlacedOrder | null;
};

export const initialCheckoutState: CheckoutState = {
  activeStep: 0,
  items: [],
  itemsChangedBy: 'sync',
  summary: null,
  totalItems: 0,
  billing: null,
  billingDraft: null,
  delivery: null,
  payment: null,
  order: null,
};

export type CheckoutAction =
  | { type: 'back' }
  | { type: 'next' }
  | { type: 'goTo'; step: number }
  | { type: 'setBilling'; billing: CustomerBilling }
  | { type: 'draftBilling'; draft: CustomerBillingInput }
  | { type: 'setDelivery'; delivery: DeliveryInput }
  | { type: 'setPayment'; payment: PaymentMethod }
  | { type: 'add'; line: CartLine }
  | { type: 'remove'; presentationId: string }
  | { type: 'setQuantity'; presentationId: string; quantity: number }
  | { type: 'setError'; presentationId: string; error: string | null }
  | { type: 'priced'; quote: Pick<PriceQuoteResponse, 'lines' | 'summary'> }
  | { type: 'syncItems'; lines: CartLine[] }
  | { type: 'restore'; progress: CheckoutProgress }
  | { type: 'placed'; order: PlacedOrder }
  | { type: 'reset' };

/** What the checkout keeps between reloads besides the lines. */
export type CheckoutProgress = Pick<
  CheckoutState,
  'activeStep' | 'billing' | 'billingDraft' | 'delivery' | 'payment' | 'order'
>;

/** The checkout is complete once the step equals the number of steps (the order is placed). */
export function isCheckoutComplete(state: Pick<CheckoutState, 'activeStep'>): boolean {
  return state.activeStep === CHECKOUT_STEPS.length;
}

const clampStep = (step: number) =>
  Math.max(0, Math.min(CHECKOUT_STEPS.length, Number.isInteger(step) ? step : 0));

/** New lines: the errors of lines whose quantity changed are the server's to give again. */
function withLines(state: CheckoutState, lines: CartLine[], by: 'buyer' | 'sync'): CheckoutState {
  const before = new Map(state.items.map((item) => [item.presentationId, item]));
  const items = lines.map((line) => {
    const previous = before.get(line.presentationId);
    return {
      ...line,
      error: previous && previous.quantity === line.quantity ? previous.error : null,
    };
  });
  return {
    ...state,
    items,
    itemsChangedBy: by,
    totalItems: cartItemCount(items),
    // The figures were those of the lines before: the server gives the new ones (and an empty
    // cart has none: its discount and shipping are gone with it).
    summary: null,
  };
}

const lines = (items: CheckoutItem[]): CartLine[] =>
  items.map(({ presentationId, quantity }) => ({ presentationId, quantity }));

/** Moves to a step; at step 0 the billing data (sent on or typed) is forgotten. */
function atStep(state: CheckoutState, step: number): CheckoutState {
  const activeStep = clampStep(step);
  return activeStep === 0
    ? { ...state, activeStep, billing: null, billingDraft: null }
    : { ...state, activeStep };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'back':
      return atStep(state, state.activeStep - 1);
    case 'next':
      return atStep(state, state.activeStep + 1);
    case 'goTo':
      return atStep(state, action.step);
    case 'setBilling':
      return atStep({ ...state, billing: action.billing, billingDraft: null }, STEP.billing + 1);
    case 'draftBilling':
      return { ...state, billingDraft: action.draft };
    case 'setDelivery':
      return atStep({ ...state, delivery: action.delivery }, STEP.delivery + 1);
    case 'setPayment':
      return { ...state, payment: action.payment };
    case 'add': {
      // A buyer adding after an order was placed starts a new checkout.
      const from = isCheckoutComplete(state) ? initialCheckoutState : state;
      return withLines(from, addCartLine(lines(from.items), action.line).lines, 'buyer');
    }
    case 'remove':
      return withLines(state, removeCartLine(lines(state.items), action.presentationId), 'buyer');
    case 'setQuantity':
      return withLines(
        state,
        setCartLineQuantity(lines(state.items), action.presentationId, action.quantity),
        'buyer',
      );
    case 'setError':
      return {
        ...state,
        items: state.items.map((item) =>
          item.presentationId === action.presentationId ? { ...item, error: action.error } : item,
        ),
      };
    case 'priced': {
      // Figures for other lines than the cart's (an answer to an earlier cart) are not these.
      const priced = new Map(action.quote.lines.map((line) => [line.presentationId, line]));
      const matches =
        priced.size === state.items.length &&
        state.items.every((item) => priced.get(item.presentationId)?.quantity === item.quantity);
      const unchanged =
        state.summary === action.quote.summary &&
        state.items.every((item) => item.error === priced.get(item.presentationId)?.error);
      if (!matches || unchanged) return state;
      return {
        ...state,
        summary: action.quote.summary,
        items: state.items.map((item) => ({
          ...item,
          error: priced.get(item.presentationId)!.error,
        })),
      };
    }
    case 'syncItems':
      return withLines(state, action.lines, 'sync');
    case 'restore': {
      const { activeStep, billing, billingDraft, delivery, payment, order } = action.progress;
      return atStep({ ...state, billing, billingDraft, delivery, payment, order }, activeStep);
    }
    case 'placed':
      return {
        ...withLines(state, [], 'buyer'),
        order: action.order,
        activeStep: CHECKOUT_STEPS.length,
      };
    case 'reset':
      return withLines({ ...initialCheckoutState }, [], 'buyer');
  }
}

/** Whether the buyer may leave the cart step: lines, all priced by the server, none refused. */
export function cartIsOrderable(state: Pick<CheckoutState, 'items' | 'summary'>): boolean {
  return (
    state.items.length > 0 && state.summary !== null && state.items.every((item) => !item.error)
  );
}
