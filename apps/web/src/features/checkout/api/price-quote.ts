import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PriceQuoteBody } from '@quimia/contracts';
import { sellingEndpoints } from '@quimia/contracts/endpoints/selling';
import { callEndpoint } from '@/lib/api-client';
import { useSettled } from '@/lib/use-settled';

/**
 * What the server says the lines cost (prices, volume breaks, each line's refusal, the ways to
 * receive them, the invoice's figures). The figures shown meanwhile are the last ones, marked as
 * being updated (`isPlaceholderData`).
 */
export function useSaleQuote(body: PriceQuoteBody | null) {
  const key = body && body.items.length > 0 ? JSON.stringify(body) : null;
  const settledKey = useSettled(key, 250);
  return useQuery({
    queryKey: ['checkout', 'quote', settledKey],
    queryFn: ({ signal }) =>
      callEndpoint(sellingEndpoints.priceQuote, {
        body: JSON.parse(settledKey!) as PriceQuoteBody,
        signal,
      }),
    enabled: settledKey !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
