import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type {
  CustomerBilling,
  CustomerBillingInput,
  DeliveryInput,
  PaymentMethod,
  PriceQuoteResponse,
} from '@quimia/contracts';
import { addCartLine, type CartLine } from '@quimia/contracts/cart-lines';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { createIdempotencyKeys } from '@/lib/idempotency-key';
import { fetchCart, mergeCart, saveCart } from '../api/cart';
import {
  checkoutReducer,
  initialCheckoutState,
  type CheckoutState,
  type PlacedOrder,
} from '../state/checkout-state';
import {
  isGuestCartChange,
  readGuestCart,
  readProgress,
  writeGuestCart,
  writeProgress,
} from '../state/checkout-storage';

export type CheckoutContextValue = {
  state: CheckoutState;
  /** False until the lines are known (read from this browser, or from the customer's account). */
  ready: boolean;
  /** Adds to the cart; false when the cart is full and the presentation is not in it. */
  onAddToCart(line: CartLine): boolean;
  onRemove(presentationId: string): void;
  onSetQuantity(presentationId: string, quantity: number): void;
  onBackStep(): void;
  onNextStep(): void;
  onGotoStep(step: number): void;
  /** Stores the billing data and moves forward. */
  onCreateBilling(billing: CustomerBilling): void;
  /** Keeps the billing form as typed (it survives a reload of the tab). */
  onDraftBilling(draft: CustomerBillingInput): void;
  /** Stores the delivery and moves forward. */
  onSetDelivery(delivery: DeliveryInput): void;
  onSetPayment(payment: PaymentMethod): void;
  /** The server's figures and each line's refusal, for the lines as they are. */
  onPriced(quote: Pick<PriceQuoteResponse, 'lines' | 'summary'>): void;
  /** The order is placed: the cart empties and the checkout is complete. */
  onPlaced(order: PlacedOrder): void;
  /** Clears the checkout and goes to the product list. */
  onReset(): void;
};

const CheckoutContext = createContext<CheckoutContextValue | null>(null);

/** The checkout's state and actions; only inside `CheckoutProvider`. */
export function useCheckout(): CheckoutContextValue {
  const context = useContext(CheckoutContext);
  if (!context) throw new Error('useCheckout must be used inside CheckoutProvider');
  return context;
}

/** Sends the latest lines to the server, one request at a time (the last change wins). */
function createServerSaver() {
  let running = false;
  let next: CartLine[] | null = null;
  return (lines: CartLine[]) => {
    next = lines;
    if (running) return;
    running = true;
    void (async () => {
      while (next) {
        const current = next;
        next = null;
        try {
          await saveCart(current);
        } catch (error) {
          // The cart stays as it is here; the next change sends it again.
          console.error(error);
        }
      }
      running = false;
    })();
  };
}

/**
 * The checkout of the storefront: the cart's lines (a guest's kept in this browser, a signed-in
 * customer's on the server, the guest's added to it on sign-in), the step and what the buyer
 * entered. The server's page is drawn with an empty cart; this browser's comes once it runs.
 */
