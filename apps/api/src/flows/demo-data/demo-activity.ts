import { inArray, sql } from 'drizzle-orm';
import {
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  STAFF_ROLES,
  type CustomerBilling,
  type Delivery,
  type EcuadorProvince,
  type OrderStatus,
  type PaymentMethod,
  type QuotationCustomer,
  type QuotationSource,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql-helpers';
import { users, type UserRow } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { seededRandom, type SeededRandom } from '../../lib/seeded-random';
import {
  DEMO_BUSINESS_SEED,
  DEMO_BUSINESS_SIZE,
  demoClients,
  type DemoClient,
} from './demo-business';
import { createComment, moderateComment } from '../../modules/formulas';
import {
  changeOrderStatus,
  createOrder,
  orderActorOf,
  orderDeliveryOf,
  orderLineOf,
} from '../../modules/orders';
import { shopDate } from '../../lib/shop-calendar';
import { priceSale } from '../../modules/pricing';
import {
  addCustomerMessage,
  addStaffReply,
  createQuotation,
  markQuotationSeen,
  setQuotationStatus,
  type QuotationSettings,
} from '../../modules/quotations';
import { acceptQuotation, convertQuotation } from '../quotation-order';

// A believable year of the demo shop's selling: quotations asked for on the site and by staff,
// sent, answered, rejected, left to expire or accepted into orders; orders from the checkout; all
// moved through their lifecycle; and comments on the formula posts, most approved, a few waiting.
// Every record goes through the services the screens use (the server prices every line), each
// step at its own instant of the past year, in the order they happened, so numbers follow dates.
// Nothing is mailed: e-mails are sent by the routes, never by these services.

export type DemoActivitySize = { quotations: number; checkoutOrders: number; comments: number };
export const DEMO_ACTIVITY_SIZE: DemoActivitySize = {
  quotations: 150,
  checkoutOrders: 32,
  comments: 40,
};
const DEMO_ACTIVITY_SEED = 1_790_016;

/**
 * The demo's quotations and comments come "from" addresses of the IPv6 documentation prefix
 * (2001:db8::/32, never routed; this subnet of it chosen for the demo): that is how removing the
 * demo data finds them again. IPv4's documentation networks are not used: test machines live on
 * them.
 */
const DEMO_ADDRESS_PREFIX = '2001:db8:5eed::';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where the demo's clients live, and the province a courier ships to. */
const PROVINCE_OF_CITY: Record<string, EcuadorProvince> = {
  Quito: 'Pichincha',
  Guayaquil: 'Guayas',
  Cuenca: 'Azuay',
  Ambato: 'Tungurahua',
  Manta: 'Manabí',
  Loja: 'Loja',
  Machala: 'El Oro',
  Ibarra: 'Imbabura',
  Riobamba: 'Chimborazo',
  'Santo Domingo': 'Santo Domingo de los Tsáchilas',
};
const STREETS = [
  'Av. 10 de Agosto',
  'Av. Amazonas',
  'Calle Bolívar',
  'Av. de las Américas',
  'Calle Sucre',
  'Av. Huayna Cápac',
  'Calle Rocafuerte',
  'Av. 6 de Diciembre',
];
/** How many days ago the first checkout orders were placed. */
const RECENT_ORDER_DAYS = [0, 0, 1, 2, 3];
const CARRIERS = ['Servientrega', 'Tramaco Express', 'Laar Courier', 'Urbano Express'];

const SOURCES: [QuotationSource, number][] = [
  ['web', 0.28],
  ['product', 0.26],
  ['formula', 0.14],
  ['checkout', 0.1],
  ['staff', 0.22],
];
const REQUEST_NOTES = [
  'Necesito factura a nombre de la empresa.',
  '¿Tienen disponibilidad para entrega esta semana?',
  'Es para producción mensual, ¿hay precio por volumen?',
  'Por favor incluir la ficha técnica y la hoja de seguridad.',
  'Retiro en la sucursal del Valle de los Chillos.',
  '¿Hacen envíos a provincia? Somos de fuera de Quito.',
  'Cotizar también el transporte, por favor.',
];
const CUSTOMER_MESSAGES: [string, string][] = [
  [
    '¿El precio incluye el envío a nuestra bodega?',
    'Buenos días, el envío se calcula aparte según la provincia; con gusto lo incluimos al confirmar.',
  ],
  [
    '¿Pueden mantener el precio hasta fin de mes?',
    'Claro, le respetamos el precio mientras la cotización esté vigente.',
  ],
  [
    '¿Tienen el producto en stock o hay que esperar?',
    'Sí, tenemos stock en las dos sucursales. Puede retirar desde mañana.',
  ],
  [
    'Necesito el certificado de análisis del lote.',
    'Se lo enviamos junto con la factura. Cualquier otra consulta, estamos atentos.',
  ],
  [
    '¿Aceptan pago con transferencia de otro banco?',
    'Sí, aceptamos transferencias de cualquier banco a las cuentas indicadas.',
  ],
];
const COMMENT_AUTHORS = [
  'Rosa M.',
  'Patricio V.',
  'Karina S.',
  'Édison T.',
  'Johanna C.',
  'Wilson P.',
  'Mayra A.',
  'Byron G.',
  'Lorena Z.',
  'Fabián R.',
  'Silvia Q.',
  'Marcelo E.',
];
const APPROVED_COMMENTS = [
  'La preparé el fin de semana y quedó muy bien. Gracias por compartir la fórmula.',
  '¿Se puede usar agua de la llave o tiene que ser desmineralizada?',
  'Excelente, la estoy usando para mi emprendimiento y a los clientes les gusta.',
  '¿Cuánto tiempo dura el producto una vez preparado?',
  'Muy clara la explicación de los pasos. Me sirvió mucho.',
  'Compré los insumos en la sucursal del Sur y me asesoraron muy bien.',
  'Hice un lote de prueba pequeño antes y funcionó igual que en la fórmula.',
  '¿Tienen la versión para un tambor de 200 litros?',
  'Buena fórmula, rinde bastante. La recomiendo.',
  'Seguí los pasos al pie de la letra y funcionó a la primera.',
  'Gracias por las notas de seguridad, son muy útiles.',
  '¿Los ingredientes se pueden comprar en presentaciones pequeñas?',
];
const PENDING_COMMENTS = [
  '¿Qué equipo de protección necesito para prepararla?',
  '¿Se puede preparar en un recipiente de plástico?',
  '¿Hacen envíos de los insumos a Cuenca?',
  '¿Cuánto rinde un lote con estas cantidades?',
];
const SPAM_COMMENTS = [
  'Gana dinero desde casa, escríbeme al WhatsApp y te cuento cómo.',
  'Visita mi página para comprar seguidores baratos!!!',
  'PRÉSTAMOS RÁPIDOS SIN GARANTE, información por mensaje privado.',
];

/** A presentation for sale, with its list price: a buyer takes fewer of the dearer packs. */
type Saleable = { presentationId: string; productCode: string; listCents: number };
type Step = { at: number; order: number; run: (tx: Database) => Promise<void> };

/** The demo catalogue's presentations for sale, in a fixed order (the seed picks by position). */
async function saleablePresentations(db: Database): Promise<Saleable[]> {
  return queryRows<Saleable>(
    db,
    sql`select pp.id as "presentationId", p.code as "productCode", pp.price_cents as "listCents"
          from products p join product_presentations pp on pp.product_id = p.id
         where p.demo and p.status = 'published' and pp.price_cents is not null
         order by p.code, pp.position`,
  );
}

async function demoFormulaIds(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from formulas where demo and status = 'published' order by slug`,
  );
  return rows.map((row) => row.id);
}

/** The staff member the demo's staff steps are made by: the first administrator (or seller). */
async function demoStaff(db: Database): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(sql`${users.role} = 'admin' desc`, users.createdAt);
  return rows.find((row) => row.status === 'active') ?? rows[0] ?? null;
}

/** Whether the demo activity is already in the database (it is loaded once). */
async function activityLoaded(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ loaded: boolean }>(
    db,
    sql`select exists (select 1 from quotations where ip like ${`${DEMO_ADDRESS_PREFIX}%`})
            or exists (select 1 from orders where demo)
            or exists (select 1 from formula_comments where ip like ${`${DEMO_ADDRESS_PREFIX}%`}) as loaded`,
  );
  return Boolean(row?.loaded);
}

/**
 * A step that may be refused by the shop's rules (a product out of stock, a delivery not
 * offered): in a savepoint, so a refusal undoes only that step. Answers null when refused.
 */
async function attempt<T>(tx: Database, work: (step: Database) => Promise<T>): Promise<T | null> {
  try {
    return await tx.transaction((step) => work(step));
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** A client as a quotation or an order names them. */
function buyerOf(client: DemoClient, rng: SeededRandom) {
  const person = client.identificationType === '05';
  const city = client.address;
  return {
    name: client.name,
    email: client.email,
    phone: `09${String(rng.int(80_000_000, 99_999_999))}`,
    identificationType: person ? ('cedula' as const) : ('ruc' as const),
    identification: client.identification,
    city,
    province: PROVINCE_OF_CITY[city] ?? 'Pichincha',
    address: `${rng.pick(STREETS)} ${rng.int(100, 999)} y ${rng.pick(STREETS).replace(/^(Av\.|Calle) /, '')}, ${city}`,
  };
}
type Buyer = ReturnType<typeof buyerOf>;

function billingOf(buyer: Buyer): CustomerBilling {
  return {
    identificationType: buyer.identificationType,
    identification: buyer.identification,
    name: buyer.name,
    address: buyer.address,
    email: buyer.email,
    phone: buyer.phone,
  };
}

/** Pickup at a branch (paid there or by transfer), or a courier to the buyer's city. */
function deliveryOf(
  buyer: Buyer,
  rng: SeededRandom,
  branches: number,
): { delivery: Delivery; payment: { method: PaymentMethod } } {
  if (buyer.province === 'Pichincha' ? rng.next() < 0.65 : rng.next() < 0.2) {
    return {
      delivery: { method: 'pickup', branchIndex: rng.int(0, Math.max(0, branches - 1)) },
      payment: { method: rng.next() < 0.5 ? 'on_pickup' : 'transfer' },
    };
  }
  return {
    delivery: {
      method: 'shipping',
      province: buyer.province,
      city: buyer.city,
      address: buyer.address,
      reference: '',
      contactName: buyer.name,
      phone: buyer.phone,
    },
    payment: { method: rng.next() < 0.7 ? 'transfer' : 'on_delivery' },
  };
}

const pickupOf = (payment: PaymentMethod) => ({
  delivery: { method: 'pickup' as const, branchIndex: 0 },
  payment: { method: payment === 'on_delivery' ? ('on_pickup' as const) : payment },
});

/**
 * Loads the demo year of selling, once, in one transaction: about 150 quotations, 80 orders
 * (from the checkout and from accepted quotations) and 40 formula comments, backdated over the
 * year before `now` on the shop's calendar. The same seed writes the same year. Answers what it
 * wrote; nothing when it is there already, or there is no demo catalogue or staff member.
 */
export async function loadDemoActivity(
  db: Database,
  options: {
    settings: QuotationSettings;
    now?: Date;
    size?: DemoActivitySize;
    seed?: number;
  },
): Promise<{ quotations: number; orders: number; comments: number }> {
  const now = options.now ?? new Date();
  const size = options.size ?? DEMO_ACTIVITY_SIZE;
  const { settings } = options;
  const nothing = { quotations: 0, orders: 0, comments: 0 };
  return db.transaction(async (tx) => {
    if (await activityLoaded(tx)) return nothing;
    // One after another: a transaction's queries share one connection.
    const saleable = await saleablePresentations(tx);
    const formulaIds = await demoFormulaIds(tx);
    const staff = await demoStaff(tx);
    if (saleable.length === 0 || !staff) return nothing;
    const actor = orderActorOf(staff);

    // The demo year's own clients: the quotations and orders name the people Consultas shows.
    const clients = demoClients(seededRandom(DEMO_BUSINESS_SEED), DEMO_BUSINESS_SIZE.clients);
    const rng = seededRandom(options.seed ?? DEMO_ACTIVITY_SEED);
    const pickClient = () =>
      rng.next() < 0.6 ? clients[rng.int(0, Math.floor(clients.length / 5))]! : rng.pick(clients);
    const nowMs = now.getTime();
    const today = shopDate(now);
    const address = () => `${DEMO_ADDRESS_PREFIX}${rng.int(16, 4095).toString(16)}`;

    /** An instant in the shop's opening hours `daysAgo` days back (recent days weigh more). */
    const createdAt = (daysAgo = Math.floor(364 * rng.next() ** 1.5)) => {
      const day = new Date(Date.parse(`${today}T12:00:00Z`) - daysAgo * DAY)
        .toISOString()
        .slice(0, 10);
      // Ecuador keeps UTC−5 all year.
      const opening = Date.parse(`${day}T08:00:00-05:00`);
      const at = opening + rng.int(0, 10 * 60) * 60_000;
      if (at <= nowMs) return at;
      // Today, later than now: earlier today instead.
      const midnight = Date.parse(`${day}T00:00:00-05:00`);
      return Math.floor(midnight + rng.next() * (nowMs - midnight));
    };
    const later = (at: number, minHours: number, maxHours: number) =>
      at + Math.round((minHours + rng.next() * (maxHours - minHours)) * HOUR);

    const steps: Step[] = [];
    /** A step at `at`, when that is not in the future (what has not happened yet never does). */
    const step = (at: number, run: Step['run']) => {
      if (at <= nowMs) steps.push({ at, order: steps.length, run });
      return at <= nowMs;
    };
    const pickItems = () => {
      const chosen = new Map<string, number>();
      const lines = rng.next() < 0.5 ? 1 : rng.int(2, 4);
      while (chosen.size < Math.min(lines, saleable.length)) {
        const { presentationId, listCents } = rng.pick(saleable);
        const packs =
          listCents >= 10_000
            ? rng.int(1, 2)
            : listCents >= 2_000
              ? rng.int(1, 3)
              : rng.int(1, rng.next() < 0.2 ? 12 : 5);
        chosen.set(presentationId, packs);
      }
      return [...chosen].map(([presentationId, quantity]) => ({ presentationId, quantity }));
    };

    const written = { quotations: 0, orders: 0, comments: 0 };
    type OrderState = { id: string; status: OrderStatus; pickup: boolean } | null;

    /** The order's life after it is placed: confirmed, sent or made ready, delivered; or cancelled. */
    const orderLife = (state: { order: OrderState }, placedAt: number, pickup: boolean) => {
      const carrier = rng.pick(CARRIERS);
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
              }),
            );
          if (await change(status, note)) {
            order.status = status;
          } else if (
            status === 'confirmed' &&
            // Not enough stock to confirm it: the shop calls the buyer and cancels it.
            (await change('cancelled', 'Sin stock suficiente; se avisó al cliente'))
          ) {
            order.status = 'cancelled';
          }
        });
      const roll = rng.next();
      let at = later(placedAt, 2, 30);
      if (roll < 0.07) {
        move(at, ['pending'], () => 'cancelled', 'El cliente desistió del pedido');
        return;
      }
      if (!move(at, ['pending'], () => 'confirmed')) return;
      at = later(at, 12, 72);
      if (roll < 0.1) {
        move(at, ['confirmed'], () => 'cancelled', 'El cliente pidió anular el pedido');
        return;
      }
      if (!move(at, ['confirmed'], (order) => (order.pickup ? 'ready' : 'shipped'))) return;
      move(later(at, pickup ? 6 : 24, pickup ? 96 : 120), ['ready', 'shipped'], () => 'delivered');
    };

    // Quotations: asked for, answered, and decided (or left to expire).
    for (let index = 0; index < size.quotations; index += 1) {
      const buyer = buyerOf(pickClient(), rng);
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
      const items = pickItems();
      const notes = source !== 'staff' && rng.next() < 0.4 ? rng.pick(REQUEST_NOTES) : '';
      // The first two arrive today, so "today" has figures on the first visit. Two of yesterday's
      // still wait for staff, so Principal shows those kinds of waiting too: a buyer's question
      // not answered yet, and an acceptance at the link not seen yet.
      const scripted = index === 2 ? 'question' : index === 3 ? 'acceptance' : null;
      const created = createdAt(index < 2 ? 0 : scripted ? 1 : undefined);
      const state: {
        id: string;
        token: string;
        blocked: boolean;
        order: OrderState;
      } = { id: '', token: '', blocked: true, order: null };
      let last = created;
      step(created, async (tx) => {
        const made = await attempt(tx, (inner) =>
          createQuotation(inner, {
            body: { customer, items, notes, source },
            user: source === 'staff' ? staff : null,
            ip: address(),
            settings,
            now: new Date(created),
          }),
        );
        if (!made) return;
        if (source === 'staff') {
          // Staff's own carry no address; the demo's carry the demo's mark.
          await tx.execute(sql`update quotations set ip = ${address()} where id = ${made.row.id}`);
        }
        written.quotations += 1;
        state.id = made.row.id;
        state.token = made.row.token;
        state.blocked = made.lines.some((line) => line.unitPriceCents === null || line.note);
      });

      if (scripted === 'question' || (!scripted && rng.next() < 0.12)) {
        const [question, answer] = rng.pick(CUSTOMER_MESSAGES);
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
            ip: address(),
            at: new Date(asked),
          });
        });
        if (
          step(answered, async (tx) => {
            if (state.id)
              await addStaffReply(tx, {
                id: state.id,
                message: answer,
                user: staff,
                at: new Date(answered),
              });
          })
        )
          last = Math.max(last, answered);
        else last = nowMs;
      }

      // A few requests are never answered; staff send the rest within a day or so.
      const sent = scripted ? later(created, 1, 3) : later(created, 1, 26);
      const answeredByStaff =
        scripted === 'acceptance' || (scripted === null && rng.next() >= 0.06);
      if (
        answeredByStaff &&
        step(sent, async (tx) => {
          if (state.id)
            await attempt(tx, (inner) =>
              setQuotationStatus(inner, { id: state.id, status: 'sent', now: new Date(sent) }),
            );
        })
      ) {
        last = Math.max(last, sent);
        const decision = scripted === 'acceptance' ? 0 : rng.next();
        // Decided while it holds: before its last valid day ends.
        const holds = Math.max(1, settings.quotationValidityDays - 1);
        const decided =
          scripted === 'acceptance'
            ? later(sent, 1, 4)
            : Math.max(sent + HOUR, Math.min(later(sent, 3, 24 * holds), created + holds * DAY));
        if (decision < 0.42) {
          const byLink = scripted === 'acceptance' || rng.next() < 0.6;
          const terms = deliveryOf(buyer, rng, settings.branches.length);
          if (
            step(decided, async (tx) => {
              if (!state.id || state.blocked) return;
              const convert = (choice: {
                delivery: Delivery;
                payment: { method: PaymentMethod };
              }) =>
                attempt(tx, async (inner) => {
                  const order = { billing: billingOf(buyer), ...choice };
                  if (byLink) {
                    const accepted = await acceptQuotation(inner, {
                      token: state.token,
                      terms: order,
                      settings,
                      now: new Date(decided),
                    });
                    return accepted.row.orderId;
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
            })
          ) {
            last = Math.max(last, decided);
            // The scripted acceptance waits for staff, and so does its order.
            if (scripted === 'acceptance') last = nowMs;
            else orderLife(state, decided, terms.delivery.method === 'pickup');
          }
        } else if (decision < 0.6) {
          if (
            step(decided, async (tx) => {
              if (state.id)
                await attempt(tx, (inner) =>
                  setQuotationStatus(inner, {
                    id: state.id,
                    status: 'rejected',
                    now: new Date(decided),
                  }),
                );
            })
          )
            last = Math.max(last, decided);
        }
      }
      // Staff have seen what happened more than a day ago; the latest still wait for them.
      const seen = later(last, 1, 8);
      if (nowMs - last > DAY) {
        step(seen, async (tx) => {
          if (state.id) await markQuotationSeen(tx, state.id);
        });
      }
    }

    // Orders from the checkout, priced as the checkout prices them.
    for (let index = 0; index < size.checkoutOrders; index += 1) {
      const buyer = buyerOf(pickClient(), rng);
      const finalConsumer = rng.next() < 0.15;
      let items = pickItems();
      const choice = deliveryOf(buyer, rng, settings.branches.length);
      // The first few in the last days: some wait to be confirmed, sent or picked up.
      const placedAt = createdAt(
        index < RECENT_ORDER_DAYS.length ? RECENT_ORDER_DAYS[index] : undefined,
      );
      const state: { order: OrderState } = { order: null };
      const placed = step(placedAt, async (tx) => {
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
          if (
            quote.errors.length === 0 &&
            quote.lines.every((line) => line.unitPriceCents !== null)
          ) {
            const made = await attempt(tx, (inner) =>
              createOrder(inner, {
                lines: quote.lines.map(orderLineOf),
                billing,
                delivery: orderDeliveryOf(delivery, settings.branches),
                payment,
                shippingCents: quote.summary.shippingCents,
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
            items = pickItems();
          }
        }
      });
      if (placed) orderLife(state, placedAt, choice.delivery.method === 'pickup');
    }

    // Comments on the formula posts: most approved, spam rejected, the latest few waiting.
    for (let index = 0; index < (formulaIds.length ? size.comments : 0); index += 1) {
      const formulaId = formulaIds[Math.floor(formulaIds.length * rng.next() ** 1.6)]!;
      const waiting = index < 3;
      const spam = !waiting && rng.next() < 0.1;
      const left = createdAt(waiting ? rng.int(0, 4) : undefined);
      const body = waiting
        ? rng.pick(PENDING_COMMENTS)
        : spam
          ? rng.pick(SPAM_COMMENTS)
          : rng.pick(APPROVED_COMMENTS);
      const authorName = spam ? 'Oferta Especial' : rng.pick(COMMENT_AUTHORS);
      let id = '';
      step(left, async (tx) => {
        id = await createComment(tx, {
          formulaId,
          authorName,
          body,
          ip: address(),
          at: new Date(left),
        });
        written.comments += 1;
      });
      const moderated = later(left, 2, 30);
      if (!waiting) {
        step(moderated, async (tx) => {
          if (!id) return;
          await moderateComment(tx, {
            id,
            status: spam ? 'rejected' : 'approved',
            by: staff.id,
            at: new Date(moderated),
          });
        });
      }
    }

    // In the order they happened: each document takes the next number of its year.
    steps.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const { run } of steps) await run(tx);
    return written;
  });
}

/**
 * Removes the demo's quotations (with their revisions and messages), its orders (from the
 * checkout and from those quotations) and its comments, then gives the numbers they took back
 * when no later document holds one: the shop's first own quotation is COT-…-000001 again. The
 * stock its confirmed orders took goes back to the products staff keep.
 */
export async function removeDemoActivity(tx: Database): Promise<void> {
  const demoAddress = `${DEMO_ADDRESS_PREFIX}%`;
  const demoOrders = sql`select id from orders
    where demo
       or quotation_id in (select id from quotations where ip like ${demoAddress})`;
  await tx.execute(
    sql`update products p set stock = p.stock + taken.amount
          from (select product_id, sum(stock_taken) as amount from order_lines
                 where order_id in (${demoOrders}) and stock_taken is not null
                 group by product_id) taken
         where p.id = taken.product_id and not p.demo`,
  );
  await tx.execute(sql`delete from orders where id in (${demoOrders})`);
  await tx.execute(sql`delete from quotations where ip like ${demoAddress}`);
  await tx.execute(sql`delete from formula_comments where ip like ${demoAddress}`);
  await tx.execute(
    sql`update document_counters c
           set last_number = coalesce(
                 case c.series
                   when 'COT' then (select max(substring(number from 10)::int) from quotations
                                     where number like 'COT-' || c.year || '-%')
                   when 'PED' then (select max(substring(number from 10)::int) from orders
                                     where number like 'PED-' || c.year || '-%')
                 end, 0)
         where c.series in ('COT', 'PED')`,
  );
}
