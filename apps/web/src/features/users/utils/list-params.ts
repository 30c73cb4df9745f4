import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@quimia/contracts';

/** Names of the URL search parameters of the users screens (reloading keeps the view). */
export const LIST_PARAMS = {
  status: 'status',
  role: 'role',
  q: 'q',
  page: 'page',
  pageSize: 'pageSize',
} as const;

export function parseStatus(value: string | null): UserStatus | undefined {
  return USER_STATUSES.find((status) => status === value);
}

export function parseRole(value: string | null): UserRole | undefined {
  return USER_ROLES.find((role) => role === value);
}

/** A 1-based page number; anything else is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function parsePageSize(
  value: string | null,
  allowed: readonly number[],
  fallback: number,
): number {
  const size = Number(value);
  return allowed.includes(size) ? size : fallback;
}
