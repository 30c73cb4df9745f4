import { sql } from 'drizzle-orm';
import type { QuotationCustomer, QuotationSource } from '@quimia/contracts';
import {
  addCustomerMessage,
  addStaffReply,
  createQuotation,
  markQuotationSeen,
  setQuotationStatus,
} from '../../modules/quotations';
import { acceptQuotation, convertQuotation } from '../quotation-order';
import {
  billingOf,
  buyerOf,
  deliveryOf,
  pickupOf,
  type Buyer,
  type SaleTerms,
} from './activity-buyers';
import { planOrderLife, type OrderState } from './activity-orders';
import { attempt, DAY, HOUR, type YearPlanner } from './activity-planner';

// The demo's quotations: asked for on the site and by staff, sent, answered, rejected, left to
// expire or accepted into orders, and seen by staff. Each is planned in the order of its life,
// every random choice drawn as its step is planned.

const SOURCES: [QuotationSource, number][] = [
  ['web', 0.28],
  ['product', 0.26],
  ['formula', 0.14],
  ['checkout', 0.1],
  ['staff', 0.22],
];

/**
 * The first two arrive today, so "today" has figures on the first visit. Two of yesterday's
 * still wait for staff, so Principal shows those kinds of waiting too: a buyer's question not
 * answered yet, and an acceptance at the link not seen yet.
 */
type Scripted = 'question' | 'acceptance' | null;
const scriptedAt = (index: number): Scripted =>
  index === 2 ? 'question' : index === 3 ? 'acceptance' : null;

/** A quotation as its later steps see it: set when the step that asks for it has run. */
type QuotationState = { id: string; token: string; blocked: boolean; order: OrderState };

/** A planned request, which the rest of the quotation's life follows. */
type Request = {
  scripted: Scripted;
  buyer: Buyer;
  created: number;
  state: QuotationState;
};

/** The `index`th quotation and all of its life. */
export function planQuotation(planner: YearPlanner, index: number): void {
  const request = planRequest(planner, index);
  let last = planQuestion(planner, request, request.created);
  const sent = planSending(planner, request);
  if (sent !== null) last = planDecision(planner, request, sent, Math.max(last, sent));
  planSeen(planner, request, last);
}

/** Asked for on the site (often without an identification) or written by staff. */
function planRequest(planner: YearPlanner, index: number): Request {
  const { rng, settings, staff, written } = planner;
  const buyer = buyerOf(planner.pickClient(), rng, planner.texts);
  let roll = rng.next();
  const source = SOURCES.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'web';
  // Many visitors ask for a price without giving an identification.
  const identified = source === 'staff' || rng.next() < 0.65;
  const customer: QuotationCustomer = {
    name: buyer.name,
    email: buyer.email,
    phone: buyer.phone,
    identificationType: identified ? buyer.identificationType : null,
    identification: identified ? buyer.identification : '',
    city: buyer.city,
    address: identified ? buyer.address : '',
  };
  const items = planner.pickItems();
  const notes = source !== 'staff' && rng.next() < 0.4 ? rng.pick(planner.texts.requestNotes) : '';
  const scripted = scriptedAt(index);
  const created = planner.createdAt(index < 2 ? 0 : scripted ? 1 : undefined);
  const state: QuotationState = { id: '', token: '', blocked: true, order: null };
  planner.step(created, async (tx) => {
    const made = await attempt(tx, (inner) =>
      createQuotation(inner, {
        body: { customer, items, notes, source },
        user: source === 'staff' ? staff : null,
        ip: planner.address(),
        settings,
        now: new Date(created),
      }),
    );
    if (!made) return;
    if (source === 'staff') {
      // Staff's own carry no address; the demo's carry the demo's mark.
      await tx.execute(
        sql`update quotations set ip = ${planner.address()} where id = ${made.row.id}`,
      );
    }
    written.quotations += 1;
    state.id = made.row.id;
    state.token = made.row.token;
    state.blocked = made.lines.some((line) => line.unitPriceCents === null || line.note);
  });
  return { scripted, buyer, created, state };
}

/**
 * Now and then the buyer asks something at the quotation's link and staff answer within hours
 * (the scripted question waits). Answers when the quotation last changed: now, while the
 * question waits.
 */
