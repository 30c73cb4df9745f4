import type { UserListQuery } from '@quimia/contracts';

/** A page of the users list: by status, role and search. */
export type UsersListParams = Required<Pick<UserListQuery, 'page' | 'pageSize'>> &
  Pick<UserListQuery, 'status' | 'role' | 'q'>;

/** Query keys of the users feature: invalidating `usersKeys.all` refreshes every users query. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: string) => [...usersKeys.details(), id] as const,
  contacts: () => [...usersKeys.all, 'contacts'] as const,
};
