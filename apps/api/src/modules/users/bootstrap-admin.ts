import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';

export type BootstrapResult =
  { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * Makes sure the shop has a way in: when no administrator exists, creates one from
 * `ADMIN_EMAIL` / `ADMIN_PASSWORD`, generating a password when none is given.
 */
export async function ensureFirstAdmin(
  db: Database,
  { email, password }: { email: string; password?: string },
): Promise<BootstrapResult> {
  const [{ admins } = { admins: 0 }] = await db
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin')));
  if (Number(admins) > 0) return { created: false };

  const generatedPassword = password ? null : randomBytes(12).toString('base64url');
  const normalisedEmail = email.trim().toLowerCase();
  const inserted = await db
    .insert(users)
    .values({
      email: normalisedEmail,
      userName: 'admin',
      firstName: 'Administrador',
      lastName: 'ProduApps',
      passwordHash: await hashPassword(password ?? generatedPassword!),
      role: 'admin',
      status: 'active',
    })
    // Another process may have created it a moment ago.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  return { created: true, email: normalisedEmail, generatedPassword };
}

/**
 * A new active administrator (the admin command); undefined when the e-mail already has an
 * account, which is left as it is.
 */
export async function createAdministrator(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<{ id: string } | undefined> {
  const [created] = await db
    .insert(users)
    .values({
      email: email.trim().toLowerCase(),
      firstName: 'Administrador',
      lastName: 'ProduApps',
      passwordHash: await hashPassword(password),
      role: 'admin',
      status: 'active',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created;
}
