import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poster } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

type DeleteFormulaResponse = { message: string };

/** POST /api/formula/eliminar: removes a formula post (admin only). */
export function deleteFormula(id: string): Promise<DeleteFormulaResponse> {
  return poster<DeleteFormulaResponse>('/api/formula/eliminar', { id });
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
