import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpeningHours, PublicCompany } from '@quimia/contracts';
import { companyEndpoints } from '@quimia/contracts/endpoints/company';
import { callEndpoint } from '@/lib/api-client';

/**
 * The seller's data every public page shows (name, branches, phones, social links, IVA). The
 * server renders it into the page and its state, so the browser starts with it; a save in the
 * dashboard refreshes it (see the company settings form).
 */
export const companyQueryOptions = queryOptions({
  queryKey: ['company'],
  queryFn: () => callEndpoint(companyEndpoints.publicSettings),
  staleTime: Infinity,
});

export function useCompany() {
  return useQuery(companyQueryOptions);
}

/** The seller's trade name, or '' until it is known. */
export function useSiteName(): string {
  return useCompany().data?.tradeName ?? '';
}

/** A browser tab's title: the page's, then the seller's name once known. */
export function siteTitle(title: string, siteName: string): string {
  return siteName ? `${title} | ${siteName}` : title;
}

/**
 * The opening hours to show for the whole shop: once when every branch keeps the same ones,
 * otherwise each branch's under its name.
 */
export function shopHours(
  branches: PublicCompany['branches'],
): { branch: string | null; hours: OpeningHours[] }[] {
  const withHours = branches.filter((branch) => branch.hours.length > 0);
  if (withHours.length === 0) return [];
  const first = JSON.stringify(withHours[0]!.hours);
  if (withHours.every((branch) => JSON.stringify(branch.hours) === first)) {
    return [{ branch: null, hours: withHours[0]!.hours }];
  }
  return withHours.map((branch) => ({ branch: branch.name, hours: branch.hours }));
}
