import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MINUTES } from '@quimia/contracts';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { passwordResetMail, type Mailer } from '../mail';
import { findUserByLogin, replacePassword } from '../users';

/** Reset e-mails one account may receive per hour, however many are asked for. */
export const RESETS_PER_HOUR = 3;
/** A second request this soon after the first (a double click) sends no second e-mail. */
const REPEAT_WINDOW_MS = 60_000;

export const RESET_LINK_PATH = '/auth/jwt/reset-password';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetRequestOutcome = 'sent' | 'unknown' | 'repeated' | 'limited';

/**
 * Sends a reset link to the account of `email`, if there is one. Runs after the request (a job),
 * so the answer takes the same time whether the account exists or not. Quietly sends nothing
 * more once the account had its e-mails this hour: nobody can flood a mailbox through this form.
 */
export async function requestPasswordReset(
  db: Database,
  mail: Mailer,
  { email, origin }: { email: string; origin: string },
): Promise<ResetRequestOutcome> {
  const user = await findUserByLogin(db, email);
  if (!user || user.email !== email) return 'unknown';
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}${RESET_LINK_PATH}?${new URLSearchParams({ token })}`;
  return db.transaction(async (tx) => {
    // The account's row is held until the new link is stored: requests handled at once, by one
    // process or several, read the recent links one after another and send one e-mail.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const hourAgo = new Date(Date.now() - 3_600_000);
    const recent = await tx
      .select({ createdAt: passwordResetTokens.createdAt })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, hourAgo)),
      );
    if (recent.some((row) => Date.now() - row.createdAt.getTime() < REPEAT_WINDOW_MS)) {
      return 'repeated';
    }
    if (recent.length >= RESETS_PER_HOUR) return 'limited';
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await mail.send(
      user.email,
      passwordResetMail({ name: user.firstName, link, minutes: PASSWORD_RESET_MINUTES }),
      { db: tx },
    );
    return 'sent';
  });
}

const ASK_AGAIN =
  'Pide uno nuevo con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.';

/** Why a reset link does not work, in words the person can act on. */
export const RESET_LINK_MESSAGES = {
  invalid: `El enlace para restablecer la contraseña no es válido. ${ASK_AGAIN}`,
  used: `Este enlace ya se usó para cambiar la contraseña. Si necesitas cambiarla otra vez, ${ASK_AGAIN.charAt(0).toLowerCase()}${ASK_AGAIN.slice(1)}`,
  expired: `El enlace caducó: funciona ${PASSWORD_RESET_MINUTES} minutos. ${ASK_AGAIN}`,
};

const linkRefused = (reason: keyof typeof RESET_LINK_MESSAGES) =>
  new HttpError(400, `RESET_LINK_${reason.toUpperCase()}`, RESET_LINK_MESSAGES[reason]);

/**
 * Sets the password of the link's account: the link and every other pending link of the account
 * stop working, and so do its sessions (its token version goes up). One transaction: a link
 * clicked twice at once sets one password.
 */
export async function resetPassword(
  db: Database,
  { token, password }: { token: string; password: string },
): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!link) throw linkRefused('invalid');
    if (link.usedAt) throw linkRefused('used');
    if (link.expiresAt.getTime() <= Date.now()) throw linkRefused('expired');
    const user = await replacePassword(tx, link.userId, password);
    if (!user) throw linkRefused('invalid');
    await cancelPendingResets(tx, link.userId);
    return { userId: link.userId };
  });
}

/** Every reset link of the account not used yet stops working (its password was just set). */
export async function cancelPendingResets(db: Database, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
