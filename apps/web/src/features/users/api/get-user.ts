import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@quimia/contracts';
import { fetcher } from '@/lib/api-client';
import { usersKeys } from './query-keys';

export type GetUserResponse = { user: User };

/** GET /api/usuario/getUsuario?id=: one user (admin, or the user themself). */
export async function getUser(id: string): Promise<User> {
  const data = await fetcher<GetUserResponse>('/api/usuario/getUsuario', { params: { id } });
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
