import type { ContactStatus, StaffContact, User } from '@quimia/contracts';
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

/** Staff seen within this window count as online. */
const ONLINE_WINDOW_MS = 5 * 60_000;

function contactStatus(user: UserRow, now: number): ContactStatus {
  const seenRecently =
    user.lastActiveAt !== null && now - user.lastActiveAt.getTime() < ONLINE_WINDOW_MS;
  const signedOut =
    user.signedOutAt !== null &&
    user.lastActiveAt !== null &&
    user.signedOutAt >= user.lastActiveAt;
  if (!seenRecently || signedOut) return 'offline';
  return user.presence === 'busy' ? 'busy' : 'online';
}

/** A colleague as the staff's contact list shows them, with whether they are connected. */
export function presentStaffContact(user: UserRow, now: number): StaffContact {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    avatarUrl: user.photoUrl,
    status: contactStatus(user, now),
    lastActivity: user.lastActiveAt?.toISOString() ?? null,
  };
}
