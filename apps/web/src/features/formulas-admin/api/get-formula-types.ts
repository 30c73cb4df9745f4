import { useQuery } from '@tanstack/react-query';
import type { FormulaType } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { formulasAdminKeys } from './query-keys';

type GetFormulaTypesResponse = { items: FormulaType[] };

/** GET /api/formula/getTiposFormula: formula types (Limpieza del hogar, Cosmética…). */
export async function getFormulaTypes(): Promise<FormulaType[]> {
  const data = await fetcher<GetFormulaTypesResponse>('/api/formula/getTiposFormula');
  return data.items;
}

export function useFormulaTypes() {
  return useQuery({
    queryKey: formulasAdminKeys.types(),
    queryFn: getFormulaTypes,
    staleTime: 5 * 60_000,
  });
}
