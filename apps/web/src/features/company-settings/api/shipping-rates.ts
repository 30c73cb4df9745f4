import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingRatesSaveBody } from '@quimia/contracts';
import { sellingEndpoints } from '@quimia/contracts/endpoints/selling';
import { callEndpoint } from '@/lib/api-client';

const ratesKey = ['shipping-rates'] as const;

/** The courier rates per province, with the free-shipping threshold. */
export function useShippingRates() {
  return useQuery({
    queryKey: ratesKey,
    queryFn: () => callEndpoint(sellingEndpoints.shippingRates),
  });
}

/** Replaces the whole table; the answer is the table as stored. */
export function useSaveShippingRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingRatesSaveBody) =>
      callEndpoint(sellingEndpoints.saveShippingRates, { body }),
    onSuccess: (saved) => queryClient.setQueryData(ratesKey, saved),
  });
}
