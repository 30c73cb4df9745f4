import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '@quimia/contracts';
import { userEndpoints } from '@quimia/contracts/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';
import { usersKeys, type UsersListParams } from './query-keys';

/** One page of users plus the count of each status (admin). */
export function getUsers(params: UsersListParams): Promise<UserListResponse> {
  return callEndpoint(userEndpoints.list, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      status: params.status,
      role: params.role,
      // An empty search is no search: leave it out of the URL.
      q: params.q?.trim() || undefined,
    },
  });
}

export const getUsersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: () => getUsers(params),
  });

export function useUsers(params: UsersListParams) {
  // Keep the previous page on screen while the next one loads, so tabs and rows don't flicker.
  return useQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
