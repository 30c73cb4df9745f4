import { z } from 'zod';

/** What `/api/health` answers: the app's state and each dependency's. */
export const healthSchema = z.object({
  /**
   * `ok`: everything answers. `degraded`: the shop works without Redis (rate limits count per
   * process). `down`: the database does not answer, so almost no request can be served.
   */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
  }),
  /** `off`: no `REDIS_URL` configured. */
  redis: z.object({ status: z.enum(['up', 'down', 'off']) }),
  uptime: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