function planQuestion(planner: YearPlanner, request: Request, last: number): number {
  const { rng, later, step } = planner;
  const { scripted, buyer, created, state } = request;
  if (!(scripted === 'question' || (!scripted && rng.next() < 0.12))) return last;
  const { question, answer } = rng.pick(planner.texts.buyerQuestions);
  const asked = scripted ? later(created, 1, 4) : later(created, 2, 30);
  const answered = scripted ? Infinity : later(asked, 1, 6);
  step(asked, async (tx) => {
    if (!state.id) return;
    await addCustomerMessage(tx, {
      token: state.token,
      name: buyer.name,
      email: buyer.email,
      phone: buyer.phone,
      message: question,
      ip: planner.address(),
      at: new Date(asked),
    });
  });
  const replied = step(answered, async (tx) => {
    if (state.id)
      await addStaffReply(tx, {
        id: state.id,
        message: answer,
        user: planner.staff,
        at: new Date(answered),
      });
  });
  return replied ? Math.max(last, answered) : planner.nowMs;
}

/** A few requests are never answered; staff send the rest within a day or so. Answers when. */
function planSending(planner: YearPlanner, request: Request): number | null {
  const { rng, later } = planner;
  const { scripted, created, state } = request;
  const sent = scripted ? later(created, 1, 3) : later(created, 1, 26);
  const answeredByStaff = scripted === 'acceptance' || (scripted === null && rng.next() >= 0.06);
  if (!answeredByStaff) return null;
  const done = planner.step(sent, async (tx) => {
    if (state.id)
      await attempt(tx, (inner) =>
        setQuotationStatus(inner, { id: state.id, status: 'sent', now: new Date(sent) }),
      );
  });
  return done ? sent : null;
}

/**
 * The buyer's decision while the quotation holds: accepted into an order, rejected, or none (it
 * expires). Answers when the quotation last changed.
 */
function planDecision(planner: YearPlanner, request: Request, sent: number, last: number): number {
  const { rng, later, settings } = planner;
  const { scripted, created } = request;
  const decision = scripted === 'acceptance' ? 0 : rng.next();
  // Decided while it holds: before its last valid day ends.
  const holds = Math.max(1, settings.quotationValidityDays - 1);
  const decided =
    scripted === 'acceptance'
      ? later(sent, 1, 4)
      : Math.max(sent + HOUR, Math.min(later(sent, 3, 24 * holds), created + holds * DAY));
  if (decision < 0.42) return planAcceptance(planner, request, decided, last);
  if (decision < 0.6 && planRejection(planner, request, decided)) return Math.max(last, decided);
  return last;
}

/**
 * Accepted at the link by the buyer or converted by staff, into an order that then lives its
 * life (the scripted acceptance waits for staff, and so does its order).
 */
function planAcceptance(
  planner: YearPlanner,
  request: Request,
  decided: number,
  last: number,
): number {
  const { rng, settings, staff, written } = planner;
  const { scripted, buyer, state } = request;
  const byLink = scripted === 'acceptance' || rng.next() < 0.6;
  const terms = deliveryOf(buyer, rng, settings.branches.length);
  const accepted = planner.step(decided, async (tx) => {
    if (!state.id || state.blocked) return;
    const convert = (choice: SaleTerms) =>
      attempt(tx, async (inner) => {
        const order = { billing: billingOf(buyer), ...choice };
        if (byLink) {
          const done = await acceptQuotation(inner, {
            token: state.token,
            terms: order,
            settings,
            now: new Date(decided),
          });
          return done.row.orderId;
        }
        const placed = await convertQuotation(inner, {
          id: state.id,
          terms: order,
          user: staff,
          settings,
          now: new Date(decided),
        });
        return placed.id;
      });
    // A delivery the shop does not offer for these products: picked up instead.
    const asked = await convert(terms);
    const orderId = asked ?? (await convert(pickupOf(terms.payment.method)));
    if (orderId) {
      written.orders += 1;
      const pickup = !asked || terms.delivery.method === 'pickup';
      state.order = { id: orderId, status: 'pending', pickup };
    }
  });
  if (!accepted) return last;
  if (scripted === 'acceptance') return planner.nowMs;
  planOrderLife(planner, state, decided, terms.delivery.method === 'pickup');
  return Math.max(last, decided);
}

function planRejection(planner: YearPlanner, request: Request, decided: number): boolean {
  const { state } = request;
  return planner.step(decided, async (tx) => {
    if (state.id)
      await attempt(tx, (inner) =>
        setQuotationStatus(inner, { id: state.id, status: 'rejected', now: new Date(decided) }),
      );
  });
}

/** Staff have seen what happened more than a day ago; the latest still wait for them. */
function planSeen(planner: YearPlanner, request: Request, last: number): void {
  const seen = planner.later(last, 1, 8);
  if (planner.nowMs - last > DAY) {
    planner.step(seen, async (tx) => {
      if (request.state.id) await markQuotationSeen(tx, request.state.id);
    });
  }
}
