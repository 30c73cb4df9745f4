import type { UserRole, UserStatus } from '@quimia/contracts';

export type UsersListParams = {
  page: number;
  pageSize: number;
  status?: UserStatus;
  role?: UserRole;
  q?: string;
};

/** Query keys of the users feature: invalidating `usersKeys.all` refreshes every users query. */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...usersKeys.lists(), params] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: string) => [...usersKeys.details(), id] as const,
  contacts: () => [...usersKeys.all, 'contacts'] as const,
};