export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const { status, user } = useAuth();
  const navigate = useNavigate();
  /** Where the lines live now: unknown until the session is, then this browser or the server. */
  const [owner, setOwner] = useState<{ kind: 'browser' } | { kind: 'server'; userId: string }>();
  const [progressRestored, setProgressRestored] = useState(false);
  const [saveToServer] = useState(createServerSaver);
  const [mergeKeys] = useState(() => createIdempotencyKeys());
  const previousUser = useRef<string | null>(null);

  // What this tab entered before a reload.
  useEffect(() => {
    const progress = readProgress();
    if (progress) dispatch({ type: 'restore', progress });
    setProgressRestored(true);
  }, []);

  // The lines: this browser's for a guest; the account's for a customer, with the guest's added.
  const userId = status === 'authenticated' ? (user?.id ?? null) : null;
  useEffect(() => {
    if (status === 'loading') return;
    let cancelled = false;
    const signedOut = previousUser.current !== null && previousUser.current !== userId;
    previousUser.current = userId;
    if (signedOut) {
      // What one person entered is not shown to whoever uses this browser next.
      dispatch({
        type: 'restore',
        progress: {
          activeStep: 0,
          billing: null,
          billingDraft: null,
          delivery: null,
          payment: null,
          order: null,
        },
      });
    }
    if (!userId) {
      dispatch({ type: 'syncItems', lines: readGuestCart() });
      setOwner({ kind: 'browser' });
      return;
    }
    setOwner(undefined);
    void (async () => {
      try {
        const guest = readGuestCart();
        const lines = guest.length
          ? await mergeCart(guest, mergeKeys.keyFor({ userId, guest }))
          : await fetchCart();
        if (guest.length) {
          writeGuestCart([]);
          mergeKeys.renew();
        }
        if (cancelled) return;
        dispatch({ type: 'syncItems', lines });
        setOwner({ kind: 'server', userId });
      } catch (error) {
        // Without the account's cart, the guest's stays here and is added at the next visit.
        console.error(error);
        if (cancelled) return;
        dispatch({ type: 'syncItems', lines: readGuestCart() });
        setOwner({ kind: 'browser' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [status, userId, mergeKeys]);

  // The buyer's changes are kept where the lines live.
  useEffect(() => {
    if (state.itemsChangedBy !== 'buyer') return;
    const lines = state.items.map(({ presentationId, quantity }) => ({ presentationId, quantity }));
    if (owner?.kind === 'server') saveToServer(lines);
    else writeGuestCart(lines);
  }, [state.items, state.itemsChangedBy, owner, saveToServer]);

  // Another tab's changes to a guest's cart show here too.
  useEffect(() => {
    if (owner?.kind !== 'browser') return;
    const onStorage = (event: StorageEvent) => {
      if (isGuestCartChange(event)) {
        dispatch({ type: 'syncItems', lines: readGuestCart() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [owner]);

  const { activeStep, billing, billingDraft, delivery, payment, order } = state;
  useEffect(() => {
    if (progressRestored) {
      writeProgress({ activeStep, billing, billingDraft, delivery, payment, order });
    }
  }, [progressRestored, activeStep, billing, billingDraft, delivery, payment, order]);

  const onAddToCart = useCallback(
    (line: CartLine) => {
      const { added } = addCartLine(state.items, line);
      if (added) dispatch({ type: 'add', line });
      return added;
    },
    [state.items],
  );

  const onReset = useCallback(() => {
    dispatch({ type: 'reset' });
    navigate(paths.product.root);
  }, [navigate]);

  // Stable: a step's effect may depend on them without running at every change of the state.
  const actions = useMemo(
    () => ({
      onRemove: (presentationId: string) => dispatch({ type: 'remove', presentationId }),
      onSetQuantity: (presentationId: string, quantity: number) =>
        dispatch({ type: 'setQuantity', presentationId, quantity }),
      onBackStep: () => dispatch({ type: 'back' }),
      onNextStep: () => dispatch({ type: 'next' }),
      onGotoStep: (step: number) => dispatch({ type: 'goTo', step }),
      onCreateBilling: (billing: CustomerBilling) => dispatch({ type: 'setBilling', billing }),
      onDraftBilling: (draft: CustomerBillingInput) => dispatch({ type: 'draftBilling', draft }),
      onSetDelivery: (delivery: DeliveryInput) => dispatch({ type: 'setDelivery', delivery }),
      onSetPayment: (payment: PaymentMethod) => dispatch({ type: 'setPayment', payment }),
      onPriced: (quote: Pick<PriceQuoteResponse, 'lines' | 'summary'>) =>
        dispatch({ type: 'priced', quote }),
      onPlaced: (order: PlacedOrder) => dispatch({ type: 'placed', order }),
    }),
    [],
  );

  const value = useMemo<CheckoutContextValue>(
    () => ({ state, ready: owner !== undefined, onAddToCart, onReset, ...actions }),
    [state, owner, onAddToCart, onReset, actions],
  );

  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}
