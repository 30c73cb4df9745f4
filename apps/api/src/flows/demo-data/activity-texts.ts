import { z } from 'zod';
import { ECUADOR_PROVINCES } from '@quimia/contracts';
import { readDemoFile } from './data-folder';

// The words of the demo's year of selling, kept in data/activity-texts.json beside the demo
// catalogue: where its clients live, what they ask and what staff answer, the notes on its
// orders and the comments on the formula posts. The year picks from these lists at random.

const texts = z.array(z.string().trim().min(1)).min(1);

export const activityTextsSchema = z.object({
  /** The demo clients' cities, each with the province a courier ships to. */
  provinceOfCity: z.record(z.string().min(1), z.enum(ECUADOR_PROVINCES)),
  streets: texts,
  carriers: texts,
  /** What a buyer writes with a request. */
  requestNotes: texts,
  /** A buyer's question at the quotation's link, and staff's answer. */
  buyerQuestions: z
    .array(z.object({ question: z.string().min(1), answer: z.string().min(1) }))
    .min(1),
  /** Why an order was cancelled. */
  orderNotes: z.object({
    withdrawn: z.string().min(1),
    cancelledByBuyer: z.string().min(1),
    outOfStock: z.string().min(1),
  }),
  commentAuthors: texts,
  /** The name spam is signed with. */
  spamAuthor: z.string().min(1),
  comments: z.object({ approved: texts, pending: texts, spam: texts }),
});
export type ActivityTexts = z.infer<typeof activityTextsSchema>;

let cached: ActivityTexts | undefined;

/** The texts, read and checked once; a mistake in the file names its field. */
export function activityTexts(): ActivityTexts {
  if (cached) return cached;
  const result = activityTextsSchema.safeParse(readDemoFile('activity-texts.json'));
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${issue.path.join('.') || 'archivo'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Textos de la actividad de demostración no válidos: ${issues}`);
  }
  cached = result.data;
  return cached;
}
