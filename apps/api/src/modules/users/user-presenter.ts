import type { User } from '@quimia/contracts';
import type { UserRow } from '../../db/schema';

/** The user as the API shows it: never the hash nor the token version. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userName: row.userName,
    role: row.role,
    status: row.status,
    photoURL: row.photoUrl,
    phoneNumber: row.phoneNumber,
    country: row.country,
    address: row.address,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    company: row.company,
    about: row.about,
    isPublic: row.isPublic,
    presence: row.presence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
