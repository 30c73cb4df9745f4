import { cartLinesFrom, type CartLine } from '@quimia/contracts/cart-lines';
import { CHECKOUT_STEPS, type CheckoutProgress } from './checkout-state';

// Where the checkout is kept in this browser. A guest's cart lines stay in localStorage (they
// survive closing the browser, as a shop's cart does); the step and what the buyer entered
// (billing data, address) stay in sessionStorage, so they are gone with the tab on a shared
// computer. A failing storage is only logged: the checkout goes on in memory.

const STORAGE_KEY = 'checkout';

function read(storage: () => Storage): unknown {
  try {
    const raw = storage().getItem(STORAGE_KEY);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch (error) {
    console.error(error);
    return null;
  }
}

function write(storage: () => Storage, value: unknown): void {
  try {
    if (value === null) storage().removeItem(STORAGE_KEY);
    else storage().setItem(STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    console.error(error);
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** A guest's cart lines as stored (anything unreadable left out). */
export function readGuestCart(): CartLine[] {
  const stored = read(local);
  return cartLinesFrom((stored as { items?: unknown } | null)?.items);
}

/** Whether a `storage` event is another tab changing the guest's cart. */
export function isGuestCartChange(event: StorageEvent): boolean {
  return event.storageArea === window.localStorage && event.key === STORAGE_KEY;
}

/** Keeps a guest's cart lines; an empty cart leaves nothing behind. */
export function writeGuestCart(lines: readonly CartLine[]): void {
  write(local, lines.length ? { items: lines } : null);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The progress as stored by this tab, or null. Only its shape is checked: the server validates
 * everything the buyer sends with the order.
 */
export function parseProgress(stored: unknown): CheckoutProgress | null {
  if (!isObject(stored)) return null;
  const { activeStep, billing, billingDraft, delivery, payment, order } = stored;
  if (
    typeof activeStep !== 'number' ||
    !Number.isInteger(activeStep) ||
    activeStep < 0 ||
    activeStep > CHECKOUT_STEPS.length
  ) {
    return null;
  }
  const objectOrNull = <T>(value: unknown) => (isObject(value) ? (value as T) : null);
  return {
    activeStep,
    billing: objectOrNull(billing),
    billingDraft: objectOrNull(billingDraft),
    delivery: objectOrNull(delivery),
    payment: typeof payment === 'string' ? (payment as CheckoutProgress['payment']) : null,
    order: objectOrNull(order),
  };
}

export function readProgress(): CheckoutProgress | null {
  return parseProgress(read(session));
}

/** Keeps the progress; the starting point leaves nothing behind. */
export function writeProgress(progress: CheckoutProgress): void {
  const empty =
    progress.activeStep === 0 &&
    !progress.billing &&
    !progress.billingDraft &&
    !progress.delivery &&
    !progress.payment &&
    !progress.order;
  write(session, empty ? null : progress);
}
