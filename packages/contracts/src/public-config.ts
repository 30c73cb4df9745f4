import { z } from 'zod';

/** Settings the server shares with every visitor, from the company settings: `GET /api/config`. */
export const publicConfigSchema = z.object({
  /** The WhatsApp support number; links strip its non-digits. */
  supportPhone: z.string(),
  /** IVA rate in percent (15 by default). */
  ivaRate: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
