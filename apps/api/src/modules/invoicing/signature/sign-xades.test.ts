import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCertificate, type SigningCertificate } from './read-certificate';
import { rfc2253Name, SignatureError, signDocument, verifySignature } from './sign-xades';

const run = promisify(execFile);
const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const XSD = join(import.meta.dirname, '..', 'xml', 'xsd');
const PASSWORD = 'clave-de-prueba';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const NOW = new Date('2026-06-01T12:00:00Z');
const SIGNING_TIME = new Date('2025-03-15T15:30:00Z');

const facturaXml = readFileSync(join(FIXTURES, 'factura.xml'), 'utf8');
const notaCreditoXml = readFileSync(join(FIXTURES, 'nota-credito.xml'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'sign-xades-'));
let fileCount = 0;

function tempFile(content: string): string {
  const file = join(work, `doc-${++fileCount}.xml`);
  writeFileSync(file, content);
  return file;
}

/** Debian's xmlsec1: the XML-signature core as an independent implementation checks it. */
async function xmlsecVerifies(xml: string, idElement: string, trustedPem: string) {
  try {
    await run('xmlsec1', [
      '--verify',
      '--id-attr:id',
      idElement,
      '--trusted-pem',
      trustedPem,
      tempFile(xml),
    ]);
    return true;
  } catch {
    return false;
  }
}

