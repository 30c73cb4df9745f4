import {
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  type CustomerBilling,
  type OrderStatus,
} from '@quimia/contracts';
import { changeOrderStatus, createOrder, orderDeliveryOf, orderLineOf } from '../../modules/orders';
import { priceSale } from '../../modules/pricing';
import { billingOf, buyerOf, deliveryOf, pickupOf } from './activity-buyers';
import { attempt, type YearPlanner } from './activity-planner';

// The demo's orders: those from the checkout, priced as the checkout prices them, and the life
// of every order after it is placed (its own or a quotation's).

/** How many days ago the first checkout orders were placed. */
const RECENT_ORDER_DAYS = [0, 0, 1, 2, 3];

/** An order as its later steps see it: set when the step that places it has run. */
export type OrderState = { id: string; status: OrderStatus; pickup: boolean } | null;

/** The order's life after it is placed: confirmed, sent or made ready, delivered; or cancelled. */
export function planOrderLife(
  planner: YearPlanner,
  state: { order: OrderState },
  placedAt: number,
  pickup: boolean,
): void {
  const { rng, later, step, actor, texts } = planner;
  const carrier = rng.pick(texts.carriers);
  const guideNumber = String(rng.int(10_000_000, 99_999_999));
  /** `to` is read when the step runs: the order as it was placed (picked up or sent). */
  const move = (
    at: number,
    from: readonly OrderStatus[],
    to: (order: NonNullable<OrderState>) => OrderStatus,
    note: string | null = null,
  ) =>
    step(at, async (tx) => {
      const order = state.order;
      if (!order || !from.includes(order.status)) return;
      const status = to(order);
      const change = (next: OrderStatus, why: string | null) =>
        attempt(tx, (inner) =>
          changeOrderStatus(inner, {
            id: order.id,
            status: next,
            carrier: next === 'shipped' ? carrier : null,
            guideNumber: next === 'shipped' ? guideNumber : null,
            note: why,
            by: actor,
            at: new Date(at),
            branches: planner.settings.branches,
          }),
        );
      if (await change(status, note)) {
        order.status = status;
      } else if (
        status === 'confirmed' &&
        // Not enough stock to confirm it: the shop calls the buyer and cancels it.
        (await change('cancelled', texts.orderNotes.outOfStock))
      ) {
        order.status = 'cancelled';
      }
    });
  const roll = rng.next();
  let at = later(placedAt, 2, 30);
  if (roll < 0.07) {
    move(at, ['pending'], () => 'cancelled', texts.orderNotes.withdrawn);
    return;
  }
  if (!move(at, ['pending'], () => 'confirmed')) return;
  at = later(at, 12, 72);
  if (roll < 0.1) {
    move(at, ['confirmed'], () => 'cancelled', texts.orderNotes.cancelledByBuyer);
    return;
  }
  if (!move(at, ['confirmed'], (order) => (order.pickup ? 'ready' : 'shipped'))) return;
  move(later(at, pickup ? 6 : 24, pickup ? 96 : 120), ['ready', 'shipped'], () => 'delivered');
}

/**
 * The `index`th order from the checkout, and its life. The first few are of the last days: some
 * wait to be confirmed, sent or picked up.
 */
export function planCheckoutOrder(planner: YearPlanner, index: number): void {
  const { rng, settings, written } = planner;
  const buyer = buyerOf(planner.pickClient(), rng, planner.texts);
  const finalConsumer = rng.next() < 0.15;
  let items = planner.pickItems();
  const choice = deliveryOf(buyer, rng, settings.branches.length);
  const placedAt = planner.createdAt(
    index < RECENT_ORDER_DAYS.length ? RECENT_ORDER_DAYS[index] : undefined,
  );
  const state: { order: OrderState } = { order: null };
  const placed = planner.step(placedAt, async (tx) => {
    let { delivery, payment } = choice;
    let billing: CustomerBilling = finalConsumer
      ? {
          ...billingOf(buyer),
          identificationType: 'consumidor_final',
          identification: CONSUMIDOR_FINAL_ID,
          name: CONSUMIDOR_FINAL_NAME,
        }
      : billingOf(buyer);
    // What the checkout would refuse is changed as a buyer would: pick up, give an
    // identification, choose other products.
    for (let tries = 0; tries < 4; tries += 1) {
      const quote = await priceSale(tx, {
        items,
        delivery,
        identificationType: billing.identificationType,
        identification: billing.identification,
        settings,
      });
      if (quote.errors.length === 0 && quote.lines.every((line) => line.unitPriceCents !== null)) {
        const made = await attempt(tx, (inner) =>
          createOrder(inner, {
            lines: quote.lines.map(orderLineOf),
            billing,
            delivery: orderDeliveryOf(delivery, settings.branches),
            payment,
            shippingCents: quote.summary.shippingCents,
            shippingWeightKg: quote.shippingWeight.kg,
            discountCents: quote.summary.discountCents,
            ivaRate: quote.summary.ivaRate,
            customerId: null,
            demo: true,
            source: 'checkout',
            placedBy: null,
            placedAt: new Date(placedAt),
          }),
        );
        if (made) {
          written.orders += 1;
          state.order = {
            id: made.id,
            status: 'pending',
            pickup: delivery.method === 'pickup',
          };
        }
        return;
      }
      if (tries === 0 && delivery.method !== 'pickup') {
        ({ delivery, payment } = pickupOf(payment.method));
      } else if (billing.identificationType === 'consumidor_final') {
        billing = billingOf(buyer);
      } else {
        items = planner.pickItems();
      }
    }
  });
  if (placed) planOrderLife(planner, state, placedAt, choice.delivery.method === 'pickup');
}
