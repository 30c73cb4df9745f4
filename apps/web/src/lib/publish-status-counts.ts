import type { PublishStatus } from '@quimia/contracts';

/** How many records a back-office list holds in all, published and in draft. */
export type PublishStatusCounts = Record<'all' | PublishStatus, number>;

/**
 * The counts of a list's status tabs under its search and filters. The lists answer totals, not
 * counts per status, so `total` asks for one row of the given status and returns the total.
 */
export async function countByPublishStatus(
  total: (estado: PublishStatus) => Promise<number>,
): Promise<PublishStatusCounts> {
  const [published, draft] = await Promise.all([total('published'), total('draft')]);
  return { all: published + draft, published, draft };
}
