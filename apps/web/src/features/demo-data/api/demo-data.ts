import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoDataEndpoints } from '@quimia/contracts/endpoints/demo-data';
import { callEndpoint } from '@/lib/api-client';

const demoDataKey = ['demo-data'] as const;

/** How much of the demo shop is left (staff). */
export function useDemoDataStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: demoDataKey,
    queryFn: () => callEndpoint(demoDataEndpoints.status),
    enabled,
  });
}

/** Removes the demo shop (admin); every list on screen may have lost records, so all reload. */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    // The argument is the confirm dialog's record id: there is only one demo shop.
    mutationFn: (_target: string) => callEndpoint(demoDataEndpoints.remove),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
