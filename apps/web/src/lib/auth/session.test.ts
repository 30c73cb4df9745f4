import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { isUnauthorizedError, isValidToken, tokenExpiresAt } from './session';

const key = new TextEncoder().encode('a-test-secret-that-is-long-enough-000');

function token(exp?: number): Promise<string> {
  const jwt = new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1');
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

describe('isValidToken', () => {
  it('accepts a token whose exp is later than now', async () => {
    expect(isValidToken(await token(Math.floor(Date.now() / 1000) + 60))).toBe(true);
  });

  it('refuses an expired token, a token without exp, garbage and a missing token', async () => {
    expect(isValidToken(await token(Math.floor(Date.now() / 1000) - 1))).toBe(false);
    expect(isValidToken(await token())).toBe(false);
    expect(isValidToken('not.a.jwt')).toBe(false);
    expect(isValidToken('')).toBe(false);
    expect(isValidToken(null)).toBe(false);
    expect(isValidToken(undefined)).toBe(false);
  });
});

describe('tokenExpiresAt', () => {
  it('reads exp (seconds) as milliseconds', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    expect(tokenExpiresAt(await token(exp))).toBe(exp * 1000);
    expect(tokenExpiresAt('garbage')).toBeNull();
  });
});

describe('isUnauthorizedError', () => {
  it('recognises the API body of a 401', () => {
    expect(
      isUnauthorizedError({ message: 'Inicia sesión para continuar', code: 'UNAUTHORIZED' }),
    ).toBe(true);
    expect(isUnauthorizedError({ message: 'No', code: 'FORBIDDEN' })).toBe(false);
    expect(isUnauthorizedError('Something went wrong')).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });
});
