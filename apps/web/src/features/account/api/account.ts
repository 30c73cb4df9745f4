import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerAccount,
  CustomerBillingInput,
  DeliveryAddressSaveBody,
} from '@quimia/contracts';
import { accountEndpoints } from '@quimia/contracts/endpoints/account';
import { callEndpoint } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

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

/** A write that answers the whole account: what it answers becomes the cached account. */
function useAccountWrite<TInput>(write: (input: TInput) => Promise<CustomerAccount>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: write,
    onSuccess: (account) => {
      if (user) queryClient.setQueryData(accountKeys.data(user.id), account);
    },
  });
}

export function useSaveBilling() {
  return useAccountWrite((body: CustomerBillingInput) =>
    callEndpoint(accountEndpoints.saveBilling, { body }),
  );
}

export function useSaveAddress() {
  return useAccountWrite((body: DeliveryAddressSaveBody) =>
    callEndpoint(accountEndpoints.saveAddress, { body }),
  );
}

export function useSetDefaultAddress() {
  return useAccountWrite((id: string) =>
    callEndpoint(accountEndpoints.setDefaultAddress, { body: { id } }),
  );
}

/** Removes an address; answers the confirmation the dialog shows. */
export function useRemoveAddress() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: async (id: string) => {
      const account = await callEndpoint(accountEndpoints.removeAddress, { body: { id } });
      if (user) queryClient.setQueryData(accountKeys.data(user.id), account);
      return { message: 'Dirección eliminada' };
    },
  });
}
