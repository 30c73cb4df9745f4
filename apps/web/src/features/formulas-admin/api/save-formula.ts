import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Formula, FormulaSaveBody } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

/**
 * Creates a formula post without `id`, updates it with one (staff).
 * The server sanitises the content and answers the formula as stored.
 */
export async function saveFormula(body: FormulaSaveBody): Promise<Formula> {
  const data = await callEndpoint(formulaEndpoints.save, { body });
  return data.formula;
}

export function useSaveFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFormula,
    onSuccess: async () => {
      // The storefront's cached pages and the products' "formulas that use it" change too: mark
      // every query stale (refetched when next shown), and refresh this back office's now.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: formulasAdminKeys.all });
    },
  });
}
