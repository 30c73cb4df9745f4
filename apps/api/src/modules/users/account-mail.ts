import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { accountActivatedMail, accountCreatedMail } from '../mail';

const signInLink = (app: FastifyInstance) => `${app.publicOrigin}/auth/jwt/login`;

/**
 * "Tu cuenta fue creada", with the sign-in link. The account exists whatever happens to the
 * e-mail: a failure to record it is logged, never answered as a failed creation.
 */
export async function sendAccountCreated(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: UserRow,
  { byAdministrator }: { byAdministrator: boolean },
): Promise<void> {
  try {
    await app.mail.send(
      user.email,
      accountCreatedMail({
        name: user.firstName,
        email: user.email,
        loginLink: signInLink(app),
        byAdministrator,
      }),
    );
  } catch (error) {
    log.error({ err: error, event: 'mail.not_recorded', userId: user.id }, 'account e-mail lost');
  }
}

/** "Tu cuenta está activa", stored with the change that activates the account (`db`). */
export function sendAccountActivated(app: FastifyInstance, db: Database, user: UserRow) {
  return app.mail.send(
    user.email,
    accountActivatedMail({
      name: user.firstName,
      email: user.email,
      loginLink: signInLink(app),
    }),
    { db },
  );
}
