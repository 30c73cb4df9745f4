import { decodeJwt } from 'jose';
import { storageKeys } from '@/config/layout';

/** The token's `exp` in milliseconds, or null when it has none or cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Specification §5: valid only when its `exp` is later than now; a missing token is invalid. */
export function isValidToken(token: string | null | undefined): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > Date.now();
}

/** True when the API refused the request's credentials (the api-client rejects with the body). */
export function isUnauthorizedError(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === 'UNAUTHORIZED';
}

// Storage failures (private mode, quota, disabled storage) are only logged (specification §8).
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch (error) {
    console.error(error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (error) {
    console.error(error);
  }
}

export const sessionStorageKeys = {
  token: storageKeys.accessToken,
  userName: storageKeys.userName,
} as const;

export const readToken = () => read(storageKeys.accessToken);
export const writeToken = (token: string | null) => write(storageKeys.accessToken, token);
export const readUserName = () => read(storageKeys.userName);
export const writeUserName = (userName: string | null) => write(storageKeys.userName, userName);
