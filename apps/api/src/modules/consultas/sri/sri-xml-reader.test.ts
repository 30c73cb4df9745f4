import { buildAccessKey } from '@quimia/contracts';
import { XMLParser } from 'fast-xml-parser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SriDocumentError, type SriRefusalReason } from './sri-document';
import { readSriXml, SRI_XML_MAX_BYTES } from './sri-xml-reader';
import { writeSriXml, type SriDocumentInput, type SriFacturaVersion } from './sri-xml-writer';

// Files shaped like the ones the SRI authorises: a signed factura 1.1.0 (its access key is a real
// one), the authorisation wrapper with CDATA or escaped text, the SOAP answer of the web service, a
// nota de crédito; then each reason a file is refused, and round trips through the writer.

const KEY = '2306202101090708384400120031040006013542306135416';

const SIGNATURE = `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="Signature620397">
<ds:SignedInfo Id="Signature-SignedInfo814463"><ds:CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>
<ds:SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>
<ds:Reference Id="SignedPropertiesID157683" Type="http://uri.etsi.org/01903#SignedProperties" URI="#Signature620397-SignedProperties24123">
<ds:DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/><ds:DigestValue>aG8bJ3K9cQ==</ds:DigestValue></ds:Reference>
<ds:Reference URI="#comprobante"><ds:DigestValue>Zm9vYmFy</ds:DigestValue></ds:Reference></ds:SignedInfo>
<ds:SignatureValue>MIIH0zCCBbugAwIBAgIEW0r4CjANBgkqhkiG9w0BAQsFADCBoTELMAkGA1UEBhMCRUMx</ds:SignatureValue>
<ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIH0zCCBbugAwIBAgIEW0r4Cj</ds:X509Certificate></ds:X509Data>
<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>xK3v</ds:Modulus><ds:Exponent>AQAB</ds:Exponent></ds:RSAKeyValue></ds:KeyValue></ds:KeyInfo>
<ds:Object><etsi:QualifyingProperties xmlns:etsi="http://uri.etsi.org/01903/v1.3.2#" Target="#Signature620397">
<etsi:SignedProperties Id="Signature620397-SignedProperties24123"><etsi:SignedSignatureProperties>
<etsi:SigningTime>2021-06-23T14:06:30-05:00</etsi:SigningTime></etsi:SignedSignatureProperties>
</etsi:SignedProperties></etsi:QualifyingProperties></ds:Object></ds:Signature>`;

