// Joins the bags of two PKCS#12 files made by openssl (same password) into one file, first file's
// bags first, with a fresh SHA-256 MAC: openssl's command line puts one key in a file, and the
// tests need a file holding two keys, as Banco Central del Ecuador issues them.
// Usage: node join-p12.mjs first.p12 second.p12 out.p12 password
import fs from 'node:fs';
import forge from 'node-forge';

const { asn1, pki, pkcs12 } = forge;
const [first, second, out, password] = process.argv.slice(2);

function authSafeContents(file) {
  const pfx = asn1.fromDer(forge.util.createBuffer(fs.readFileSync(file).toString('binary')));
  const contentInfo = pfx.value[1];
  const octets = contentInfo.value[1].value[0];
  return asn1.fromDer(forge.util.createBuffer(octets.value)).value;
}

const safe = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [
  ...authSafeContents(first),
  ...authSafeContents(second),
]);
const safeDer = asn1.toDer(safe).getBytes();
const salt = forge.random.getBytesSync(16);
const iterations = 2048;
const md = forge.md.sha256.create();
const macKey = pkcs12.generateKey(password, forge.util.createBuffer(salt), 3, iterations, 32, md);
const hmac = forge.hmac.create();
hmac.start(forge.md.sha256.create(), macKey);
hmac.update(safeDer);
const U = asn1.Class.UNIVERSAL;
const pfx = asn1.create(U, asn1.Type.SEQUENCE, true, [
  asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(3).getBytes()),
  asn1.create(U, asn1.Type.SEQUENCE, true, [
    asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(pki.oids.data).getBytes()),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(U, asn1.Type.OCTETSTRING, false, safeDer),
    ]),
  ]),
  asn1.create(U, asn1.Type.SEQUENCE, true, [
    asn1.create(U, asn1.Type.SEQUENCE, true, [
      asn1.create(U, asn1.Type.SEQUENCE, true, [
        asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(pki.oids.sha256).getBytes()),
        asn1.create(U, asn1.Type.NULL, false, ''),
      ]),
      asn1.create(U, asn1.Type.OCTETSTRING, false, hmac.getMac().getBytes()),
    ]),
    asn1.create(U, asn1.Type.OCTETSTRING, false, salt),
    asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(iterations).getBytes()),
  ]),
]);
fs.writeFileSync(out, Buffer.from(asn1.toDer(pfx).getBytes(), 'binary'));
