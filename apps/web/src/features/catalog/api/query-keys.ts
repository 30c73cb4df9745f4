/** Query keys of the storefront catalogue: one place so invalidation stays consistent. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: (query: object) => ['catalog', 'products', query] as const,
  productsByType: (query: object) => ['catalog', 'products-by-type', query] as const,
  product: (idOrSlug: string) => ['catalog', 'product', idOrSlug] as const,
  featured: (limit: number) => ['catalog', 'featured', limit] as const,
  productType: (query: object) => ['catalog', 'product-type', query] as const,
  catalogue: ['catalog', 'catalogue'] as const,
};

// Taxonomies change rarely; the API caches them and invalidates on writes.
export const TAXONOMY_STALE_TIME = 5 * 60_000;
