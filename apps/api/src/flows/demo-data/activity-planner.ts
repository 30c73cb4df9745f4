import type { UserRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { shopDate } from '../../lib/shop-calendar';
import type { SeededRandom } from '../../lib/seeded-random';
import type { OrderActor } from '../../modules/orders';
import type { QuotationSettings } from '../../modules/quotations';
import { DEMO_ADDRESS_PREFIX } from './activity-marks';
import type { ActivityTexts } from './activity-texts';
import type { DemoClient } from './demo-business';

// The demo's year is planned first, then written: planning draws every random choice in a fixed
// order and files each step at its instant; the steps then run in the order they happened, so
// each document takes the next number of its year. The same seed plans the same year.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A presentation for sale, with its list price: a buyer takes fewer of the dearer packs. */
export type Saleable = { presentationId: string; productCode: string; listCents: number };
type Step = { at: number; order: number; run: (tx: Database) => Promise<void> };
export type Written = { quotations: number; orders: number; comments: number };

/** What planning the year needs: its choices, its clock, who acts, and where steps are filed. */
export type YearPlanner = ReturnType<typeof yearPlanner>;

export function yearPlanner(options: {
  rng: SeededRandom;
  now: Date;
  clients: readonly DemoClient[];
  saleable: readonly Saleable[];
  staff: UserRow;
  actor: OrderActor;
  settings: QuotationSettings;
  texts: ActivityTexts;
}) {
  const { rng, now, clients, saleable } = options;
  const nowMs = now.getTime();
  const today = shopDate(now);
  const steps: Step[] = [];
  return {
    ...options,
    nowMs,
    steps,
    /** What the steps wrote, counted as they run. */
    written: { quotations: 0, orders: 0, comments: 0 } as Written,

    /** Most buyers come back: the first fifth of the clients are the regulars. */
    pickClient: () =>
      rng.next() < 0.6 ? clients[rng.int(0, Math.floor(clients.length / 5))]! : rng.pick(clients),

    /** The address a demo record comes "from", which marks it as the demo's. */
    address: () => `${DEMO_ADDRESS_PREFIX}${rng.int(16, 4095).toString(16)}`,

    /** An instant in the shop's opening hours `daysAgo` days back (recent days weigh more). */
    createdAt: (daysAgo = Math.floor(364 * rng.next() ** 1.5)) => {
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
    },

    /** Some hours after `at`, between `minHours` and `maxHours`. */
    later: (at: number, minHours: number, maxHours: number) =>
      at + Math.round((minHours + rng.next() * (maxHours - minHours)) * HOUR),

    /** A step at `at`, when that is not in the future (what has not happened yet never does). */
    step: (at: number, run: Step['run']) => {
      if (at <= nowMs) steps.push({ at, order: steps.length, run });
      return at <= nowMs;
    },

    /** What a buyer asks for: one to four presentations, fewer packs of the dearer ones. */
    pickItems: () => {
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
    },
  };
}

/** Runs the planned steps in the order they happened (in the order planned, at one instant). */
export async function runSteps(tx: Database, planner: YearPlanner): Promise<void> {
  planner.steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const { run } of planner.steps) await run(tx);
}

/**
 * A step that may be refused by the shop's rules (a product out of stock, a delivery not
 * offered): in a savepoint, so a refusal undoes only that step. Answers null when refused.
 */
export async function attempt<T>(
  tx: Database,
  work: (step: Database) => Promise<T>,
): Promise<T | null> {
  try {
    return await tx.transaction((step) => work(step));
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
