/** Query keys of the storefront's formula posts. */
export const formulaKeys = {
  all: ['formulas'] as const,
  list: (query: object) => ['formulas', 'list', query] as const,
  detail: (idOrSlug: string) => ['formulas', 'detail', idOrSlug] as const,
  suggested: (slug: string, limit: number) => ['formulas', 'suggested', slug, limit] as const,
  /** A formula's ingredients proposed for a batch. */
  quote: (body: object | null) => ['formulas', 'quote', body] as const,
  /** The server's figures for the lines a visitor adjusted. */
  quoteFigures: (lines: readonly object[]) => ['formulas', 'quote-figures', lines] as const,
};
