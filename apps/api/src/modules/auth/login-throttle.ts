import { HttpError } from '../../lib/errors';
import type { WindowCounters } from '../../lib/window-counters';

const WINDOW_MS = 15 * 60_000;

/**
 * Failed sign-ins allowed per window. Only failures count: the owner signing in again and again
 * from the office never hits a limit (an attempt is counted while its password is checked, and
 * given back when it was right).
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

/** The outcome of taking a sign-in attempt: refused, or allowed to check its password. */
export type SignInAttempt =
  | { refused: true; retryAfterSeconds: number }
  | {
      refused: false;
      /** The password was right: the attempt is taken back, since only failures count. */
      succeeded(): Promise<void>;
    };

export function loginThrottle(counters: WindowCounters) {
  return {
    /**
     * Takes one attempt of the subject before its password is checked. The attempt is counted
     * first, in one atomic step per limit, so guesses sent together (to one process or many)
     * each see the others and no more are checked than a limit allows; one that passes a limit
     * is refused and given back.
     */
    async attempt(subject: LoginSubject): Promise<SignInAttempt> {
      const subjectKeys = keys(subject);
      const limits = Object.keys(LOGIN_LIMITS) as (keyof typeof LOGIN_LIMITS)[];
      const counted = await Promise.all(
        limits.map(async (limit) => ({
          limit,
          ...(await counters.add(subjectKeys[limit], WINDOW_MS)),
        })),
      );
      const undo = () => Promise.all(counted.map((hit) => hit.undo())).then(() => undefined);
      const passed = counted.filter(({ limit, hits }) => hits > LOGIN_LIMITS[limit]);
      if (passed.length === 0) return { refused: false, succeeded: undo };
      await undo();
      const waitMs = Math.max(...passed.map((count) => count.resetInMs), 1000);
      return { refused: true, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