/** A signed factura 1.1.0 as issuers send it: line totals sum 110.15, the header says 110.16. */
function factura(version = '1.1.0') {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<factura id="comprobante" version="${version}">
  <infoTributaria>
    <ambiente>2</ambiente>
    <tipoEmision>1</tipoEmision>
    <razonSocial>DISTRIBUIDORA QUIMICA DEL PACIFICO S.A.</razonSocial>
    <nombreComercial>QUIMIPAC</nombreComercial>
    <ruc>0907083844001</ruc>
    <claveAcceso>${KEY}</claveAcceso>
    <codDoc>01</codDoc>
    <estab>003</estab>
    <ptoEmi>104</ptoEmi>
    <secuencial>000601354</secuencial>
    <dirMatriz>AV. JUAN TANCA MARENGO KM 1.5</dirMatriz>
  </infoTributaria>
  <infoFactura>
    <fechaEmision>23/06/2021</fechaEmision>
    <dirEstablecimiento>AV. FRANCISCO DE ORELLANA</dirEstablecimiento>
    <contribuyenteEspecial>5368</contribuyenteEspecial>
    <obligadoContabilidad>SI</obligadoContabilidad>
    <tipoIdentificacionComprador>05</tipoIdentificacionComprador>
    <razonSocialComprador>PEREZ &amp; HIJOS ZO&#209;A</razonSocialComprador>
    <identificacionComprador>0912345678</identificacionComprador>
    <direccionComprador>URDESA CENTRAL</direccionComprador>
    <totalSinImpuestos>110.16</totalSinImpuestos>
    <totalDescuento>0.00</totalDescuento>
    <totalConImpuestos>
      <totalImpuesto>
        <codigo>2</codigo>
        <codigoPorcentaje>2</codigoPorcentaje>
        <baseImponible>110.16</baseImponible>
        <tarifa>12</tarifa>
        <valor>13.22</valor>
      </totalImpuesto>
      <totalImpuesto>
        <codigo>2</codigo>
        <codigoPorcentaje>0</codigoPorcentaje>
        <baseImponible>0.00</baseImponible>
        <valor>0.00</valor>
      </totalImpuesto>
    </totalConImpuestos>
    <propina>0.00</propina>
    <importeTotal>123.38</importeTotal>
    <moneda>DOLAR</moneda>
    <pagos>
      <pago>
        <formaPago>01</formaPago>
        <total>123.38</total>
        <plazo>0</plazo>
        <unidadTiempo>dias</unidadTiempo>
      </pago>
    </pagos>
  </infoFactura>
  <detalles>
    <detalle>
      <codigoPrincipal>0123</codigoPrincipal>
      <codigoAuxiliar>7861234500012</codigoAuxiliar>
      <descripcion>DESINFECTANTE 1 GALON</descripcion>
      <cantidad>2.000000</cantidad>
      <precioUnitario>25.075000</precioUnitario>
      <descuento>0.00</descuento>
      <precioTotalSinImpuesto>50.15</precioTotalSinImpuesto>
      <detallesAdicionales>
        <detAdicional nombre="Unidad" valor="C"/>
      </detallesAdicionales>
      <impuestos>
        <impuesto>
          <codigo>2</codigo>
          <codigoPorcentaje>2</codigoPorcentaje>
          <tarifa>12.00</tarifa>
          <baseImponible>50.15</baseImponible>
          <valor>6.02</valor>
        </impuesto>
      </impuestos>
    </detalle>
    <detalle>
      <codigoPrincipal>001</codigoPrincipal>
      <descripcion>CLORO GRANULADO 5 KG</descripcion>
      <cantidad>3.000000</cantidad>
      <precioUnitario>20.000000</precioUnitario>
      <descuento>0.00</descuento>
      <precioTotalSinImpuesto>60.00</precioTotalSinImpuesto>
      <impuestos>
        <impuesto>
          <codigo>2</codigo>
          <codigoPorcentaje>2</codigoPorcentaje>
          <tarifa>12.00</tarifa>
          <baseImponible>60.00</baseImponible>
          <valor>7.20</valor>
        </impuesto>
      </impuestos>
    </detalle>
  </detalles>
  <infoAdicional>
    <campoAdicional nombre="Dirección">URDESA CENTRAL</campoAdicional>
    <campoAdicional nombre="E-mail">compras@perezehijos.ec</campoAdicional>
    <campoAdicional nombre="Teléfono">042881234</campoAdicional>
  </infoAdicional>
${SIGNATURE}
</factura>`;
}

const NC_KEY = buildAccessKey({
  issueDate: '2021-07-15',
  documentCode: '04',
  ruc: '0907083844001',
  environment: '2',
  establishment: '003',
  emissionPoint: '104',
  sequential: '000000045',
  numericCode: '12345678',
  emissionType: '1',
});

function notaCredito(version = '1.0.0') {
  return `<?xml version="1.0" encoding="UTF-8"?>
<notaCredito id="comprobante" version="${version}">
  <infoTributaria>
    <ambiente>2</ambiente><tipoEmision>1</tipoEmision>
    <razonSocial>DISTRIBUIDORA QUIMICA DEL PACIFICO S.A.</razonSocial>
    <ruc>0907083844001</ruc><claveAcceso>${NC_KEY}</claveAcceso><codDoc>04</codDoc>
    <estab>003</estab><ptoEmi>104</ptoEmi><secuencial>000000045</secuencial>
    <dirMatriz>AV. JUAN TANCA MARENGO KM 1.5</dirMatriz>
  </infoTributaria>
  <infoNotaCredito>
    <fechaEmision>15/07/2021</fechaEmision>
    <tipoIdentificacionComprador>04</tipoIdentificacionComprador>
    <razonSocialComprador>LIMPIEZA TOTAL CIA. LTDA.</razonSocialComprador>
    <identificacionComprador>0991234567001</identificacionComprador>
    <obligadoContabilidad>SI</obligadoContabilidad>
    <codDocModificado>01</codDocModificado>
    <numDocModificado>003-104-000601354</numDocModificado>
    <fechaEmisionDocSustento>23/06/2021</fechaEmisionDocSustento>
    <totalSinImpuestos>25.08</totalSinImpuestos>
    <valorModificacion>28.09</valorModificacion>
    <moneda>DOLAR</moneda>
    <totalConImpuestos>
      <totalImpuesto><codigo>2</codigo><codigoPorcentaje>2</codigoPorcentaje><baseImponible>25.08</baseImponible><valor>3.01</valor></totalImpuesto>
    </totalConImpuestos>
    <motivo>DEVOLUCION DE MERCADERIA</motivo>
  </infoNotaCredito>
  <detalles>
    <detalle>
      <codigoInterno>0123</codigoInterno><codigoAdicional>7861234500012</codigoAdicional>
      <descripcion>DESINFECTANTE 1 GALON</descripcion>
      <cantidad>1.000000</cantidad><precioUnitario>25.075000</precioUnitario>
      <descuento>0.00</descuento><precioTotalSinImpuesto>25.08</precioTotalSinImpuesto>
      <impuestos><impuesto><codigo>2</codigo><codigoPorcentaje>2</codigoPorcentaje><tarifa>12</tarifa><baseImponible>25.08</baseImponible><valor>3.01</valor></impuesto></impuestos>
    </detalle>
  </detalles>
  <infoAdicional><campoAdicional nombre="Correo Electrónico">pagos@limpiezatotal.ec</campoAdicional><campoAdicional nombre="CELULAR">0991234567</campoAdicional></infoAdicional>
</notaCredito>`;
}

function cdataWrapper(
  comprobante: string,
  estado = 'AUTORIZADO',
  fecha = '2021-06-23T14:06:33-05:00',
) {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<autorizacion>
  <estado>${estado}</estado>
  <numeroAutorizacion>${KEY}</numeroAutorizacion>
  <fechaAutorizacion>${fecha}</fechaAutorizacion>
  <ambiente>PRODUCCIÓN</ambiente>
  <comprobante><![CDATA[${comprobante}]]></comprobante>
  <mensajes/>
</autorizacion>`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function soapAnswer(...authorizations: { estado: string; comprobante: string }[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion">
      <RespuestaAutorizacionComprobante>
        <claveAccesoConsultada>${KEY}</claveAccesoConsultada>
        <numeroComprobantes>${authorizations.length}</numeroComprobantes>
        <autorizaciones>
          ${authorizations
            .map(
              ({ estado, comprobante }) => `<autorizacion>
            <estado>${estado}</estado>
            <numeroAutorizacion>${KEY}</numeroAutorizacion>
            <fechaAutorizacion>2021-06-23T14:06:33.000-05:00</fechaAutorizacion>
            <ambiente>PRODUCCIÓN</ambiente>
            <comprobante>${escapeXml(comprobante)}</comprobante>
            <mensajes/>
          </autorizacion>`,
            )
            .join('\n')}
        </autorizaciones>
      </RespuestaAutorizacionComprobante>
    </ns2:autorizacionComprobanteResponse>
  </soap:Body>
</soap:Envelope>`;
}

function refusal(input: string | Buffer): SriDocumentError {
  try {
    readSriXml(input);
  } catch (error) {
    if (error instanceof SriDocumentError) return error;
    throw error;
  }
  throw new Error('The file was read instead of refused');
}

function expectRefused(
  input: string | Buffer,
  reason: SriRefusalReason,
  message?: string | RegExp,
) {
  const error = refusal(input);
  expect(error.reason).toBe(reason);
  if (message !== undefined) expect(error.message).toMatch(message);
}

afterEach(() => vi.restoreAllMocks());

describe('readSriXml: a bare signed factura', () => {
  it('reads every field, keeps codes as written and ignores the signature', () => {
    const doc = readSriXml(factura());
    expect(doc).toMatchObject({
      kind: 'factura',
      version: '1.1.0',
      accessKey: KEY,
      authorization: null,
      environment: '2',
      issuer: {
        ruc: '0907083844001',
        name: 'DISTRIBUIDORA QUIMICA DEL PACIFICO S.A.',
        tradeName: 'QUIMIPAC',
        address: 'AV. JUAN TANCA MARENGO KM 1.5',
      },
      buyer: {
        identificationType: '05',
        identification: '0912345678',
        name: 'PEREZ & HIJOS ZOÑA',
        address: 'URDESA CENTRAL',
      },
      number: '003-104-000601354',
      issueDate: '2021-06-23',
      subtotalCents: 11016,
      discountCents: 0,
      tipCents: 0,
      totalCents: 12338,
      taxes: [
        { code: '2', rateCode: '2', rate: 12, baseCents: 11016, valueCents: 1322 },
        { code: '2', rateCode: '0', rate: null, baseCents: 0, valueCents: 0 },
      ],
      payments: [{ method: '01', totalCents: 12338, term: 0, timeUnit: 'dias' }],
      modifies: null,
      buyerEmail: 'compras@perezehijos.ec',
      buyerPhone: '042881234',
    });
    expect(doc.lines).toEqual([
      {
        mainCode: '0123',
        auxiliaryCode: '7861234500012',
        description: 'DESINFECTANTE 1 GALON',
        unit: 'C',
        quantity: 2,
        unitPrice: 25.075,
        discountCents: 0,
        subtotalCents: 5015,
        taxes: [{ code: '2', rateCode: '2', rate: 12, baseCents: 5015, valueCents: 602 }],
        additional: [{ name: 'Unidad', value: 'C' }],
      },
      {
        mainCode: '001',
        auxiliaryCode: null,
        description: 'CLORO GRANULADO 5 KG',
        unit: null,
        quantity: 3,
        unitPrice: 20,
        discountCents: 0,
        subtotalCents: 6000,
        taxes: [{ code: '2', rateCode: '2', rate: 12, baseCents: 6000, valueCents: 720 }],
        additional: [],
      },
    ]);
    expect(doc.additional.map((entry) => entry.name)).toEqual(['Dirección', 'E-mail', 'Teléfono']);
  });

  it('reads all four factura versions, from a Buffer with a BOM too', () => {
    for (const version of ['1.0.0', '1.1.0', '2.0.0', '2.1.0']) {
      const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(factura(version))]);
      expect(readSriXml(bytes).version).toBe(version);
    }
  });

  it('rounds amounts of more than two decimals half-up to exact cents, quantities to six decimals', () => {
    const xml = factura()
      .replace('<precioTotalSinImpuesto>50.15<', '<precioTotalSinImpuesto>50.145<')
      .replace('<cantidad>2.000000<', '<cantidad>2.0000005<')
      .replace('<precioUnitario>20.000000<', '<precioUnitario>0.1<');
    const doc = readSriXml(xml);
    expect(doc.lines[0]?.subtotalCents).toBe(5015);
    expect(doc.lines[0]?.quantity).toBe(2.000001);
    expect(doc.lines[1]?.unitPrice).toBe(0.1);
  });

  it('leaves an entity no DTD could declare as written, decoding only the XML ones', () => {
    const doc = readSriXml(factura().replace('QUIMIPAC', 'QUIMI&x;PAC &lt;&#x41;&gt;'));
    expect(doc.issuer.tradeName).toBe('QUIMI&x;PAC <A>');
  });

  it('finds the buyer e-mail and phone whatever the issuer named them', () => {
    const withFields = (fields: [string, string][]) =>
      readSriXml(
        factura().replace(
          /<infoAdicional>[\s\S]*<\/infoAdicional>/,
          `<infoAdicional>${fields.map(([name, value]) => `<campoAdicional nombre="${name}">${value}</campoAdicional>`).join('')}</infoAdicional>`,
        ),
      );
    expect(
      withFields([
        ['EMAIL', 'a@b.ec'],
        ['telefono', '042 881 234'],
      ]),
    ).toMatchObject({
      buyerEmail: 'a@b.ec',
      buyerPhone: '042 881 234',
    });
    expect(
      withFields([
        ['Correo electrónico', 'c@d.ec'],
        ['Phone', '(04) 2881234'],
      ]),
    ).toMatchObject({
      buyerEmail: 'c@d.ec',
      buyerPhone: '(04) 2881234',
    });
    expect(
      withFields([
        ['Teléfono celular', '0991234567'],
        ['correo', 'N/A'],
        ['E-Mail', 'e@f.ec'],
      ]),
    ).toMatchObject({ buyerEmail: 'e@f.ec', buyerPhone: '0991234567' });
    expect(withFields([['Observación', 'Entregar en bodega']])).toMatchObject({
      buyerEmail: null,
      buyerPhone: null,
    });
  });
});

describe('readSriXml: wrappers', () => {
  it('reads the authorisation wrapper with the comprobante in CDATA', () => {
    const doc = readSriXml(cdataWrapper(factura()));
    expect(doc.authorization).toEqual({
      number: KEY,
      authorizedAt: '2021-06-23T19:06:33.000Z',
      status: 'AUTORIZADO',
    });
    expect(doc.totalCents).toBe(12338);
  });

  it('accepts a BOM, an inner declaration with spaces and single quotes, and a dd/mm/yyyy date', () => {
    const inner = factura().replace(
      /^<\?xml[^>]*\?>/,
      "<?xml version = '1.0' encoding = 'UTF-8'?>",
    );
    const doc = readSriXml(`\uFEFF${cdataWrapper(inner, 'AUTORIZADO', '23/06/2021 14:06:33')}`);
    expect(doc.authorization?.authorizedAt).toBe('2021-06-23T19:06:33.000Z');
    expect(doc.number).toBe('003-104-000601354');
  });

  it('gives a null date when fechaAutorizacion cannot be read', () => {
    expect(
      readSriXml(cdataWrapper(factura(), 'AUTORIZADO', 'ayer')).authorization?.authorizedAt,
    ).toBeNull();
  });

  it('reads the SOAP answer of the web service, the comprobante as escaped text', () => {
    const doc = readSriXml(soapAnswer({ estado: 'AUTORIZADO', comprobante: factura() }));
    expect(doc.authorization?.authorizedAt).toBe('2021-06-23T19:06:33.000Z');
    expect(doc.buyer.name).toBe('PEREZ & HIJOS ZOÑA');
    expect(doc.lines).toHaveLength(2);
  });

  it('takes the authorised attempt when the answer lists several', () => {
    const doc = readSriXml(
      soapAnswer(
        { estado: 'NO AUTORIZADO', comprobante: factura() },
        { estado: 'AUTORIZADO', comprobante: factura() },
      ),
    );
    expect(doc.authorization?.status).toBe('AUTORIZADO');
  });

  it('refuses an answer of the web service without any authorisation', () => {
    expectRefused(soapAnswer(), 'not-authorized', /no trae ninguna autorización/);
  });

  it('reads a file saved again as UTF-16 or Latin-1', () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(factura(), 'utf16le')]);
    expect(readSriXml(utf16).buyer.name).toBe('PEREZ & HIJOS ZOÑA');
    const latin1 = factura()
      .replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
      .replace('>URDESA CENTRAL</campoAdicional>', '>Ñandú</campoAdicional>');
    expect(readSriXml(Buffer.from(latin1, 'latin1')).additional[0]?.value).toBe('Ñandú');
  });

  it('reads a file without declaration that is not UTF-8 as Windows-1252, never with �', () => {
    const bare = factura()
      .replace(/^<\?xml[^>]*\?>\s*/, '')
      .replace('DISTRIBUIDORA QUIMICA', 'DISTRIBUIDORA QUÍMICA “ÑANDÚ”');
    const windows = Buffer.from(bare.replace('“', '\u0093').replace('”', '\u0094'), 'latin1');
    expect(readSriXml(windows).issuer.name).toBe('DISTRIBUIDORA QUÍMICA “ÑANDÚ” DEL PACIFICO S.A.');
    // A declaration without encoding says UTF-8 by default: the same bytes read the same.
    const declared = Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), windows]);
    expect(readSriXml(declared).issuer.name).toBe(
      'DISTRIBUIDORA QUÍMICA “ÑANDÚ” DEL PACIFICO S.A.',
    );
    // UTF-8 stays UTF-8.
    expect(readSriXml(Buffer.from(bare)).issuer.name).toBe(
      'DISTRIBUIDORA QUÍMICA “ÑANDÚ” DEL PACIFICO S.A.',
    );
    // A file that says UTF-8 and is not is refused rather than read with replacement characters.
    const lying = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n'), windows]);
    expectRefused(lying, 'malformed', /dice estar en UTF-8 pero tiene caracteres que no lo son/);
  });

  it('refuses a wrapper that is not AUTORIZADO', () => {
    expectRefused(
      cdataWrapper(factura(), 'NO AUTORIZADO'),
      'not-authorized',
      'El comprobante no está autorizado por el SRI (estado: NO AUTORIZADO)',
    );
    expectRefused(
      soapAnswer({ estado: 'EN PROCESO', comprobante: factura() }),
      'not-authorized',
      /EN PROCESO/,
    );
  });
});

describe('readSriXml: nota de crédito', () => {
  it('reads versions 1.0.0 and 1.1.0 with what they modify and the buyer', () => {
    for (const version of ['1.0.0', '1.1.0']) {
      const doc = readSriXml(notaCredito(version));
      expect(doc).toMatchObject({
        kind: 'notaCredito',
        version,
        accessKey: NC_KEY,
        number: '003-104-000000045',
        issueDate: '2021-07-15',
        buyer: {
          identificationType: '04',
          identification: '0991234567001',
          name: 'LIMPIEZA TOTAL CIA. LTDA.',
          address: null,
        },
        subtotalCents: 2508,
        discountCents: 0,
        totalCents: 2809,
        taxes: [{ code: '2', rateCode: '2', rate: null, baseCents: 2508, valueCents: 301 }],
        payments: [],
        modifies: {
          documentCode: '01',
          number: '003-104-000601354',
          issueDate: '2021-06-23',
          reason: 'DEVOLUCION DE MERCADERIA',
        },
        buyerEmail: 'pagos@limpiezatotal.ec',
        buyerPhone: '0991234567',
      });
      expect(doc.lines[0]).toMatchObject({
        mainCode: '0123',
        auxiliaryCode: '7861234500012',
        unitPrice: 25.075,
      });
    }
  });

  it('checks valorModificacion against the totals', () => {
    expectRefused(
      notaCredito().replace('<valorModificacion>28.09', '<valorModificacion>30.00'),
      'totals-mismatch',
      'El valor de la modificación ($30,00) no coincide con el total sin impuestos más impuestos ($28,09)',
    );
  });
});

describe('readSriXml: refusals', () => {
  it('refuses a DOCTYPE with an external entity (XXE) before parsing', () => {
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE factura [<!ENTITY x SYSTEM "file:///etc/passwd">]>
<factura id="comprobante" version="1.1.0"><infoTributaria><razonSocial>&x;</razonSocial></infoTributaria></factura>`;
    expectRefused(
      xxe,
      'unsafe',
      'El archivo declara un DOCTYPE o entidades: por seguridad no se lee',
    );
    expectRefused(xxe.replace('<!DOCTYPE', '<!doctype'), 'unsafe');
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses billion laughs at once', () => {
    const parse = vi.spyOn(XMLParser.prototype, 'parse');
    const levels = Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`,
    ).join('\n');
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol0 "lol">
${levels}]>
<factura id="comprobante" version="1.1.0"><infoTributaria><razonSocial>&lol9;</razonSocial></infoTributaria></factura>`;
    const started = performance.now();
    expectRefused(bomb, 'unsafe');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parse).not.toHaveBeenCalled();
  });

  it('refuses a DOCTYPE hidden in the escaped comprobante of a wrapper', () => {
    const inner = `<!DOCTYPE factura [<!ENTITY x SYSTEM "file:///etc/passwd">]>${factura().replace('QUIMIPAC', '&x;')}`;
    expectRefused(soapAnswer({ estado: 'AUTORIZADO', comprobante: inner }), 'unsafe');
  });

  it('refuses files over 2 MB, as text or bytes', () => {
    const big = factura().replace(
      '</factura>',
      `<!--${'x'.repeat(SRI_XML_MAX_BYTES)}--></factura>`,
    );
    expectRefused(big, 'unsafe', /2 MB/);
    expectRefused(Buffer.from(big), 'unsafe');
  });

  it('names the other comprobante types it does not import', () => {
    const other = (root: string) =>
      `<?xml version="1.0"?><${root} id="comprobante" version="1.0.0"><infoTributaria/></${root}>`;
    expectRefused(
      other('comprobanteRetencion'),
      'unsupported-type',
      'Es un comprobante de retención: solo se importan facturas y notas de crédito',
    );
    expectRefused(other('notaDebito'), 'unsupported-type', /^Es una nota de débito/);
    expectRefused(other('liquidacionCompra'), 'unsupported-type', /^Es una liquidación de compra/);
    expectRefused(
      cdataWrapper(other('guiaRemision')),
      'unsupported-type',
      /^Es una guía de remisión/,
    );
    expectRefused('<pedido><numero>1</numero></pedido>', 'unsupported-type', /elemento «pedido»/);
    expectRefused(factura('3.0.0'), 'unsupported-type', /versión 3.0.0/);
    expectRefused(notaCredito('2.1.0'), 'unsupported-type', /versión 2.1.0 de nota de crédito/);
  });

  it('refuses what is not XML or lacks a required element, naming it', () => {
    expectRefused('factura;total\n1;2', 'malformed', 'El archivo no es un XML válido');
    expectRefused('', 'malformed');
    expectRefused('<<<>>>', 'malformed');
    const wrapped = cdataWrapper(factura());
    expectRefused(
      wrapped.slice(0, wrapped.length - 40),
      'malformed',
      /^El archivo no es un XML válido \(error en la línea \d+\)$/,
    );
    expectRefused(factura().replace('</infoTributaria>', ''), 'malformed', /no es un XML válido/);
    expectRefused(
      factura().replace(/<claveAcceso>\d+<\/claveAcceso>/, ''),
      'malformed',
      'Falta infoTributaria/claveAcceso',
    );
    expectRefused(
      factura().replace('<importeTotal>123.38</importeTotal>', ''),
      'malformed',
      'Falta infoFactura/importeTotal',
    );
    expectRefused(
      factura().replace(/<detalles>[\s\S]*<\/detalles>/, ''),
      'malformed',
      'Falta detalles',
    );
    expectRefused(
      factura().replace('<descuento>0.00</descuento>', ''),
      'malformed',
      'Falta detalles/detalle[1]/descuento',
    );
    expectRefused(
      factura().replace('<importeTotal>123.38<', '<importeTotal>123,38<'),
      'malformed',
      'infoFactura/importeTotal no es un número válido («123,38»)',
    );
    expectRefused(
      factura().replace('<fechaEmision>23/06/2021<', '<fechaEmision>2021-06-23<'),
      'malformed',
      /fecha/,
    );
    expectRefused(factura().replace(' version="1.1.0"', ''), 'malformed', /atributo version/);
    expectRefused(factura().replace('<codDoc>01<', '<codDoc>04<'), 'malformed', /codDoc/);
    expectRefused(cdataWrapper(''), 'malformed', 'Falta autorizacion/comprobante');
  });

  it('refuses the characters XML forbids, raw or as a reference, naming where', () => {
    const withNul = factura().replace(
      '<razonSocial>DISTRIBUIDORA',
      '<razonSocial>DISTRIBUIDORA\u0000',
    );
    expectRefused(withNul, 'malformed', /carácter que el XML no admite \(U\+0000, en la línea 6\)/);
    expectRefused(Buffer.from(withNul), 'malformed', /U\+0000/);
    expectRefused(factura().replace('QUIMIPAC', 'QUIMI\u0007PAC'), 'malformed', /U\+0007/);
    // A reference to one is left as written, never turned into the character itself.
    const referenced = readSriXml(factura().replace('QUIMIPAC', 'QUIMI&#1;PAC&#xD800;'));
    expect(referenced.issuer.tradeName).toBe('QUIMI&#1;PAC&#xD800;');
  });

  it('refuses text longer than the SRI schema allows', () => {
    const long = 'A'.repeat(1_900_000);
    expectRefused(
      factura().replace('DISTRIBUIDORA QUIMICA DEL PACIFICO S.A.', long),
      'malformed',
      'razonSocial tiene 1.900.000 caracteres; el SRI admite 300',
    );
    expectRefused(
      factura().replace('PEREZ &amp; HIJOS', 'B'.repeat(301)),
      'malformed',
      /razonSocialComprador tiene 306 caracteres; el SRI admite 300/,
    );
    expectRefused(
      factura().replace('>URDESA CENTRAL</campoAdicional>', `>${'C'.repeat(301)}</campoAdicional>`),
      'malformed',
      /el SRI admite 300/,
    );
    // Exactly the limit is read, accents counted as one character each.
    const atLimit = 'Ñ'.repeat(300);
    expect(
      readSriXml(factura().replace('DISTRIBUIDORA QUIMICA DEL PACIFICO S.A.', atLimit)).issuer.name,
    ).toBe(atLimit);
  });

  it('refuses amounts and quantities with more whole digits than the SRI schema allows', () => {
    expectRefused(
      factura().replace('<importeTotal>123.38<', '<importeTotal>1234567890123.38<'),
      'malformed',
      'infoFactura/importeTotal tiene 13 cifras enteras; el SRI admite 12',
    );
    const quantity = /<cantidad>[^<]+</.exec(factura())![0];
    expectRefused(
      factura().replace(quantity, '<cantidad>100000000000000<'),
      'malformed',
      /detalles\/detalle\[1\]\/cantidad tiene 15 cifras enteras; el SRI admite 12/,
    );
    // Leading zeros are no digits.
    expect(
      readSriXml(factura().replace(quantity, '<cantidad>0000000000000003.000000<')).lines[0]!
        .quantity,
    ).toBe(3);
  });

  it('refuses an access key with a wrong check digit', () => {
    expectRefused(
      factura().replaceAll(KEY, `${KEY.slice(0, 48)}7`),
      'bad-access-key',
      /dígito verificador/,
    );
    expectRefused(factura().replaceAll(KEY, KEY.slice(1)), 'bad-access-key', /49 dígitos/);
  });

  it('refuses an access key that does not match the document, saying what differs', () => {
    expectRefused(
      factura().replace('<secuencial>000601354<', '<secuencial>000601355<'),
      'bad-access-key',
      'La clave de acceso no corresponde al comprobante: secuencial 000601354 en la clave, 000601355 en el comprobante',
    );
    const error = refusal(
      factura()
        .replace('<fechaEmision>23/06/2021<', '<fechaEmision>24/06/2021<')
        .replace('<ruc>0907083844001<', '<ruc>0907083844002<')
        .replace('<estab>003<', '<estab>001<'),
    );
    expect(error.reason).toBe('bad-access-key');
    expect(error.message).toContain('fecha 23/06/2021 en la clave, 24/06/2021 en el comprobante');
    expect(error.message).toContain(
      'RUC 0907083844001 en la clave, 0907083844002 en el comprobante',
    );
    expect(error.message).toContain('serie 003104 en la clave, 001104 en el comprobante');
  });

  it('refuses totals that do not add up, showing both figures', () => {
    expectRefused(
      factura()
        .replace('<totalSinImpuestos>110.16<', '<totalSinImpuestos>110.15<')
        .replace('<precioTotalSinImpuesto>60.00<', '<precioTotalSinImpuesto>60.15<'),
      'totals-mismatch',
      'La suma de las líneas ($110,30) no coincide con el total sin impuestos ($110,15)',
    );
    expectRefused(
      factura().replace('<importeTotal>123.38<', '<importeTotal>123.50<'),
      'totals-mismatch',
      'El importe total ($123,50) no coincide con el total sin impuestos más impuestos y propina ($123,38)',
    );
    // A cent of drift is what real files carry.
    expect(
      readSriXml(factura().replace('<importeTotal>123.38<', '<importeTotal>123.39<')).totalCents,
    ).toBe(12339);
  });
});

