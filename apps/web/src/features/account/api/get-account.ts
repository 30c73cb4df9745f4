import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@quimia/contracts/endpoints/account';
import { callEndpoint } from '@/lib/api-client';

/** Query keys of the signed-in customer's own data (one per account: never shared). */
export const accountKeys = {
  all: ['account'] as const,
  data: (userId: string) => [...accountKeys.all, userId] as const,
};

export const accountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: accountKeys.data(userId),
    queryFn: () => callEndpoint(accountEndpoints.account),
  });

/** The signed-in customer's billing data and delivery addresses. */
export function useAccount(userId: string) {
  return useQuery(accountQueryOptions(userId));
}
