// Reads the shop's signature certificate (.p12/.pfx) with node-forge: it decrypts the legacy
// RC2/3DES PKCS#12 ciphers of Uanataca files that Node's OpenSSL 3 refuses, as well as today's
// PBES2/AES files. Files of Banco Central del Ecuador and Security Data hold several keys and
// certificates: the signing pair is the certificate with the digitalSignature (or
// nonRepudiation) key usage whose public key is the one of a private key in the file.
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export type SigningCertificate = {
  privateKeyPem: string;
  /** The signing certificate. */
  certificatePem: string;
  /** The other certificates of the file (its issuers), PEM. */
  chainPem: string[];
  /** Subject common name (or organisation), the holder the SRI sees. */
  holder: string;
  /** The certificate's serial number in decimal, as a string: serials exceed 2^53. */
  serialNumber: string;
  /** Issuer common name (or organisation). */
  issuer: string;
  validFrom: Date;
  validTo: Date;
  /** The RUC the certificate names, when it names one. */
  ruc: string | null;
};

export type CertificateErrorCode =
  'WRONG_PASSWORD' | 'NO_PRIVATE_KEY' | 'EXPIRED' | 'NOT_YET_VALID' | 'UNREADABLE' | 'TOO_LARGE';

export class CertificateError extends Error {
  constructor(
    readonly code: CertificateErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CertificateError';
  }
}

/** Real signature files weigh a few KB; anything this big is not one. */
export const MAX_CERTIFICATE_BYTES = 100 * 1024;

const SHOP_TIME_ZONE = 'America/Guayaquil';

/**
 * The RUC extensions (or subject attributes) of the Ecuadorian CAs, `<CA arc>.3.11` in each. The
 * BCE (37947) and Security Data (37746) arcs were read from real certificates (an SRI-authorised
 * factura and ec-sri-invoice-signer issue #45); the others are those of the rubrica library's
 * per-CA classes (Uanataca 47286.102, ANF 18332, Lazzate 59382 — seen in issue #33 —, and the
 * newer CAs 34380, 52643, 56105, 57153.102). Any other `1.3.6.1.4.1.*.3.11` is accepted too.
 */
export const RUC_OIDS = [
  '1.3.6.1.4.1.37947.3.11',
  '1.3.6.1.4.1.37746.3.11',
  '1.3.6.1.4.1.47286.102.3.11',
  '1.3.6.1.4.1.18332.3.11',
  '1.3.6.1.4.1.59382.3.11',
  '1.3.6.1.4.1.34380.3.11',
  '1.3.6.1.4.1.52643.3.11',
  '1.3.6.1.4.1.56105.3.11',
  '1.3.6.1.4.1.57153.102.3.11',
] as const;
const ANY_CA_RUC_OID = /^1\.3\.6\.1\.4\.1\.[\d.]+\.3\.11$/;
const RUC = /^\d{10}001$/;

type KeyCandidate = { key: forge.pki.rsa.PrivateKey; publicDer: Buffer };
type CertCandidate = { cert: forge.pki.Certificate; der: Buffer; x509: X509Certificate };

export function readCertificate(
  p12: Buffer,
  password: string,
  now = new Date(),
): SigningCertificate {
  if (p12.length > MAX_CERTIFICATE_BYTES) {
    throw new CertificateError(
      'TOO_LARGE',
      'El archivo es demasiado grande para ser un certificado de firma (máximo 100 KB)',
    );
  }
  const p12Object = openPkcs12(p12, password);

  const keys: KeyCandidate[] = [];
  const certs: CertCandidate[] = [];
  for (const bag of allBags(p12Object)) {
    if (bag.key) {
      const key = bag.key as forge.pki.rsa.PrivateKey;
      // Only RSA keys sign for the SRI (rsa-sha1); forge leaves `key` undefined for others.
      if (!key.n || !key.e) continue;
      keys.push({ key, publicDer: rsaPublicDer(key) });
    } else if (bag.cert) {
      const der = Buffer.from(
        forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes(),
        'binary',
      );
      certs.push({ cert: bag.cert, der, x509: new X509Certificate(der) });
    }
  }
  if (keys.length === 0) {
    throw new CertificateError(
      'NO_PRIVATE_KEY',
      'El archivo no contiene una clave privada de firma',
    );
  }

  const pairs = certs.flatMap((candidate) => {
    const publicDer = candidate.x509.publicKey.export({ type: 'spki', format: 'der' });
    const key = keys.find((k) => k.publicDer.equals(publicDer));
    return key ? [{ ...candidate, key: key.key }] : [];
  });
  // A renewed Banco Central file keeps the old pair beside the new one (OCA PR #84): the pair
  // valid now wins, else the one that expires last (to name its dates in the error).
  const validNow = (cert: forge.pki.Certificate) =>
    cert.validity.notBefore.getTime() <= now.getTime() &&
    now.getTime() <= cert.validity.notAfter.getTime();
  const signing = pairs
    .filter((pair) => canSign(pair.cert))
    .sort(
      (a, b) =>
        Number(validNow(b.cert)) - Number(validNow(a.cert)) ||
        b.cert.validity.notAfter.getTime() - a.cert.validity.notAfter.getTime(),
    )[0];
  if (!signing) {
    throw new CertificateError(
      'NO_PRIVATE_KEY',
      pairs.length > 0
        ? 'El certificado del archivo no es de firma electrónica (no permite firmar documentos)'
        : 'El archivo no contiene una clave privada de firma',
    );
  }

  const validFrom = signing.cert.validity.notBefore;
  const validTo = signing.cert.validity.notAfter;
  if (now.getTime() > validTo.getTime()) {
    throw new CertificateError('EXPIRED', `El certificado venció el ${shopDate(validTo)}`);
  }
  if (now.getTime() < validFrom.getTime()) {
    throw new CertificateError(
      'NOT_YET_VALID',
      `El certificado será válido recién desde el ${shopDate(validFrom)}`,
    );
  }

  const privateKeyPem = createPrivateKey({
    key: forge.pki.privateKeyToPem(signing.key),
    format: 'pem',
  })
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

  return {
    privateKeyPem,
    certificatePem: signing.x509.toString(),
    chainPem: certs
      .filter(
        (c, i) => !c.der.equals(signing.der) && certs.findIndex((x) => x.der.equals(c.der)) === i,
      )
      .map((c) => c.x509.toString()),
    holder: displayName(signing.cert.subject),
    serialNumber: BigInt(`0x${signing.x509.serialNumber}`).toString(10),
    issuer: displayName(signing.cert.issuer),
    validFrom,
    validTo,
    ruc: findRuc(signing.cert),
  };
}

