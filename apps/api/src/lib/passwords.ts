import { readFileSync } from 'node:fs';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { COMMON_PASSWORDS_FILE } from '../paths';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// (`Algorithm` is a const enum the compiler may not inline here; 2 is its Argon2id member.)
const ARGON2_OPTIONS: Options = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown user answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('una contraseña que nadie tiene');
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;
/** True for passwords on the list kept in `assets/common-passwords.txt`. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'Esa contraseña es de las más usadas y fáciles de adivinar. Elige otra, por ejemplo una frase.';
