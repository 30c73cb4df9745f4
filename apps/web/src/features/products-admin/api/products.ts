import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type ApplicationArea,
  DOCUMENT_MAX_BYTES,
  type Product,
  type ProductDescriptionBody,
  type ProductDetailResponse,
  type ProductListQuery,
  type ProductListResponse,
  type ProductSaveBody,
  type ProductType,
  type UploadedDocument,
} from '@quimia/contracts';
import { assistantEndpoints } from '@quimia/contracts/endpoints/assistant';
import { catalogEndpoints, uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';
import { countByPublishStatus, type PublishStatusCounts } from '@/lib/publish-status-counts';

/** A page of the back office's product list: the list's own filters (slugs), one page at a time. */
export type AdminProductListParams = Required<Pick<ProductListQuery, 'page' | 'pageSize'>> &
  Pick<ProductListQuery, 'q' | 'tipo' | 'linea' | 'estado' | 'orden'>;

/** Query keys of the products back office; `all` refreshes every one of them. */
export const productsAdminKeys = {
  all: ['products-admin'] as const,
  lists: () => [...productsAdminKeys.all, 'list'] as const,
  list: (params: AdminProductListParams) => [...productsAdminKeys.lists(), params] as const,
  counts: (params: Omit<AdminProductListParams, 'page' | 'pageSize' | 'estado' | 'orden'>) =>
    [...productsAdminKeys.lists(), 'counts', params] as const,
  details: () => [...productsAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...productsAdminKeys.details(), id] as const,
  options: () => [...productsAdminKeys.all, 'options'] as const,
  types: () => [...productsAdminKeys.options(), 'types'] as const,
  areas: () => [...productsAdminKeys.options(), 'areas'] as const,
};

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

/**
 * A product as staff see it (drafts
 * too), with the published formulas that use it.
 */
export function getAdminProduct(id: string): Promise<ProductDetailResponse> {
  return callEndpoint(catalogEndpoints.product, { query: { id, incluirBorradores: 'true' } });
}

export const getAdminProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productsAdminKeys.detail(id),
    queryFn: () => getAdminProduct(id),
  });

export function useAdminProduct(id: string | undefined) {
  return useQuery({ ...getAdminProductQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Product types, each with its subtypes; hidden ones too (staff still assign them). */
export async function getProductTypes(): Promise<ProductType[]> {
  const data = await callEndpoint(catalogEndpoints.typeOptions, {
    query: { incluirBorradores: 'true' },
  });
  return data.items;
}

export function useProductTypes() {
  return useQuery({
    queryKey: productsAdminKeys.types(),
    queryFn: getProductTypes,
    staleTime: 5 * 60_000,
  });
}

/** Application areas for the product form; hidden ones too (staff still assign them). */
export async function getApplicationAreas(): Promise<ApplicationArea[]> {
  const data = await callEndpoint(catalogEndpoints.areaOptions, {
    query: { incluirBorradores: 'true' },
  });
  return data.items;
}

export function useApplicationAreas() {
  return useQuery({
    queryKey: productsAdminKeys.areas(),
    queryFn: getApplicationAreas,
    staleTime: 5 * 60_000,
  });
}

/** Creates a product without `id`, updates it with one (staff). */
export async function saveProduct(body: ProductSaveBody): Promise<Product> {
  const data = await callEndpoint(catalogEndpoints.save, { body });
  return data.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: async (product) => {
      // The storefront's cached pages show the product too: mark every query stale (refetched
      // when next shown), and refresh the back office's own lists and detail now.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      queryClient.removeQueries({ queryKey: productsAdminKeys.detail(product.id) });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.all });
    },
  });
}

/** Removes a product (admin only). */
export function deleteProduct(id: string) {
  return callEndpoint(catalogEndpoints.remove, { body: { id } });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      // The removed product's own page is still open until the dialog leaves it: reading it again
      // (removing its query, or refreshing it) would answer «Producto no encontrado» over the
      // success. Marked stale, it is read again only if someone opens it later.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: productsAdminKeys.options() });
    },
  });
}

const DOCUMENT_TOO_LARGE_MESSAGE = `El PDF supera el máximo de ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Uploads a PDF (multipart `file`): a technical or safety data sheet; the
 * server checks it really is a PDF (staff).
 */
export async function uploadDocument(file: File): Promise<UploadedDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw { message: DOCUMENT_TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' };
  }
  const form = new FormData();
  form.append('file', file);
  const data = await callEndpoint(uploadEndpoints.uploadDocument, { body: form });
  return data.document;
}

/** Removes an uploaded PDF (and from products using it). */
export function deleteDocument(id: string) {
  return callEndpoint(uploadEndpoints.removeDocument, { body: { id } });
}

/** QuimIA's description draft for the product form; nothing is saved by asking. */
export function useDraftDescription() {
  return useMutation({
    mutationFn: (body: ProductDescriptionBody) =>
      callEndpoint(assistantEndpoints.productDescription, { body }),
  });
}