function openPkcs12(p12: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  } catch {
    throw unreadable();
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge says «MAC could not be verified. Invalid password?» for a wrong password; a file
    // without a MAC shows a wrong password as undecryptable bags instead. The password itself is
    // never part of the error.
    const text = error instanceof Error ? error.message : '';
    if (/MAC could not be verified|Invalid password|decrypt/i.test(text)) {
      throw new CertificateError('WRONG_PASSWORD', 'La contraseña del certificado no es correcta');
    }
    throw unreadable();
  }
}

function unreadable(): CertificateError {
  return new CertificateError('UNREADABLE', 'El archivo no es un certificado .p12/.pfx válido');
}

function allBags(p12: forge.pkcs12.Pkcs12Pfx): forge.pkcs12.Bag[] {
  return p12.safeContents.flatMap((contents) => contents.safeBags);
}

function rsaPublicDer(key: forge.pki.rsa.PrivateKey): Buffer {
  const publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  return createPublicKey(forge.pki.publicKeyToPem(publicKey)).export({
    type: 'spki',
    format: 'der',
  });
}

/**
 * A certificate signs documents when its key usage allows digitalSignature or nonRepudiation; one
 * without the extension allows every use (RFC 5280 §4.2.1.3).
 */
function canSign(cert: forge.pki.Certificate): boolean {
  const usage = cert.getExtension('keyUsage') as
    { digitalSignature?: boolean; nonRepudiation?: boolean } | null | undefined;
  if (!usage) return true;
  return Boolean(usage.digitalSignature || usage.nonRepudiation);
}

function displayName(name: forge.pki.Certificate['subject']): string {
  const field = name.getField('CN') ?? name.getField('O') ?? name.getField('OU');
  return field ? attributeText(field) : '';
}

/**
 * The text of a name attribute: forge leaves a UTF8String's (or BMPString's) bytes undecoded,
 * and Ecuadorian names carry Ñ and accents.
 */
export function attributeText(attribute: { value?: unknown; valueTagClass?: unknown }): string {
  const raw = typeof attribute.value === 'string' ? attribute.value : '';
  if (attribute.valueTagClass === forge.asn1.Type.UTF8) {
    try {
      return forge.util.decodeUtf8(raw);
    } catch {
      return raw;
    }
  }
  if (attribute.valueTagClass === forge.asn1.Type.BMPSTRING) {
    return Buffer.from(raw, 'binary').swap16().toString('utf16le');
  }
  return raw;
}

function findRuc(cert: forge.pki.Certificate): string | null {
  const extensions = cert.extensions as { id?: string; value?: string }[];
  const byOid = (oid: string) => extensions.find((ext) => ext.id === oid);
  const candidates: string[] = [];
  for (const oid of RUC_OIDS) {
    const ext = byOid(oid);
    if (ext?.value !== undefined) candidates.push(extensionText(ext.value));
  }
  for (const ext of extensions) {
    if (ext.id && ANY_CA_RUC_OID.test(ext.id) && ext.value !== undefined) {
      candidates.push(extensionText(ext.value));
    }
  }
  for (const attribute of cert.subject.attributes) {
    if (attribute.type && ANY_CA_RUC_OID.test(attribute.type)) {
      candidates.push(attributeText(attribute));
    }
  }
  // The subject serialNumber: a RUC in some files, a cédula with a date in Security Data's.
  const serialField = cert.subject.getField({ type: '2.5.4.5' });
  if (serialField) candidates.push(...(attributeText(serialField).match(/\d+/g) ?? []));

  for (const candidate of candidates) {
    const digits = candidate.trim();
    if (RUC.test(digits)) return digits;
  }
  return null;
}

/**
 * An extension's value is the DER of a string (UTF8String, PrintableString, IA5String…); some
 * CAs put the bare text instead.
 */
function extensionText(raw: string): string {
  try {
    const parsed = forge.asn1.fromDer(forge.util.createBuffer(raw));
    if (typeof parsed.value === 'string') return forge.util.decodeUtf8(parsed.value);
  } catch {
    // Not DER: the text itself.
  }
  return raw;
}

function shopDate(date: Date): string {
  return new Intl.DateTimeFormat('es-EC', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
