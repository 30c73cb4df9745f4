import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { profileFieldsSchema, UserRole, UserStatus } from '@quimia/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords';

/** Profile fields as the contract parses them (empty strings already null). */
export type ParsedProfile = z.output<typeof profileFieldsSchema>;

export function profileColumns(profile: ParsedProfile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    photoUrl: profile.photoURL,
    phoneNumber: profile.phoneNumber,
    country: profile.country,
    address: profile.address,
    state: profile.state,
    city: profile.city,
    zipCode: profile.zipCode,
    company: profile.company,
    about: profile.about,
    isPublic: profile.isPublic,
  } satisfies Partial<NewUserRow>;
}

/** Refuses a common password with a 400 that names the field. */
export async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
  return hashPassword(password);
}

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value), eq(users.userName, value)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** 409s for an email or user name another account already has, naming the field. */
export async function assertUniqueIdentity(
  db: Database,
  identity: { email: string; userName: string | null },
  exceptId?: string,
): Promise<void> {
  const others = exceptId ? ne(users.id, exceptId) : undefined;
  const [emailTaken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, identity.email), others))
    .limit(1);
  if (emailTaken) {
    throw conflict('Ya existe una cuenta con ese correo', [
      { field: 'email', message: 'Ya existe una cuenta con ese correo' },
    ]);
  }
  if (identity.userName) {
    const [nameTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(or(eq(users.userName, identity.userName), eq(users.email, identity.userName)), others),
      )
      .limit(1);
    if (nameTaken) {
      throw conflict('Ese nombre de usuario ya está en uso', [
        { field: 'userName', message: 'Ese nombre de usuario ya está en uso' },
      ]);
    }
  }
}

/**
 * The last active administrator can never be demoted, banned or removed: the shop would lose its
 * only way in. Call inside the transaction that changes the user, after locking its row.
 */
export async function assertKeepsAnAdmin(
  db: Database,
  current: UserRow,
  next: { role: UserRole; status: UserStatus } | 'removed',
): Promise<void> {
  const staysActiveAdmin = next !== 'removed' && next.role === 'admin' && next.status === 'active';
  if (current.role !== 'admin' || current.status !== 'active' || staysActiveAdmin) return;
  // Lock every active admin row so two concurrent demotions cannot both pass this check.
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .for('update');
  if (admins.length <= 1) {
    throw conflict('No puedes quitar, bloquear ni eliminar al único administrador activo');
  }
}

export function userListFilter(filter: { role?: UserRole; q?: string }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.userName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.phoneNumber, pattern),
        ilike(users.company, pattern),
      ),
    );
  }
  return and(...conditions);
}

export async function countByStatus(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({ status: users.status, total: count() })
    .from(users)
    .where(where)
    .groupBy(users.status);
  const counts = { all: 0, active: 0, pending: 0, banned: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.total);
    counts.all += Number(row.total);
  }
  return counts;
}
