import { z } from 'zod';

/** Settings the server shares with every visitor: `GET /api/config`. */
export const publicConfigSchema = z.object({
  /** WhatsApp support number as configured (`SUPPORT_PHONE`); links strip its non-digits. */
  supportPhone: z.string(),
  /** IVA rate in percent (15 by default). */
  ivaRate: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
