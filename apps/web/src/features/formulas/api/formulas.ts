import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  CommentBody,
  EndpointResponse,
  FormulaDetailResponse,
  FormulaListQuery,
  FormulaListResponse,
  FormulaSummary,
} from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint, compactParams } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { idOrSlug } from '@/lib/route-key';

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

/**
 * Published formula posts: the list, or the search when there is a search term.
 * Typed with the contract, not parsed again: the API validates its responses with the same schema.
 */
export function getFormulas(query: FormulaListQuery): Promise<FormulaListResponse> {
  const params = compactParams(query);
  return params.q
    ? callEndpoint(formulaEndpoints.search, { query: { ...params, q: params.q } })
    : callEndpoint(formulaEndpoints.list, { query: params });
}

export const formulasQueryOptions = (query: FormulaListQuery) =>
  queryOptions({
    queryKey: formulaKeys.list(compactParams(query)),
    queryFn: () => getFormulas(query),
    placeholderData: keepPreviousData,
  });

export function useFormulas(query: FormulaListQuery) {
  return useQuery(formulasQueryOptions(query));
}

/** A published formula by slug (or id), with its approved comments. */
export function getFormula(idOrSlugValue: string): Promise<FormulaDetailResponse> {
  return callEndpoint(formulaEndpoints.formula, { query: idOrSlug(idOrSlugValue) });
}

export const formulaQueryOptions = (idOrSlugValue: string) =>
  queryOptions({
    queryKey: formulaKeys.detail(idOrSlugValue),
    queryFn: () => getFormula(idOrSlugValue),
  });

export function useFormula(idOrSlugValue: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...formulaQueryOptions(idOrSlugValue), ...options });
}

/** Formulas related to one by shared ingredients and type, at most `limit`. */
export async function getSuggestedFormulas(slug: string, limit: number): Promise<FormulaSummary[]> {
  const data = await callEndpoint(formulaEndpoints.suggested, { query: { slug, limit } });
  return data.items;
}

export const suggestedFormulasQueryOptions = (slug: string, limit = 3) =>
  queryOptions({
    queryKey: formulaKeys.suggested(slug, limit),
    queryFn: () => getSuggestedFormulas(slug, limit),
  });

export function useSuggestedFormulas(slug: string, limit = 3) {
  return useQuery(suggestedFormulasQueryOptions(slug, limit));
}

export type CommentCreated = EndpointResponse<typeof formulaEndpoints.comment>;

/**
 * Stores a visitor's comment (public, rate limited): it waits for a staff
 * member's approval, so nothing on the page changes until then.
 */
export function saveComment({
  body,
  idempotencyKey,
}: {
  body: CommentBody;
  /** The same key sent twice stores the comment once. */
  idempotencyKey: string;
}): Promise<CommentCreated> {
  return callEndpoint(formulaEndpoints.comment, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useSaveComment() {
  return useMutation({ mutationFn: saveComment });
}