const SALE: SriDocumentInput = {
  kind: 'factura',
  issuer: {
    ruc: '0990012345001',
    name: 'Químicos & Cía. <Quimia> S.A.',
    tradeName: 'Quimia',
    address: 'Av. 9 de Octubre 100, Guayaquil',
    keepsAccounts: true,
  },
  establishment: '001',
  emissionPoint: '002',
  sequential: 1234,
  issueDate: '2025-03-14',
  buyer: {
    identificationType: '05',
    identification: '0912345678',
    name: 'Ana "Pérez" Zúñiga',
    address: 'Calle 1',
  },
  lines: [
    {
      code: '0123',
      auxiliaryCode: 'AUX-1',
      description: 'Ácido cítrico 1 kg',
      unit: 'kg',
      quantity: 2.5,
      unitPrice: 3.333333,
      discountCents: 10,
      ivaRateCode: '4',
    },
    { code: '002', description: 'Flete ]]> local', quantity: 1, unitPrice: 5, ivaRateCode: '0' },
    { description: 'Guantes de nitrilo', quantity: 3, unitPrice: 1.255, ivaRateCode: '4' },
  ],
  tipCents: 50,
  payments: [{ method: '19', totalCents: 500, term: 30, timeUnit: 'dias' }, { method: '01' }],
  buyerEmail: 'ana@example.com',
  buyerPhone: '0991234567',
  additional: [{ name: 'Vendedor', value: 'Luis' }],
};

