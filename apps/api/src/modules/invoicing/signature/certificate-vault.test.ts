import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { certificateKey, openSecret, sealSecret, VaultError } from './certificate-vault';

const p12 = readFileSync(join(import.meta.dirname, 'test-fixtures', 'signing.p12'));

describe('certificate vault', () => {
  it('seals and opens the certificate bytes and its password', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, p12);
    expect(sealed.includes(p12.subarray(0, 64))).toBe(false);
    expect(openSecret(key, sealed)).toEqual(p12);
    const password = Buffer.from('clave de prueba ñ $& \0', 'utf8');
    expect(openSecret(key, sealSecret(key, password))).toEqual(password);
    // A fresh IV each time: the same secret never seals to the same bytes.
    expect(sealSecret(key, password)).not.toEqual(sealSecret(key, password));
  });

  it('refuses another key, a flipped byte, a cut and an unknown format', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, p12);
    expect(() => openSecret(randomBytes(32), sealed)).toThrow(VaultError);
    expect(() => openSecret(randomBytes(32), sealed)).toThrow(/CERTIFICATE_KEY/);
    for (const position of [5, 20, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[position]! ^= 0x01;
      expect(() => openSecret(key, tampered)).toThrow(VaultError);
    }
    expect(() => openSecret(key, sealed.subarray(0, 20))).toThrow(VaultError);
    const otherVersion = Buffer.from(sealed);
    otherVersion[0] = 2;
    expect(() => openSecret(key, otherVersion)).toThrow(/formato/);
  });

  it('takes CERTIFICATE_KEY as hex or base64 of 32 bytes, and refuses anything else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'));
    const raw = randomBytes(32);
    expect(certificateKey(raw.toString('hex'), dir)).toEqual(raw);
    expect(certificateKey(raw.toString('base64'), dir)).toEqual(raw);
    expect(() => certificateKey('corta', dir)).toThrow(VaultError);
    expect(() => certificateKey(randomBytes(16).toString('base64'), dir)).toThrow(/32 bytes/);
  });

  it('generates a key once into DATA_DIR, readable by its owner only, and keeps it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'vault-')), 'data');
    const first = certificateKey(undefined, dir);
    expect(first).toHaveLength(32);
    const file = join(dir, 'certificate-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(certificateKey(undefined, dir)).toEqual(first);
    expect(certificateKey('', dir)).toEqual(first);
  });

  it('stops on a damaged key file instead of replacing the key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vault-'));
    writeFileSync(join(dir, 'certificate-key'), 'dañada\n');
    expect(() => certificateKey(undefined, dir)).toThrow(VaultError);
    expect(readFileSync(join(dir, 'certificate-key'), 'utf8')).toBe('dañada\n');
  });
});
