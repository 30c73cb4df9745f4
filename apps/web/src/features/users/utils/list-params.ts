import { USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '@quimia/contracts';

export function parseStatus(value: string | null): UserStatus | undefined {
  return USER_STATUSES.find((status) => status === value);
}

export function parseRole(value: string | null): UserRole | undefined {
  return USER_ROLES.find((role) => role === value);
}
