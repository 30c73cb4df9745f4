import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@quimia/contracts';
import { catalogEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { countByPublishStatus, type PublishStatusCounts } from '@/lib/publish-status-counts';
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

type CountParams = Omit<AdminProductListParams, 'page' | 'pageSize' | 'estado' | 'orden'>;

/** How many products each status tab holds under the current search and filters. */
function getProductStatusCounts(params: CountParams): Promise<PublishStatusCounts> {
  return countByPublishStatus(async (estado) => {
    const data = await getAdminProducts(
      { page: 1, pageSize: 1, q: params.q, tipo: params.tipo, linea: params.linea, estado },
      { facets: false },
    );
    return data.total;
  });
}

export function useProductStatusCounts(params: CountParams) {
  return useQuery({
    queryKey: productsAdminKeys.counts(params),
    queryFn: () => getProductStatusCounts(params),
    placeholderData: keepPreviousData,
  });
}
