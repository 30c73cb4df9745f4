/**
 * The topics of the change feed, each named once here so that two modules never pick the same
 * name, with what a change of each carries. A service describes its committed write as one of
 * these; the route announces it after the transaction (see `requestContext(…).committed`).
 */
export const CHANGE_TOPICS = {
  /** Public data changed: carries the public cache's tags it invalidates, none: everything. */
  catalog: 'catalog',
  /** An uploaded image was deleted: carries its id, so processes drop their copies of its bytes. */
  imageDeleted: 'image-deleted',
} as const;

export type ChangeTopic = (typeof CHANGE_TOPICS)[keyof typeof CHANGE_TOPICS];

/** The addresses a save touched: the current one, and the one it had before when it changed. */
export function changedSlugs(slug: string, previousSlug?: string): string[] {
  return previousSlug && previousSlug !== slug ? [slug, previousSlug] : [slug];
}
