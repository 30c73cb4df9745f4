import { and, eq, ne, or, sql } from 'drizzle-orm';
import type {
  profileFieldsSchema,
  profileSaveBodySchema,
  UserRole,
  userSaveBodySchema,
  UserStatus,
} from '@quimia/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../lib/passwords';

/** Profile fields as the contract parses them (empty strings already null). */
type ParsedProfile = z.output<typeof profileFieldsSchema>;

function profileColumns(profile: ParsedProfile) {
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
async function hashNewPassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ field, message: COMMON_PASSWORD_MESSAGE }]);
  return hashPassword(password);
}

/** 409s for an email or user name another account already has, naming the field. */
async function assertUniqueIdentity(
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
async function assertKeepsAnAdmin(
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

/**
 * Creates (no id) or updates a user, as an administrator does. `onActivated` runs in the same
 * transaction when a waiting account becomes active (its e-mail is stored with the change).
 */
export async function saveUser(
  db: Database,
  body: z.output<typeof userSaveBodySchema>,
  { onActivated }: { onActivated?: (tx: Database, user: UserRow) => Promise<unknown> } = {},
): Promise<{ row: UserRow; created: boolean }> {
  const { id, email, userName, role, status, password, ...profile } = body;
  const identity = { email, userName: userName ?? null };
  const passwordHash = password ? await hashNewPassword(password) : undefined;

  if (!id) {
    if (!passwordHash) {
      throw badRequest('Ingresa una contraseña para el nuevo usuario', [
        { field: 'password', message: 'Ingresa una contraseña para el nuevo usuario' },
      ]);
    }
    await assertUniqueIdentity(db, identity);
    const [created] = await db
      .insert(users)
      .values({ ...identity, role, status, passwordHash, ...profileColumns(profile) })
      .returning();
    return { row: created!, created: true };
  }

  const saved = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('Usuario no encontrado');
    await assertKeepsAnAdmin(tx, current, { role, status });
    await assertUniqueIdentity(tx, identity, id);
    // A new password, a ban or a role change ends the user's open sessions.
    const revoke = Boolean(passwordHash) || status !== current.status || role !== current.role;
    const [updated] = await tx
      .update(users)
      .set({
        ...identity,
        role,
        status,
        ...profileColumns(profile),
        ...(passwordHash ? { passwordHash } : {}),
        ...(revoke ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (current.status === 'pending' && updated!.status === 'active') {
      await onActivated?.(tx, updated!);
    }
    return updated!;
  });
  return { row: saved, created: false };
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!current) throw notFound('Usuario no encontrado');
    await assertKeepsAnAdmin(tx, current, 'removed');
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** A user's own data and presence, as they change them. */
export async function updateProfile(
  db: Database,
  userId: string,
  { presence, ...profile }: z.output<typeof profileSaveBodySchema>,
): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...profileColumns(profile), presence, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

/** A new password, after checking the current one: the user's other sessions end. */
export async function changePassword(
  db: Database,
  user: UserRow,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<UserRow> {
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest('La contraseña actual no es correcta', [
      { field: 'currentPassword', message: 'La contraseña actual no es correcta' },
    ]);
  }
  const passwordHash = await hashNewPassword(newPassword, 'newPassword');
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}

/**
 * Sets a password without asking for the current one (a reset link, the admin command): the
 * same rules as any new password, and every session of the user ends. `db` may be a transaction.
 */
export async function replacePassword(
  db: Database,
  userId: string,
  password: string,
): Promise<UserRow | undefined> {
  const passwordHash = await hashNewPassword(password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** Marks a successful sign-in (and activity); the user as it is now. */
export async function recordSignIn(db: Database, userId: string): Promise<UserRow> {
  const now = new Date();
  const [signedIn] = await db
    .update(users)
    .set({ lastLoginAt: now, lastActiveAt: now, signedOutAt: null })
    .where(eq(users.id, userId))
    .returning();
  return signedIn!;
}

/** A customer's own account, active and signed in at once. */
export async function registerCustomer(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<UserRow> {
  const { email, password, firstName, lastName } = input;
  await assertUniqueIdentity(db, { email, userName: null });
  const passwordHash = await hashNewPassword(password);
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName,
      lastName,
      passwordHash,
      role: 'cliente',
      status: 'active',
      lastLoginAt: now,
      lastActiveAt: now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent registration with the same email won the race.
  if (!user) {
    throw conflict('Ya existe una cuenta con ese correo', [
      { field: 'email', message: 'Ya existe una cuenta con ese correo' },
    ]);
  }
  return user;
}

/** Ends every session of the user: the tokens issued so far stop working. */
export async function signOut(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, signedOutAt: new Date() })
    .where(eq(users.id, userId));
}
