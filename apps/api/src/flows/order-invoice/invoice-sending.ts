import fp from 'fastify-plugin';
import { documentsDue } from '../../modules/invoicing';
import { ADVANCE_JOB, runAdvance, scheduleAdvance } from './order-invoicing';

/** How often documents left without a job are looked for. */
const SWEEP_MS = 60_000;

/**
 * Sends the shop's electronic documents through the job runner (a restart loses nothing: a job
 * survives it, and a document left without one is found by the sweep), one step per job: the SRI
 * down or slow only delays the next step, never an order.
 */
export default fp(
  async (app) => {
    app.jobs.handle<{ id: string }>(
      ADVANCE_JOB,
      async ({ id }, job) => runAdvance(app, id, job.signal),
      {
        // Reception and authorisation each wait at most 30 seconds.
        timeoutMs: 120_000,
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const sweep = async () => {
      try {
        for (const row of await documentsDue(app.db)) {
          if (!(await app.jobs.isPending(ADVANCE_JOB, row.id))) await scheduleAdvance(app, row.id);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'invoicing sweep failed');
      } finally {
        timer = setTimeout(() => void sweep(), SWEEP_MS);
        timer.unref();
      }
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(() => void sweep(), 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearTimeout(timer));
  },
  { name: 'invoice-sending', dependencies: ['jobs', 'invoicing'] },
);
