import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EndpointDefinition, EndpointQuery, EndpointResponse } from '@quimia/contracts';
import { metricsEndpoints } from '@quimia/contracts/endpoints/metrics';
import { callEndpoint, compactParams } from '@/lib/api-client';

type Endpoints = typeof metricsEndpoints;
/** The metrics asked for with a query (a range, a page). */
type QueriedMetric = {
  [K in keyof Endpoints]: Endpoints[K] extends { query: object } ? K : never;
}[keyof Endpoints];

export const metricsKeys = {
  all: ['metrics'] as const,
  call: (path: string, query: object) => [...metricsKeys.all, path, query] as const,
};

/**
 * One metric's answer, cached per query. While a new range loads, the charts keep the last one
 * (shown faded) instead of going back to skeletons.
 */
export function useMetric<K extends QueriedMetric>(
  name: K,
  query: EndpointQuery<Endpoints[K]>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const endpoint = metricsEndpoints[name];
  const params = compactParams(query as object);
  // Every metric is a GET with its own query; the generic form cannot show the compiler which.
  const call = callEndpoint as (
    endpoint: EndpointDefinition,
    input: { query: unknown; signal?: AbortSignal },
  ) => Promise<EndpointResponse<Endpoints[K]>>;
  return useQuery({
    queryKey: metricsKeys.call(endpoint.path, params),
    queryFn: ({ signal }) => call(endpoint, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Products per type, published and draft (no range: the catalogue as it is). */
export function useProductTypeTotals() {
  return useQuery({
    queryKey: metricsKeys.call(metricsEndpoints.productTypeTotals.path, {}),
    queryFn: ({ signal }) => callEndpoint(metricsEndpoints.productTypeTotals, { signal }),
  });
}

/**
 * Principal's summary: what waits, and today's and this month's figures against last month. Asked
 * again every minute while the page is open, so a new quotation or order shows without a reload.
 */
export function useDashboardSummary() {
  return useQuery({
    queryKey: metricsKeys.call(metricsEndpoints.dashboardSummary.path, {}),
    queryFn: ({ signal }) => callEndpoint(metricsEndpoints.dashboardSummary, { signal }),
    refetchInterval: 60_000,
  });
}
