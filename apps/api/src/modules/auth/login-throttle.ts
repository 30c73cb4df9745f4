import { HttpError } from '../../lib/errors';
import type { WindowCounters } from '../../lib/window-counters';

const WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins allowed per window. Only failures count: the owner signing in again and again
 * from the office never hits a limit.
 * - one account from one address: a person mistyping their password;
 * - one account from anywhere: guessing spread over many addresses;
 * - one address, any account: trying one password on many accounts.
 */
export const LOGIN_LIMITS = { accountFromAddress: 10, account: 50, address: 50 } as const;

/**
 * Whose failures a sign-in counts against. The account is the user's id when the name is known
 * (user name and e-mail are then one account), or the typed name, normalised, when it is not:
 * unknown names are throttled alike, so a 429 does not reveal which accounts exist.
 */
export type LoginSubject = { account: string; address: string };

function keys({ account, address }: LoginSubject) {
  return {
    accountFromAddress: `login:pair:${account}:${address}`,
    account: `login:account:${account}`,
    address: `login:address:${address}`,
  } satisfies Record<keyof typeof LOGIN_LIMITS, string>;
}

function waitMessage(resetInMs: number): string {
  const minutes = Math.ceil(resetInMs / 60_000);
  const wait = minutes <= 1 ? 'un minuto' : minutes >= 60 ? 'una hora' : `${minutes} minutos`;
  return `Demasiados intentos fallidos. Espera ${wait} e inténtalo de nuevo.`;
}

export const tooManySignInAttempts = (retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', waitMessage(retryAfterSeconds * 1000));

export function loginThrottle(counters: WindowCounters) {
  return {
    /** Seconds until the subject may try again, or null while no limit is reached. */
    async retryAfterSeconds(subject: LoginSubject): Promise<number | null> {
      const subjectKeys = keys(subject);
      const counts = await Promise.all(
        (Object.keys(LOGIN_LIMITS) as (keyof typeof LOGIN_LIMITS)[]).map(async (limit) => ({
          limit,
          ...(await counters.read(subjectKeys[limit])),
        })),
      );
      const reached = counts.filter(({ limit, hits }) => hits >= LOGIN_LIMITS[limit]);
      if (reached.length === 0) return null;
      return Math.ceil(Math.max(...reached.map((count) => count.resetInMs), 1000) / 1000);
    },
    /** Counts a failed sign-in against the account, the address and the pair. */
    async recordFailure(subject: LoginSubject): Promise<void> {
      const subjectKeys = keys(subject);
      await Promise.all(Object.values(subjectKeys).map((key) => counters.add(key, WINDOW_MS)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
