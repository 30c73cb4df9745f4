// The signature certificate (.p12 bytes) and its password are stored sealed with AES-256-GCM
// under a key that never enters the database: CERTIFICATE_KEY, or one generated once into
// DATA_DIR (as lib/secrets.ts does for the JWT secret).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Format 1: version byte, 12-byte IV, 16-byte GCM tag, ciphertext. */
const FORMAT_V1 = 1;

export class VaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VaultError';
  }
}

/**
 * The 32-byte sealing key: `CERTIFICATE_KEY` (64 hex characters or base64 of 32 bytes) when
 * given, else the one kept in `DATA_DIR/certificate-key` (owner-only), generated on first use.
 */
export function certificateKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseKey(configured.trim(), 'CERTIFICATE_KEY');
  const file = join(dataDir, 'certificate-key');
  let stored: string | null = null;
  try {
    stored = readFileSync(file, 'utf8').trim();
  } catch {
    // Not there yet: generate it below.
  }
  // A key file that exists but is damaged must stop the server rather than be replaced: a new
  // key would make the stored certificate unreadable for good.
  if (stored !== null) return parseKey(stored, file);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: that one is the key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return parseKey(readFileSync(file, 'utf8').trim(), file);
    }
    throw error;
  }
  return key;
}

function parseKey(value: string, source: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === KEY_BYTES) return key;
  }
  throw new VaultError(
    `${source} debe ser una clave de 32 bytes en hexadecimal (64 caracteres) o base64`,
  );
}

export function sealSecret(key: Buffer, plaintext: Buffer): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT_V1]), iv, cipher.getAuthTag(), ciphertext]);
}

export function openSecret(key: Buffer, sealed: Buffer): Buffer {
  assertKey(key);
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT_V1) {
    throw new VaultError('El certificado guardado está dañado o en un formato desconocido');
  }
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const ciphertext = sealed.subarray(1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    throw new VaultError(
      'No se pudo abrir el certificado guardado: la clave CERTIFICATE_KEY no es la misma con la que se guardó, o el dato fue alterado',
    );
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new VaultError('La clave de cifrado debe tener 32 bytes');
}
