import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicingSettingsInput } from '@quimia/contracts';
import { invoicingEndpoints } from '@quimia/contracts/endpoints/invoicing';
import { callEndpoint } from '@/lib/api-client';

const configurationKey = ['invoicing-configuration'] as const;

/** The SRI settings, the certificate and what still stops the shop from issuing (admin). */
export function useInvoicingConfiguration({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: configurationKey,
    enabled,
    queryFn: () => callEndpoint(invoicingEndpoints.configuration),
  });
}

/** Saves the settings; the answer is the whole configuration as it is now. */
export function useSaveInvoicingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoicingSettingsInput) =>
      callEndpoint(invoicingEndpoints.saveConfiguration, { body }),
    onSuccess: (saved) => queryClient.setQueryData(configurationKey, saved),
  });
}

/** Uploads the signature certificate (`.p12`/`.pfx`) with its password, as multipart. */
export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, password }: { file: File; password: string }) => {
      const form = new FormData();
      // The server reads the form's fields before its files.
      form.append('password', password);
      form.append('file', file, file.name);
      return callEndpoint(invoicingEndpoints.uploadCertificate, { body: form });
    },
    // What is missing and the warnings change with the certificate: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: configurationKey }),
  });
}
