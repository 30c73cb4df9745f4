import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettingsInput } from '@quimia/contracts';
import { companyEndpoints } from '@quimia/contracts/endpoints/company';
import { companyQueryOptions } from '@/api/company';
import { publicConfigQueryOptions } from '@/api/public-config';
import { callEndpoint } from '@/lib/api-client';

const settingsKey = ['company-settings'] as const;

/** The company settings as the administrator edits them. */
export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => callEndpoint(companyEndpoints.settings),
  });
}

/** Saves the whole settings; the storefront's own copy (name, phones, IVA) is read again. */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySettingsInput) => callEndpoint(companyEndpoints.save, { body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: publicConfigQueryOptions.queryKey }),
      ]);
    },
  });
}
