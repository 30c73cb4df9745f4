/** Query keys of the storefront's formula posts. */
export const formulaKeys = {
  all: ['formulas'] as const,
  list: (query: object) => ['formulas', 'list', query] as const,
  detail: (idOrSlug: string) => ['formulas', 'detail', idOrSlug] as const,
  suggested: (slug: string, limit: number) => ['formulas', 'suggested', slug, limit] as const,
};
