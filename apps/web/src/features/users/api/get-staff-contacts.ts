import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffContact } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** Presence comes from sign-in activity, so it is polled rather than pushed. */
export const STAFF_CONTACTS_REFETCH_MS = 60_000;

/** Staff members with their presence (staff only). */
export async function getStaffContacts(): Promise<StaffContact[]> {
  const data = await callEndpoint(userEndpoints.staffContacts);
  return data.items;
}

export const getStaffContactsQueryOptions = () =>
  queryOptions({
    queryKey: usersKeys.contacts(),
    queryFn: getStaffContacts,
    refetchInterval: STAFF_CONTACTS_REFETCH_MS,
  });

export function useStaffContacts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStaffContactsQueryOptions(), enabled });
}
