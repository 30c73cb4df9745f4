import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, PublishStatus } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { productsAdminKeys, type AdminProductListParams } from './query-keys';

/**
 * The product list with drafts (staff): one page of products and, unless `facets` is
 * false, the facet counts.
 */
export function getAdminProducts(
  params: AdminProductListParams,
  { facets = true }: { facets?: boolean } = {},
): Promise<ProductListResponse> {
  return callEndpoint(catalogEndpoints.list, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      // An empty search is no search: leave it out of the URL.
      q: params.q?.trim() || undefined,
      tipo: params.tipo,
      linea: params.linea,
      estado: params.estado,
      orden: params.orden,
      incluirBorradores: 'true',
      // The server's default is true: only a request without facets says so.
      facetas: facets ? undefined : 'false',
    },
  });
}

export const getAdminProductsQueryOptions = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: productsAdminKeys.list(params),
    queryFn: () => getAdminProducts(params),
  });

export function useAdminProducts(params: AdminProductListParams) {
  // Keep the previous page on screen while the next one loads, so tabs and rows don't flicker.
  return useQuery({ ...getAdminProductsQueryOptions(params), placeholderData: keepPreviousData });
}

export type StatusCounts = Record<'all' | PublishStatus, number>;

type CountParams = Omit<AdminProductListParams, 'page' | 'pageSize' | 'estado' | 'orden'>;

/**
 * How many products each status tab holds under the current search and filters. The list answers
 * totals, not counts per status, so this asks for one row of each status.
 */
async function getProductStatusCounts(params: CountParams): Promise<StatusCounts> {
  const count = async (estado: PublishStatus) => {
    const data = await getAdminProducts(
      { page: 1, pageSize: 1, q: params.q, tipo: params.tipo, linea: params.linea, estado },
      { facets: false },
    );
    return data.total;
  };
  const [published, draft] = await Promise.all([count('published'), count('draft')]);
  return { all: published + draft, published, draft };
}

export function useProductStatusCounts(params: CountParams) {
  return useQuery({
    queryKey: productsAdminKeys.counts(params),
    queryFn: () => getProductStatusCounts(params),
    placeholderData: keepPreviousData,
  });
}
