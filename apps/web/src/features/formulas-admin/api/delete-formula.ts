import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

/** Removes a formula post (admin only). */
export function deleteFormula(id: string) {
  return callEndpoint(formulaEndpoints.remove, { body: { id } });
}

export function useDeleteFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormula,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: formulasAdminKeys.lists() });
    },
  });
}