async function xmllintValidates(xml: string, schema: string) {
  try {
    await run('xmllint', ['--noout', '--nonet', '--schema', join(XSD, schema), tempFile(xml)]);
    return true;
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}

function parse(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}

function children(element: Element, namespace: string, localName: string): Element[] {
  return Array.from(element.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 &&
      (node as Element).namespaceURI === namespace &&
      (node as Element).localName === localName,
  );
}

function one(element: Element, namespace: string, localName: string): Element {
  const found = element.getElementsByTagNameNS(namespace, localName)[0];
  if (!found) throw new Error(`no ${localName}`);
  return found;
}

let signer: SigningCertificate;
let signed: string;
const caPem = join(FIXTURES, 'ca-cert.pem');

beforeAll(() => {
  signer = readCertificate(readFileSync(join(FIXTURES, 'signing.p12')), PASSWORD, NOW);
  signed = signDocument(facturaXml, signer, { signingTime: SIGNING_TIME, rootElement: 'factura' });
});

describe('signDocument', () => {
  it('makes a factura signature that xmlsec1 and xml-crypto verify', async () => {
    expect(verifySignature(signed, readFileSync(join(FIXTURES, 'signing-cert.pem'), 'utf8'))).toBe(
      true,
    );
    expect(await xmlsecVerifies(signed, 'factura', caPem)).toBe(true);
    expect(await xmlsecVerifies(signed, 'factura', join(FIXTURES, 'signing-cert.pem'))).toBe(true);
  });

  it('fails xmlsec1 when one character of the signed comprobante changes', async () => {
    const changed = signed.replace('<importeTotal>115.00<', '<importeTotal>115.01<');
    expect(changed).not.toBe(signed);
    expect(await xmlsecVerifies(changed, 'factura', caPem)).toBe(false);
    const otherBuyer = signed.replace('LABORATORIOS ANDINOS', 'LABORATORIOS ANDINAS');
    expect(await xmlsecVerifies(otherBuyer, 'factura', caPem)).toBe(false);
  });

  it('fails xmlsec1 when the signed properties or the key info change', async () => {
    const otherTime = signed.replace('2025-03-15T10:30:00-05:00', '2025-03-15T10:31:00-05:00');
    expect(otherTime).not.toBe(signed);
    expect(await xmlsecVerifies(otherTime, 'factura', caPem)).toBe(false);
    const exponent = signed.replace('<ds:Exponent>AQAB<', '<ds:Exponent>AQAC<');
    expect(exponent).not.toBe(signed);
    expect(await xmlsecVerifies(exponent, 'factura', caPem)).toBe(false);
  });

  it('keeps the comprobante valid for the SRI schema, and the signature valid for xmldsig', async () => {
    // The SRI's factura_V1.1.0.xsd has no slot for ds:Signature (the SRI checks the signature
    // itself), so the comprobante is validated without it, and the signature by the W3C schema.
    const doc = parse(signed);
    const signature = one(doc.documentElement!, DS, 'Signature');
    const signatureXml = new XMLSerializer().serializeToString(signature);
    signature.parentNode!.removeChild(signature);
    const comprobante = new XMLSerializer().serializeToString(doc);
    expect(await xmllintValidates(comprobante, 'factura_V1.1.0.xsd')).toBe(true);
    expect(await xmllintValidates(signatureXml, 'xmldsig-core-schema.xsd')).toBe(true);
    // …and signing changed nothing of the comprobante itself.
    const c14n = (xml: string) =>
      new C14nCanonicalization().process(parse(xml).documentElement as never, {});
    expect(c14n(comprobante)).toBe(c14n(facturaXml));
  });

  it('writes the SRI profile: last child, C14N, RSA-SHA1, three SHA-1 references', () => {
    const root = parse(signed).documentElement!;
    expect(root.localName).toBe('factura');
    const last = Array.from(root.childNodes)
      .filter((node) => node.nodeType === 1)
      .at(-1) as Element;
    expect([last.namespaceURI, last.localName]).toEqual([DS, 'Signature']);
    const signedInfo = one(last, DS, 'SignedInfo');
    expect(one(signedInfo, DS, 'CanonicalizationMethod').getAttribute('Algorithm')).toBe(
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    );
    expect(one(signedInfo, DS, 'SignatureMethod').getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    );
    const references = children(signedInfo, DS, 'Reference');
    expect(references).toHaveLength(3);
    const [comprobante, properties, keyInfo] = references as [Element, Element, Element];
    for (const reference of references) {
      expect(one(reference, DS, 'DigestMethod').getAttribute('Algorithm')).toBe(
        'http://www.w3.org/2000/09/xmldsig#sha1',
      );
    }
    expect(comprobante.getAttribute('URI')).toBe('#comprobante');
    expect(
      Array.from(comprobante.getElementsByTagNameNS(DS, 'Transform')).map((t) =>
        t.getAttribute('Algorithm'),
      ),
    ).toEqual(['http://www.w3.org/2000/09/xmldsig#enveloped-signature']);

    const signedProperties = one(last, XADES, 'SignedProperties');
    expect(properties.getAttribute('URI')).toBe(`#${signedProperties.getAttribute('Id')}`);
    expect(properties.getAttribute('Type')).toBe('http://uri.etsi.org/01903#SignedProperties');
    const keyInfoElement = one(last, DS, 'KeyInfo');
    expect(keyInfo.getAttribute('URI')).toBe(`#${keyInfoElement.getAttribute('Id')}`);
    // As in the signatures the SRI authorises: no Transforms on these two references.
    expect(properties.getElementsByTagNameNS(DS, 'Transforms')).toHaveLength(0);
    expect(keyInfo.getElementsByTagNameNS(DS, 'Transforms')).toHaveLength(0);

    const qualifying = one(last, XADES, 'QualifyingProperties');
    expect(qualifying.getAttribute('Target')).toBe(`#${last.getAttribute('Id')}`);
    expect(one(signedProperties, XADES, 'SigningTime').textContent).toBe(
      '2025-03-15T10:30:00-05:00',
    );
    const format = one(signedProperties, XADES, 'DataObjectFormat');
    expect(format.getAttribute('ObjectReference')).toBe(`#${comprobante.getAttribute('Id')}`);
    expect(one(format, XADES, 'MimeType').textContent).toBe('text/xml');
  });

  it('names the signing certificate by the SHA-1 of its DER, its issuer and its decimal serial', () => {
    const signedProperties = one(parse(signed).documentElement!, XADES, 'SignedProperties');
    const der = new X509Certificate(readFileSync(join(FIXTURES, 'signing-cert.pem'))).raw;
    const certDigest = one(signedProperties, XADES, 'CertDigest');
    expect(one(certDigest, DS, 'DigestMethod').getAttribute('Algorithm')).toBe(
      'http://www.w3.org/2000/09/xmldsig#sha1',
    );
    expect(one(certDigest, DS, 'DigestValue').textContent).toBe(
      createHash('sha1').update(der).digest('base64'),
    );
    expect(one(signedProperties, DS, 'X509SerialNumber').textContent).toBe(
      '162493501526071832036339254862988896248',
    );
    expect(one(signedProperties, DS, 'X509IssuerName').textContent).toBe(
      'CN=AC PRUEBAS QUIMIA,OU=CERTIFICACION DE PRUEBAS,O=ENTIDAD DE PRUEBAS,C=EC',
    );
  });

  it('writes the issuer as RFC 2253 does, with the keywords Java reads, and escapes it', async () => {
    const dir = mkdtempSync(join(work, 'issuer-'));
    const subject =
      '/C=EC/O=Pruebas, S.A. \\+ Hijos/OU=#uno;dos <tres>/emailAddress=firma@pruebas.ec' +
      '/serialNumber=0912345678/CN=AC Ñandú "QUIMIA"';
    // prettier-ignore
    await run('openssl', ['req', '-utf8', '-x509', '-newkey', 'rsa:1024', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'), '-days', '1', '-subj', subject]);
    const { stdout } = await run('openssl', [
      'x509',
      '-in',
      join(dir, 'c.pem'),
      '-noout',
      '-issuer',
      '-nameopt',
      'RFC2253,-esc_msb',
    ]);
    const expected = stdout
      .trim()
      .replace(/^issuer=/, '')
      .replace('emailAddress=', 'EMAILADDRESS=')
      .replace('serialNumber=', 'SERIALNUMBER=');
    expect(expected).toBe(
      'CN=AC Ñandú \\"QUIMIA\\",SERIALNUMBER=0912345678,EMAILADDRESS=firma@pruebas.ec,' +
        'OU=\\#uno\\;dos \\<tres\\>,O=Pruebas\\, S.A. \\+ Hijos,C=EC',
    );
    expect(rfc2253Name(new X509Certificate(readFileSync(join(dir, 'c.pem'))).raw)).toBe(expected);
  });

  it('carries the certificate and its RSA key as unsigned big-endian integers without leading zeros', async () => {
    const keyInfo = one(parse(signed).documentElement!, DS, 'KeyInfo');
    const certificate = one(keyInfo, DS, 'X509Certificate').textContent!;
    const pem = readFileSync(join(FIXTURES, 'signing-cert.pem'));
    expect(Buffer.from(certificate, 'base64')).toEqual(new X509Certificate(pem).raw);
    const { stdout } = await run('openssl', [
      'x509',
      '-noout',
      '-modulus',
      '-in',
      join(FIXTURES, 'signing-cert.pem'),
    ]);
    const modulusHex = stdout
      .trim()
      .replace(/^Modulus=/, '')
      .toLowerCase();
    const modulus = Buffer.from(one(keyInfo, DS, 'Modulus').textContent!, 'base64');
    expect(modulus).toHaveLength(256);
    expect(modulus[0]! >= 0x80).toBe(true); // a DER INTEGER would start with 00 here
    expect(modulus.toString('hex')).toBe(modulusHex);
    expect(one(keyInfo, DS, 'Exponent').textContent).toBe('AQAB');
  });

  it('signs a nota de crédito with the signing key of a two-key file', async () => {
    const multi = readCertificate(readFileSync(join(FIXTURES, 'multi.p12')), PASSWORD, NOW);
    const signedNote = signDocument(notaCreditoXml, multi, {
      signingTime: SIGNING_TIME,
      rootElement: 'notaCredito',
    });
    expect(await xmlsecVerifies(signedNote, 'notaCredito', caPem)).toBe(true);
    const certPem = tempFile(multi.certificatePem);
    expect(await xmlsecVerifies(signedNote, 'notaCredito', certPem)).toBe(true);
    const changed = signedNote.replace('<valorModificacion>28.75<', '<valorModificacion>28.76<');
    expect(await xmlsecVerifies(changed, 'notaCredito', caPem)).toBe(false);
  });

  it('signs hostile text as it is: carriage returns, line breaks in attributes, $ patterns', async () => {
    // A function as the replacement, so that its `$` patterns stay text.
    const hostile = facturaXml.replace(
      '<campoAdicional nombre="Email">compras@laboratorios-andinos.ec</campoAdicional>',
      () =>
        '<!-- comentario --><campoAdicional nombre="Nota&#10;dos&#9;líneas">uno&#13;\ndos $&amp; $1 $` $\' ]]&gt; ñ</campoAdicional>',
    );
    expect(hostile).not.toBe(facturaXml);
    const result = signDocument(hostile, signer, {
      signingTime: SIGNING_TIME,
      rootElement: 'factura',
    });
    expect(await xmlsecVerifies(result, 'factura', caPem)).toBe(true);
    const value = parse(result).getElementsByTagName('campoAdicional')[0]!;
    expect(value.textContent).toBe("uno\r\ndos $& $1 $` $' ]]> ñ");
    expect(value.getAttribute('nombre')).toBe('Nota\ndos\tlíneas');
  });

  it('refuses what is not a comprobante to sign', () => {
    const options = { signingTime: SIGNING_TIME, rootElement: 'factura' } as const;
    const cases: [string, RegExp][] = [
      [notaCreditoXml, /no es un documento «factura»/],
      [facturaXml.replace('id="comprobante"', 'id="otro"'), /id="comprobante"/],
      [signed, /ya está firmado/],
      ['<factura id="comprobante"><sin cerrar></factura>', /bien formado/],
      ['', /bien formado/],
      [
        '<!DOCTYPE factura [<!ENTITY a "aaaaaaaaaa">]><factura id="comprobante">&a;</factura>',
        /DOCTYPE/,
      ],
      [`<factura id="comprobante">${'x'.repeat(1_000_001)}</factura>`, /demasiado grande/],
    ];
    for (const [xml, message] of cases) {
      expect(() => signDocument(xml, signer, options)).toThrow(SignatureError);
      expect(() => signDocument(xml, signer, options)).toThrow(message);
    }
  });

  it('refuses a private key that is not the certificate’s', () => {
    const multi = readCertificate(readFileSync(join(FIXTURES, 'multi.p12')), PASSWORD, NOW);
    const mixed = { privateKeyPem: multi.privateKeyPem, certificatePem: signer.certificatePem };
    expect(() =>
      signDocument(facturaXml, mixed, { signingTime: SIGNING_TIME, rootElement: 'factura' }),
    ).toThrow(/no corresponde al certificado/);
  });
});
