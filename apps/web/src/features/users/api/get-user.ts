import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys } from './query-keys';

/** One user by id (admin, or the user themself). */
export async function getUser(id: string): Promise<User> {
  const data = await callEndpoint(userEndpoints.user, { query: { id } });
  return data.user;
}

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: () => getUser(id),
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}
