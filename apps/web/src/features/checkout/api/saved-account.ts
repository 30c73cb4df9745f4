import { useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@quimia/contracts/endpoints/account';
import { callEndpoint } from '@/lib/api-client';

/**
 * A signed-in customer's saved billing data and delivery addresses, to fill the checkout in; the
 * same query as Mi cuenta's (one cache entry per account).
 */
export function useSavedAccount(userId: string | null) {
  return useQuery({
    queryKey: ['account', userId],
    queryFn: () => callEndpoint(accountEndpoints.account),
    enabled: userId !== null,
  });
}