describe('writeSriXml and readSriXml round trips', () => {
  const versions: SriFacturaVersion[] = ['1.0.0', '1.1.0', '2.0.0', '2.1.0'];
  for (const version of versions) {
    for (const wrapper of [false, 'cdata', 'escaped'] as const) {
      it(`factura ${version}, wrapper ${wrapper || 'none'}`, () => {
        const xml = writeSriXml({ ...SALE, version }, { wrapper });
        const doc = readSriXml(xml);
        const sixDecimals = version === '1.1.0' || version === '2.1.0';
        expect(/precioUnitario(>|&gt;)3\.333333/.test(xml)).toBe(sixDecimals);
        expect(doc).toMatchObject({
          kind: 'factura',
          version,
          environment: '2',
          number: '001-002-000001234',
          issueDate: '2025-03-14',
          issuer: {
            ruc: '0990012345001',
            name: 'Químicos & Cía. <Quimia> S.A.',
            tradeName: 'Quimia',
          },
          buyer: {
            identificationType: '05',
            identification: '0912345678',
            name: 'Ana "Pérez" Zúñiga',
            address: 'Calle 1',
          },
          tipCents: 50,
          buyerEmail: 'ana@example.com',
          buyerPhone: '0991234567',
        });
        expect(doc.authorization).toEqual(
          wrapper
            ? {
                number: doc.accessKey,
                authorizedAt: '2025-03-14T15:00:00.000Z',
                status: 'AUTORIZADO',
              }
            : null,
        );
        const [first, second, third] = doc.lines;
        expect(first).toMatchObject({
          mainCode: '0123',
          auxiliaryCode: 'AUX-1',
          description: 'Ácido cítrico 1 kg',
          unit: 'kg',
          quantity: 2.5,
          unitPrice: sixDecimals ? 3.333333 : 3.33,
          discountCents: 10,
          subtotalCents: sixDecimals ? 823 : 823,
        });
        expect(second).toMatchObject({
          mainCode: '002',
          description: 'Flete ]]> local',
          subtotalCents: 500,
        });
        expect(third).toMatchObject({
          unitPrice: sixDecimals ? 1.255 : 1.26,
          subtotalCents: sixDecimals ? 377 : 378,
        });
        const taxed = 823 + (sixDecimals ? 377 : 378);
        expect(doc.subtotalCents).toBe(taxed + 500);
        expect(doc.discountCents).toBe(10);
        expect(doc.taxes).toEqual([
          {
            code: '2',
            rateCode: '4',
            rate: 15,
            baseCents: taxed,
            valueCents: Math.round(taxed * 0.15),
          },
          { code: '2', rateCode: '0', rate: 0, baseCents: 500, valueCents: 0 },
        ]);
        expect(doc.totalCents).toBe(doc.subtotalCents + Math.round(taxed * 0.15) + 50);
        expect(doc.payments).toEqual([
          { method: '19', totalCents: 500, term: 30, timeUnit: 'dias' },
          { method: '01', totalCents: doc.totalCents - 500, term: null, timeUnit: null },
        ]);
        expect(doc.additional).toEqual([
          { name: 'Email', value: 'ana@example.com' },
          { name: 'Teléfono', value: '0991234567' },
          { name: 'Vendedor', value: 'Luis' },
        ]);
      });
    }
  }

  it('writes a nota de crédito 1.1.0 that reads back', () => {
    const input: SriDocumentInput = {
      ...SALE,
      kind: 'notaCredito',
      sequential: 7,
      issueDate: '2025-04-02',
      lines: [
        {
          code: '0123',
          description: 'Ácido cítrico 1 kg',
          quantity: 1,
          unitPrice: 3.333333,
          ivaRateCode: '4',
        },
      ],
      modifies: {
        documentCode: '01',
        number: '001-002-000001234',
        issueDate: '2025-03-14',
        reason: 'Devolución',
      },
    };
    for (const wrapper of [false, 'cdata', 'escaped'] as const) {
      const doc = readSriXml(
        writeSriXml(input, { wrapper, authorizedAt: '2025-04-02T09:30:00-05:00' }),
      );
      expect(doc).toMatchObject({
        kind: 'notaCredito',
        version: '1.1.0',
        number: '001-002-000000007',
        subtotalCents: 333,
        totalCents: 383,
        tipCents: 0,
        payments: [],
        modifies: {
          documentCode: '01',
          number: '001-002-000001234',
          issueDate: '2025-03-14',
          reason: 'Devolución',
        },
      });
      expect(doc.lines[0]).toMatchObject({
        mainCode: '0123',
        unitPrice: 3.333333,
        subtotalCents: 333,
      });
      if (wrapper) expect(doc.authorization?.authorizedAt).toBe('2025-04-02T14:30:00.000Z');
    }
    const xml = writeSriXml(input);
    expect(xml).toMatch(/<notaCredito id="comprobante" version="1.1.0">/);
    const positions = [
      'fechaEmision',
      'tipoIdentificacionComprador',
      'razonSocialComprador',
      'identificacionComprador',
      'obligadoContabilidad',
      'codDocModificado',
      'numDocModificado',
      'fechaEmisionDocSustento',
      'totalSinImpuestos',
      'valorModificacion',
      'moneda',
      'totalConImpuestos',
      'motivo',
      'detalles',
      'codigoInterno',
      'descripcion',
      'cantidad',
      'precioUnitario',
      'descuento',
      'precioTotalSinImpuesto',
      'impuestos',
      'infoAdicional',
    ].map((tag) => xml.indexOf(`<${tag}>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(xml).not.toContain('<propina>');
    expect(xml).not.toContain('<pagos>');
  });

  it('writes the comprobante with id="comprobante", in XSD order, the same bytes every time', () => {
    const xml = writeSriXml(SALE);
    expect(xml).toBe(writeSriXml(SALE));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><factura id="comprobante" version="1.1.0">/,
    );
    const order = (tags: string[]) => tags.map((tag) => xml.indexOf(`<${tag}>`));
    const infoTributaria = order([
      'ambiente',
      'tipoEmision',
      'razonSocial',
      'nombreComercial',
      'ruc',
      'claveAcceso',
      'codDoc',
      'estab',
      'ptoEmi',
      'secuencial',
      'dirMatriz',
    ]);
    const infoFactura = order([
      'fechaEmision',
      'obligadoContabilidad',
      'tipoIdentificacionComprador',
      'razonSocialComprador',
      'identificacionComprador',
      'direccionComprador',
      'totalSinImpuestos',
      'totalDescuento',
      'totalConImpuestos',
      'propina',
      'importeTotal',
      'moneda',
      'pagos',
      'detalles',
      'infoAdicional',
    ]);
    const detalle = order([
      'codigoPrincipal',
      'codigoAuxiliar',
      'descripcion',
      'cantidad',
      'precioUnitario',
      'descuento',
      'precioTotalSinImpuesto',
      'detallesAdicionales',
      'impuestos',
    ]);
    for (const positions of [infoTributaria, infoFactura, detalle]) {
      expect(positions.every((position) => position > 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    }
    expect(xml).toContain('<razonSocial>Químicos &amp; Cía. &lt;Quimia&gt; S.A.</razonSocial>');
    expect(writeSriXml(SALE, { wrapper: 'escaped' })).toContain('<comprobante>&lt;?xml version=');
  });

  it('reads 2,000 writer-made invoices', () => {
    const versions: SriFacturaVersion[] = ['1.0.0', '1.1.0', '2.0.0', '2.1.0'];
    const wrappers = [false, 'cdata', 'escaped'] as const;
    let totalCents = 0;
    for (let i = 0; i < 2000; i++) {
      const xml = writeSriXml(
        {
          ...SALE,
          version: versions[i % 4],
          sequential: i + 1,
          issueDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
          lines: SALE.lines.map((line, j) => ({ ...line, quantity: ((i + j) % 7) + 1 })),
          payments: undefined,
        },
        { wrapper: wrappers[i % 3] },
      );
      totalCents += readSriXml(xml).totalCents;
    }
    expect(totalCents).toBeGreaterThan(0);
  });
});
