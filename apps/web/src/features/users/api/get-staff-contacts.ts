import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffContact } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export type GetStaffContactsResponse = { items: StaffContact[] };

/** Presence comes from sign-in activity, so it is polled rather than pushed. */
export const STAFF_CONTACTS_REFETCH_MS = 60_000;

/** GET /api/usuario/contactos: staff members with their presence (staff only). */
export async function getStaffContacts(): Promise<StaffContact[]> {
  const data = await fetcher<GetStaffContactsResponse>('/api/usuario/contactos');
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
