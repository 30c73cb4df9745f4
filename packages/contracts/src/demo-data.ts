import { z } from 'zod';

/** What is left of the demo shop loaded on the first start (records staff never edited). */
export const demoDataStatusSchema = z.object({
  products: z.number().int(),
  formulas: z.number().int(),
});
export type DemoDataStatus = z.infer<typeof demoDataStatusSchema>;

/** The answer to removing the demo shop: how many records went. */
export const demoDataRemovalSchema = demoDataStatusSchema.extend({ message: z.string() });
export type DemoDataRemoval = z.infer<typeof demoDataRemovalSchema>;
