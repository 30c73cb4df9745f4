import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { CertificateError, readCertificate } from './read-certificate';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const PASSWORD = 'clave-de-prueba';
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const NOW = new Date('2026-06-01T12:00:00Z');

function refusal(run: () => unknown): CertificateError {
  try {
    run();
  } catch (error) {
    if (error instanceof CertificateError) return error;
    throw error;
  }
  throw new Error('expected a CertificateError');
}

function publicKeyOf(privateKeyPem: string): Buffer {
  return createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
}

describe('readCertificate', () => {
  it('reads the signing certificate, its key, holder, RUC and a serial beyond 2^64 in decimal', () => {
    const read = readCertificate(fixture('signing.p12'), PASSWORD, NOW);
    expect(read.holder).toBe('MARÍA JOSÉ PEÑA LÓPEZ');
    expect(read.issuer).toBe('AC PRUEBAS QUIMIA');
    expect(read.ruc).toBe('1790012345001');
    expect(read.serialNumber).toBe(BigInt('0x7A3F1C2B4D5E6F708192A3B4C5D6E7F8').toString(10));
    expect(read.serialNumber).toBe('162493501526071832036339254862988896248');
    expect(read.validFrom.toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(read.validTo.toISOString()).toBe('2045-01-01T00:00:00.000Z');
    const expected = new X509Certificate(fixture('signing-cert.pem'));
    const cert = new X509Certificate(read.certificatePem);
    expect(cert.fingerprint256).toBe(expected.fingerprint256);
    expect(publicKeyOf(read.privateKeyPem)).toEqual(
      cert.publicKey.export({ type: 'spki', format: 'der' }),
    );
    expect(read.chainPem.map((pem) => new X509Certificate(pem).subject)).toEqual([
      new X509Certificate(fixture('ca-cert.pem')).subject,
    ]);
  });

  it('reads a file exported with the legacy RC2/3DES ciphers (as Uanataca issues them)', () => {
    const read = readCertificate(fixture('signing-legacy.p12'), PASSWORD, NOW);
    const modern = readCertificate(fixture('signing.p12'), PASSWORD, NOW);
    expect(read.certificatePem).toBe(modern.certificatePem);
    expect(read.privateKeyPem).toBe(modern.privateKeyPem);
  });

  it('picks the signing key of a file whose first key is an encryption one', () => {
    const read = readCertificate(fixture('multi.p12'), PASSWORD, NOW);
    expect(read.holder).toBe('FIRMA PRUEBAS BCE');
    expect(read.ruc).toBe('0990012345001');
    const cert = new X509Certificate(read.certificatePem);
    expect(publicKeyOf(read.privateKeyPem)).toEqual(
      cert.publicKey.export({ type: 'spki', format: 'der' }),
    );
    expect(read.serialNumber).toBe(BigInt('0x00C0FFEE0123456789ABCDEF01').toString(10));
  });

  it('keeps the encryption pair first in the two-key fixture (what the test above relies on)', () => {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(fixture('multi.p12').toString('binary'))),
      PASSWORD,
    );
    const bags = p12.safeContents.flatMap((contents) => contents.safeBags);
    const firstCert = bags.find((bag) => bag.cert)!.cert!;
    const firstKey = bags.find((bag) => bag.key)!.key as forge.pki.rsa.PrivateKey;
    expect(firstCert.subject.getField('CN').value).toBe('CIFRADO PRUEBAS');
    expect(firstCert.getExtension('keyUsage')).toMatchObject({
      keyEncipherment: true,
      digitalSignature: false,
      nonRepudiation: false,
    });
    expect(firstKey.n.equals((firstCert.publicKey as forge.pki.rsa.PublicKey).n)).toBe(true);
  });

  it('picks the current pair of a renewed file that still holds the expired one first', () => {
    const read = readCertificate(fixture('renewed.p12'), PASSWORD, NOW);
    expect(read.holder).toBe('MARÍA JOSÉ PEÑA LÓPEZ');
    const old = readCertificate(fixture('renewed.p12'), PASSWORD, new Date('2022-06-01T00:00:00Z'));
    expect(old.holder).toBe('FIRMA VENCIDA');
  });

  it('refuses a wrong password with a Spanish message', () => {
    const error = refusal(() => readCertificate(fixture('signing.p12'), 'otra-clave', NOW));
    expect(error.code).toBe('WRONG_PASSWORD');
    expect(error.message).toBe('La contraseña del certificado no es correcta');
    expect(error.message).not.toContain('otra-clave');
  });

  it('refuses an expired certificate, naming the day it expired in Ecuador', () => {
    const error = refusal(() => readCertificate(fixture('expired.p12'), PASSWORD, NOW));
    expect(error.code).toBe('EXPIRED');
    // notAfter 2024-01-01T00:00Z is still 31/12/2023 in Guayaquil (UTC-5).
    expect(error.message).toBe('El certificado venció el 31/12/2023');
  });

  it('refuses a certificate before its validity starts', () => {
    const error = refusal(() =>
      readCertificate(fixture('signing.p12'), PASSWORD, new Date('2024-12-31T12:00:00Z')),
    );
    expect(error.code).toBe('NOT_YET_VALID');
    expect(error.message).toBe('El certificado será válido recién desde el 31/12/2024');
  });

  it('reads the RUC of the subject serialNumber when no extension carries it', () => {
    const read = readCertificate(
      fixture('expired.p12'),
      PASSWORD,
      new Date('2022-01-01T00:00:00Z'),
    );
    expect(read.ruc).toBe('1790012345001');
  });

  it('refuses a file holding only a certificate', () => {
    const error = refusal(() => readCertificate(fixture('no-key.p12'), PASSWORD, NOW));
    expect(error.code).toBe('NO_PRIVATE_KEY');
    expect(error.message).toBe('El archivo no contiene una clave privada de firma');
  });

  it('refuses what is not a .p12 and what is too large to be one', () => {
    for (const bytes of [
      Buffer.from('no soy un certificado'),
      Buffer.alloc(0),
      fixture('signing-cert.pem'),
    ]) {
      const error = refusal(() => readCertificate(bytes, PASSWORD, NOW));
      expect(error.code).toBe('UNREADABLE');
      expect(error.message).toBe('El archivo no es un certificado .p12/.pfx válido');
    }
    const truncated = fixture('signing.p12').subarray(0, 1000);
    expect(refusal(() => readCertificate(truncated, PASSWORD, NOW)).code).toBe('UNREADABLE');
    const huge = Buffer.concat([fixture('signing.p12'), Buffer.alloc(100 * 1024)]);
    const error = refusal(() => readCertificate(huge, PASSWORD, NOW));
    expect(error.code).toBe('TOO_LARGE');
    expect(error.message).toMatch(/demasiado grande/);
  });
});
