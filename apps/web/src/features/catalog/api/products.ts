import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EndpointQuery,
  EndpointResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  ProductSummary,
  ProductType,
} from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint, compactParams } from '@/lib/api-client';
import { idOrSlug } from '@/lib/route-key';

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

/**
 * Published products with facet counts; filters are slugs, empty values are left out.
 *
 * Storefront reads are typed with the contract but not parsed again here: the API already
 * validates every response against the same zod schema, and zod would weigh on the first visit.
 */
export function getProducts(query: ProductListQuery): Promise<ProductListResponse> {
  return callEndpoint(catalogEndpoints.list, { query: compactParams(query) });
}

export const productsQueryOptions = (query: ProductListQuery) =>
  queryOptions({
    queryKey: catalogKeys.products(compactParams(query)),
    queryFn: () => getProducts(query),
    // The previous page stays on screen while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });

export function useProducts(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), ...options });
}

/** A published product by id or slug, its formulas and related products. */
export function getProduct(idOrSlugValue: string): Promise<ProductDetailResponse> {
  return callEndpoint(catalogEndpoints.product, { query: idOrSlug(idOrSlugValue) });
}

export const productQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: catalogKeys.product(idOrSlugValue),
    queryFn: () => getProduct(idOrSlugValue),
  });

export function useProduct(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productQueryOptions(idOrSlugValue), ...options });
}

/** `id` or `slug` of a product type. */
export type ProductTypeQuery = EndpointQuery<typeof catalogEndpoints.type>;

/** One product type with its subtypes. */
export async function getProductType(query: ProductTypeQuery): Promise<ProductType> {
  const data = await callEndpoint(catalogEndpoints.type, { query });
  return data.tipo;
}

export const productTypeQueryOptions = (query: ProductTypeQuery) =>
  queryOptions({
    queryKey: catalogKeys.productType(query),
    queryFn: () => getProductType(query),
    staleTime: TAXONOMY_STALE_TIME,
  });

export function useProductType(query: ProductTypeQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productTypeQueryOptions(query), ...options });
}

export type ProductsByTypeQuery = EndpointQuery<typeof catalogEndpoints.listByType>;
export type ProductsByTypeResponse = EndpointResponse<typeof catalogEndpoints.listByType>;

/** The products of one type (`tipoId`), with the type itself. */
export function getProductsByType(query: ProductsByTypeQuery): Promise<ProductsByTypeResponse> {
  return callEndpoint(catalogEndpoints.listByType, { query: compactParams(query) });
}

export const productsByTypeQueryOptions = (query: ProductsByTypeQuery) =>
  queryOptions({
    queryKey: catalogKeys.productsByType(compactParams(query)),
    queryFn: () => getProductsByType(query),
    placeholderData: keepPreviousData,
  });

export function useProductsByType(query: ProductsByTypeQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsByTypeQueryOptions(query), ...options });
}

/** Featured published products, at most `limit`. */
export async function getFeaturedProducts(limit: number): Promise<ProductSummary[]> {
  const data = await callEndpoint(catalogEndpoints.featured, { query: { limit } });
  return data.items;
}

export const featuredProductsQueryOptions = (limit = 8) =>
  queryOptions({
    queryKey: catalogKeys.featured(limit),
    queryFn: () => getFeaturedProducts(limit),
  });

export function useFeaturedProducts(limit = 8) {
  return useQuery(featuredProductsQueryOptions(limit));
}
