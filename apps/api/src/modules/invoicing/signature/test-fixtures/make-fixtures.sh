#!/usr/bin/env bash
# Regenerates the test certificates of the signature tests (run from anywhere; needs openssl 3
# and node). Everything here is throwaway test material: a made-up CA, made-up holders, made-up
# RUCs, and a password that is committed on purpose.
#
#   signing.p12        RSA 2048, digitalSignature+nonRepudiation, 2025-01-01 → 2045-01-01, a serial
#                      over 2^64, RUC in the Security Data extension and a subject serialNumber
#   signing-legacy.p12 the same key and certificate with the old RC2/3DES ciphers (-legacy), as
#                      Uanataca files come
#   multi.p12          two keys and two certificates, the first a keyEncipherment-only one (as
#                      Banco Central files carry a «Decryption Key» before the «Signing Key»)
#   expired.p12        valid 2020-01-01 → 2024-01-01, RUC only in the subject serialNumber
#   no-key.p12         the signing certificate alone
#   renewed.p12        expired.p12's pair, then signing.p12's (a renewed Banco Central file)
#   signing-cert.pem   the signing certificate (xmlsec1's --trusted-pem), ca-cert.pem its issuer
set -euo pipefail
cd "$(dirname "$0")"
PASS='clave-de-prueba'
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/ca.cnf" <<CNF
[ ca ]
default_ca = test_ca
[ test_ca ]
dir = $work
database = $work/index.txt
new_certs_dir = $work
serial = $work/serial
default_md = sha256
policy = policy_any
unique_subject = no
copy_extensions = none
[ policy_any ]
countryName = optional
organizationName = optional
organizationalUnitName = optional
serialNumber = optional
commonName = supplied
[ signing ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation
1.3.6.1.4.1.37746.3.11 = ASN1:UTF8String:1790012345001
[ encryption ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,keyEncipherment
[ bce_signing ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation
1.3.6.1.4.1.37947.3.11 = ASN1:PRINTABLESTRING:0990012345001
[ plain_signing ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation
CNF
touch "$work/index.txt"

# The CA (its own dates do not matter to the tests).
openssl req -x509 -newkey rsa:2048 -nodes -keyout "$work/ca.key" -out ca-cert.pem -days 9000 \
  -subj "/C=EC/O=ENTIDAD DE PRUEBAS/OU=CERTIFICACION DE PRUEBAS/CN=AC PRUEBAS QUIMIA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null

# issue NAME SUBJECT EXTENSIONS START END SERIAL_HEX
issue() {
  openssl req -utf8 -new -newkey rsa:2048 -nodes -keyout "$work/$1.key" -out "$work/$1.csr" -subj "$2" 2>/dev/null
  echo "$6" >"$work/serial"
  openssl ca -batch -config "$work/ca.cnf" -cert ca-cert.pem -keyfile "$work/ca.key" -notext \
    -extensions "$3" -startdate "$4" -enddate "$5" -in "$work/$1.csr" -out "$work/$1.pem" 2>/dev/null
}

issue signing "/C=EC/O=QUIMIA PRUEBAS S.A./serialNumber=0912345678-250101120000/CN=MARÍA JOSÉ PEÑA LÓPEZ" \
  signing 20250101000000Z 20450101000000Z 7A3F1C2B4D5E6F708192A3B4C5D6E7F8
issue encryption "/C=EC/O=BANCO DE PRUEBAS/CN=CIFRADO PRUEBAS" \
  encryption 20250101000000Z 20450101000000Z 0102030405060708090A
issue bce "/C=EC/O=BANCO DE PRUEBAS/CN=FIRMA PRUEBAS BCE" \
  bce_signing 20250101000000Z 20450101000000Z 00C0FFEE0123456789ABCDEF01
issue expired "/C=EC/serialNumber=1790012345001/CN=FIRMA VENCIDA" \
  plain_signing 20200101000000Z 20240101000000Z 1122334455

cp "$work/signing.pem" signing-cert.pem
export_p12() { # NAME OUT [extra args]
  local name=$1 out=$2
  shift 2
  openssl pkcs12 -export -inkey "$work/$name.key" -in "$work/$name.pem" -certfile ca-cert.pem \
    -name "$name" -passout "pass:$PASS" -out "$out" "$@"
}
export_p12 signing signing.p12
export_p12 signing signing-legacy.p12 -legacy
export_p12 expired expired.p12
openssl pkcs12 -export -nokeys -in signing-cert.pem -passout "pass:$PASS" -out no-key.p12

# openssl writes one key per file, so the two-key file joins two of them (encryption first).
export_p12 encryption "$work/first.p12" -name "Decryption Key"
export_p12 bce "$work/second.p12" -name "Signing Key"
node ./join-p12.mjs "$work/first.p12" "$work/second.p12" multi.p12 "$PASS"
# A renewed certificate: the expired pair first, the current one after.
node ./join-p12.mjs expired.p12 signing.p12 renewed.p12 "$PASS"
echo "fixtures written in $(pwd)"
