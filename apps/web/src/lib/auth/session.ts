import { storageKeys } from '@/config/layout';

/**
 * The claims of a JWT, read without checking the signature (the server does that). A few lines
 * instead of `jose`: this runs in the entry chunk of every visit.
 */
function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid JWT');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  const payload: unknown = JSON.parse(json);
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('Invalid JWT payload');
  }
  return payload as Record<string, unknown>;
}

/** The token's `exp` in milliseconds, or null when it has none or cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwtPayload(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** valid only when its `exp` is later than now; a missing token is invalid. */
export function isValidToken(token: string | null | undefined): token is string {
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > Date.now();
}

/** True when the API refused the request's credentials (the api-client rejects with the body). */
export function isUnauthorizedError(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === 'UNAUTHORIZED';
}

// Storage failures (private mode, quota, disabled storage) are only logged.
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
