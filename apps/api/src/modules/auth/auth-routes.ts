import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '@quimia/contracts';
import { HttpError, unauthorized } from '../../lib/errors';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import type { ErrorStatus } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import {
  findUserByLogin,
  presentUser,
  recordSignIn,
  registerCustomer,
  sendAccountCreated,
  signOut,
} from '../users';
import { tooManySignInAttempts, type LoginThrottle } from './login-throttle';
import { requestPasswordReset, resetPassword } from './password-reset-service';

const WRONG_CREDENTIALS = 'Correo, usuario o contraseña incorrectos';

/** Why an existing account with the right password still cannot sign in. */
const REFUSED_STATUS: Record<string, string> = {
  pending: 'Tu cuenta está pendiente de aprobación. Te avisaremos cuando esté activa.',
  banned: 'Tu cuenta está inactiva. Comunícate con la empresa para reactivarla.',
  rejected: 'Tu cuenta fue bloqueada. Comunícate con la empresa si crees que es un error.',
};

const errors: ErrorStatus[] = [401, 403, 409, 429];
const tags = ['auth'];

const RESET_REQUEST_JOB = 'auth.password-reset';
export const RESET_REQUESTED_MESSAGE =
  'Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada y la carpeta de correo no deseado.';

type AuthRoutesOptions = { throttle: LoginThrottle };

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { throttle }) => {
  app.jobs.handle<{ email: string }>(RESET_REQUEST_JOB, async ({ email }) => {
    const outcome = await requestPasswordReset(app.db, app.mail, {
      email,
      origin: app.publicOrigin,
    });
    app.log.info({ event: 'auth.password_reset_requested', outcome }, 'password reset requested');
    return { outcome };
  });

  endpointRoute(
    app,
    authEndpoints.login,
    { access: 'public', summary: 'Iniciar sesión con correo o usuario', tags, errors },
    async (request, reply) => {
      const { userName, password } = request.body;
      const user = await findUserByLogin(app.db, userName);
      const subject = { account: user?.id ?? userName.trim().toLowerCase(), address: request.ip };
      // Taken before the password is checked: guesses sent together cannot outrun the count.
      const attempt = await throttle.attempt(subject);
      if (attempt.refused) {
        request.log.info({ event: 'auth.login_throttled', userId: user?.id }, 'sign-in throttled');
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw tooManySignInAttempts(attempt.retryAfterSeconds);
      }
      if (!user) {
        await burnPasswordCheck(password);
        // The typed name is not logged: people type their password into it by mistake.
        request.log.info({ event: 'auth.login_failed', reason: 'unknown user' }, 'failed sign-in');
        throw unauthorized(WRONG_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        request.log.info(
          { event: 'auth.login_failed', userId: user.id, reason: 'wrong password' },
          'failed sign-in',
        );
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await attempt.succeeded();
      const refusal = REFUSED_STATUS[user.status];
      if (refusal) {
        request.log.info(
          { event: 'auth.login_refused', userId: user.id, status: user.status },
          'sign-in refused',
        );
        throw new HttpError(403, `ACCOUNT_${user.status.toUpperCase()}`, refusal);
      }
      const signedIn = await recordSignIn(app.db, user.id);
      request.log.info({ event: 'auth.login', userId: user.id, role: user.role }, 'signed in');
      return { accessToken: await app.tokens.issue(signedIn), user: presentUser(signedIn) };
    },
  );

  endpointRoute(
    app,
    authEndpoints.register,
    {
      access: 'public',
      summary: 'Crear una cuenta de cliente',
      tags,
      errors,
      config: { rateLimit: perAddress('register', 10, '1 hour') },
    },
    async (request, reply) => {
      const user = await registerCustomer(app.db, request.body);
      request.log.info({ event: 'auth.register', userId: user.id }, 'account created');
      await sendAccountCreated(app, request.log, user, { byAdministrator: false });
      return reply
        .status(201)
        .send({ accessToken: await app.tokens.issue(user), user: presentUser(user) });
    },
  );

  endpointRoute(
    app,
    authEndpoints.me,
    { access: 'signed-in', summary: 'Usuario de la sesión', tags },
    async (request) => ({ user: presentUser(signedInUser(request)) }),
  );

  endpointRoute(
    app,
    authEndpoints.logout,
    {
      access: 'signed-in',
      summary: 'Cerrar sesión: revoca los tokens emitidos al usuario',
      tags,
    },
    async (request) => {
      const user = signedInUser(request);
      await signOut(app.db, user.id);
      request.log.info({ event: 'auth.logout', userId: user.id }, 'signed out');
      return { message: 'Sesión cerrada' };
    },
  );

  endpointRoute(
    app,
    authEndpoints.forgotPassword,
    {
      access: 'public',
      summary: 'Pedir un enlace para restablecer la contraseña',
      description:
        'La respuesta es la misma, y tarda lo mismo, exista o no una cuenta con ese correo: el enlace se prepara y se envía después de responder.',
      tags,
      errors,
      config: { rateLimit: perAddress('password-reset', 5, '15 minutes') },
    },
    async (request) => {
      await app.jobs.enqueue(RESET_REQUEST_JOB, { email: request.body.email });
      return { message: RESET_REQUESTED_MESSAGE };
    },
  );

  endpointRoute(
    app,
    authEndpoints.resetPassword,
    {
      access: 'public',
      summary: 'Elegir una contraseña nueva con el enlace recibido por correo',
      tags,
      errors,
      config: { rateLimit: perAddress('password-reset-use', 20, '15 minutes') },
    },
    async (request) => {
      const { userId } = await resetPassword(app.db, request.body);
      request.log.info({ event: 'auth.password_reset', userId }, 'password reset by e-mail link');
      return { message: 'Listo: tu contraseña cambió. Inicia sesión con la nueva.' };
    },
  );
};

export default authRoutes;
