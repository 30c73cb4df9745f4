import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildAccessKey } from '@quimia/contracts';
import { DOMParser } from '@xmldom/xmldom';
import { XMLBuilder } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_NS,
  SRI_ANSWER_CODES,
  startSriPeer,
  type SriPeer,
} from '../../../test/sri-peer';
import {
  askAuthorization,
  authorizedXml,
  SRI_ANSWER_MAX_BYTES,
  sendDocument,
  SriRequestError,
  SriUnavailableError,
  type SriAuthorization,
} from './sri-client';
import { sriEndpoints } from './sri-endpoints';
import { isoWithOffset } from './sri-soap';

let peer: SriPeer;
beforeAll(async () => {
  peer = await startSriPeer();
});
afterAll(async () => {
  await peer.close();
});

let sequential = 0;
/** A fresh access key: the peer refuses a key sent twice, as the SRI does. */
function newKey(environment: '1' | '2' = '1') {
  sequential += 1;
  return buildAccessKey({
    issueDate: '2026-11-28',
    documentCode: '01',
    ruc: '1790012345001',
    environment,
    establishment: '001',
    emissionPoint: '001',
    sequential: String(sequential).padStart(9, '0'),
    numericCode: '12345678',
    emissionType: '1',
  });
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' });

/** A factura as the signer leaves it, with the texts that trip up escaping. */
function signedFactura(accessKey: string, environment: '1' | '2' = '1') {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    factura: {
      '@id': 'comprobante',
      '@version': '1.1.0',
      infoTributaria: {
        ambiente: environment,
        tipoEmision: '1',
        razonSocial: 'Químicos Ñandú & Cía. <S.A.> "la mejor"',
        ruc: '1790012345001',
        claveAcceso: accessKey,
        codDoc: '01',
      },
      infoFactura: { fechaEmision: '28/11/2026', importeTotal: '115.00' },
      'ds:Signature': {
        '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
        'ds:SignatureValue': 'c2lnbmF0dXJl\nbGluZXM=',
      },
    },
  })}`;
}

const unavailable = (reason: string) =>
  expect.objectContaining({
    name: 'SriUnavailableError',
    reason,
    retryable: true,
    message: expect.stringMatching(/^El SRI no responde: /),
  });

describe('sriEndpoints', () => {
  it('points at celcer for pruebas and cel for producción, unless configured otherwise', () => {
    expect(sriEndpoints('pruebas')).toEqual({
      reception:
        'https://celcer.sri.gob.ec/comprobantes-electronicos-ws/RecepcionComprobantesOffline',
      authorization:
        'https://celcer.sri.gob.ec/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    });
    expect(sriEndpoints('produccion', {}).authorization).toBe(
      'https://cel.sri.gob.ec/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    );
    expect(
      sriEndpoints('produccion', { reception: peer.receptionUrl, authorization: undefined }),
    ).toEqual({
      reception: peer.receptionUrl,
      authorization:
        'https://cel.sri.gob.ec/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    });
  });
});

describe('sending a document and asking for its authorisation', () => {
  it('is RECIBIDA, then AUTORIZADO with the very document sent', async () => {
    const key = newKey();
    const xml = signedFactura(key);
    expect(await sendDocument(peer.receptionUrl, xml)).toEqual({ state: 'RECIBIDA', messages: [] });
    expect(peer.received.at(-1)).toEqual({ accessKey: key, xml });

    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations).toEqual([
      {
        state: 'AUTORIZADO',
        number: key,
        authorizedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-05:00$/),
        environment: 'PRUEBAS',
        document: xml,
        messages: [],
      },
    ]);
  });

  it('says PRODUCCIÓN for a document of producción', async () => {
    const key = newKey('2');
    await sendDocument(peer.receptionUrl, signedFactura(key, '2'));
    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations[0]?.environment).toBe('PRODUCCIÓN');
  });

  it.each([
    SRI_ANSWER_CODES.structure,
    SRI_ANSWER_CODES.keyRegistered,
    SRI_ANSWER_CODES.sequentialRegistered,
    SRI_ANSWER_CODES.keyInProcess,
  ])('reads DEVUELTA $identifier $message with its reason', async (code) => {
    const key = newKey();
    peer.script(key, [
      { kind: 'devuelta', ...code, additionalInfo: 'Detalle del SRI', type: 'ERROR' },
    ]);
    expect(await sendDocument(peer.receptionUrl, signedFactura(key))).toEqual({
      state: 'DEVUELTA',
      messages: [
        {
          identifier: code.identifier,
          message: code.message,
          additionalInfo: 'Detalle del SRI',
          type: 'ERROR',
        },
      ],
    });
  });

  it('is DEVUELTA 43 when the same key is sent again', async () => {
    const key = newKey();
    await sendDocument(peer.receptionUrl, signedFactura(key));
    const again = await sendDocument(peer.receptionUrl, signedFactura(key));
    expect(again.state).toBe('DEVUELTA');
    expect(again.messages.map((message) => message.identifier)).toEqual(['43']);
  });

  it('is DEVUELTA 35 when what is sent is not a comprobante', async () => {
    const answer = await sendDocument(peer.receptionUrl, '<factura><sin-cerrar></factura>');
    expect(answer).toEqual({
      state: 'DEVUELTA',
      messages: [expect.objectContaining({ identifier: '35', additionalInfo: expect.any(String) })],
    });
  });

  it('reads NO AUTORIZADO with its reason and the document the SRI holds', async () => {
    const key = newKey();
    const xml = signedFactura(key);
    await sendDocument(peer.receptionUrl, xml);
    peer.script(key, [{ kind: 'no-autorizado', ...SRI_ANSWER_CODES.invalidSignature }]);
    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations).toEqual([
      expect.objectContaining({
        state: 'NO AUTORIZADO',
        number: null,
        document: xml,
        messages: [
          { identifier: '39', message: 'FIRMA INVALIDA', additionalInfo: null, type: 'ERROR' },
        ],
      }),
    ]);
  });

  it('reads EN PROCESO', async () => {
    const key = newKey();
    await sendDocument(peer.receptionUrl, signedFactura(key));
    peer.script(key, [{ kind: 'en-proceso' }]);
    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations.map((authorization) => authorization.state)).toEqual(['EN PROCESO']);
  });

  it('finds no authorisation for a key never received, nor while the SRI has none yet', async () => {
    expect(await askAuthorization(peer.authorizationUrl, newKey())).toEqual({
      authorizations: [],
    });
    const key = newKey();
    await sendDocument(peer.receptionUrl, signedFactura(key));
    peer.script(key, [{ kind: 'not-found' }]);
    expect(await askAuthorization(peer.authorizationUrl, key)).toEqual({ authorizations: [] });
    // Asked again, the SRI has authorised it.
    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations[0]?.state).toBe('AUTORIZADO');
  });

  it('reads every authorisation of an answer, whichever way the SRI wrote the document', async () => {
    const key = newKey();
    const document = '<factura id="comprobante"><razonSocial>A &amp; B</razonSocial></factura>';
    // The shapes of real answers: a 2015 one (37-digit number, milliseconds), a 2014 file's date,
    // the comprobante escaped or in CDATA.
    peer.script(key, [
      {
        kind: 'raw',
        body: `<?xml version="1.0" encoding="UTF-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<ns2:autorizacionComprobanteResponse xmlns:ns2="${AUTHORIZATION_NS}">
<RespuestaAutorizacionComprobante>
  <claveAccesoConsultada>${key}</claveAccesoConsultada>
  <numeroComprobantes>2</numeroComprobantes>
  <autorizaciones>
    <autorizacion>
      <estado>NO AUTORIZADO</estado>
      <fechaAutorizacion>23/06/2014 14:06:33</fechaAutorizacion>
      <ambiente>PRODUCCION</ambiente>
      <comprobante><![CDATA[${document}]]></comprobante>
      <mensajes><mensaje><identificador>65</identificador><mensaje>FECHA EMISIÓN EXTEMPORANEA</mensaje><tipo>ERROR</tipo></mensaje></mensajes>
    </autorizacion>
    <autorizacion>
      <estado>AUTORIZADO</estado>
      <numeroAutorizacion>0706201512424111900022130016097370826</numeroAutorizacion>
      <fechaAutorizacion>2015-06-07T12:42:41.700-05:00</fechaAutorizacion>
      <ambiente>PRODUCCIÓN</ambiente>
      <comprobante>&lt;factura id="comprobante"&gt;&lt;razonSocial&gt;A &amp;amp; B&lt;/razonSocial&gt;&lt;/factura&gt;</comprobante>
      <mensajes/>
    </autorizacion>
  </autorizaciones>
</RespuestaAutorizacionComprobante>
</ns2:autorizacionComprobanteResponse></soap:Body></soap:Envelope>`,
      },
    ]);
    const { authorizations } = await askAuthorization(peer.authorizationUrl, key);
    expect(authorizations).toEqual([
      {
        state: 'NO AUTORIZADO',
        number: null,
        authorizedAt: '2014-06-23T14:06:33-05:00',
        environment: 'PRODUCCION',
        document,
        messages: [
          {
            identifier: '65',
            message: 'FECHA EMISIÓN EXTEMPORANEA',
            additionalInfo: null,
            type: 'ERROR',
          },
        ],
      },
      {
        state: 'AUTORIZADO',
        number: '0706201512424111900022130016097370826',
        authorizedAt: '2015-06-07T12:42:41.700-05:00',
        environment: 'PRODUCCIÓN',
        document,
        messages: [],
      },
    ]);
  });

  it('refuses an access key that is not one, without calling the SRI', async () => {
    const calls = peer.calls.length;
    const key = newKey();
    const wrong = `${key.slice(0, 48)}${(Number(key[48]) + 1) % 10}`;
    for (const accessKey of [wrong, '123', `${key}</claveAccesoComprobante>`]) {
      await expect(askAuthorization(peer.authorizationUrl, accessKey)).rejects.toBeInstanceOf(
        SriRequestError,
      );
    }
    expect(peer.calls.length).toBe(calls);
  });
});

describe('fechaAutorizacion', () => {
  it.each([
    ['2019-07-15T11:04:34-05:00', '2019-07-15T11:04:34-05:00'],
    ['2015-06-07T12:42:41.700-05:00', '2015-06-07T12:42:41.700-05:00'],
    ['2026-11-28T15:00:00Z', '2026-11-28T15:00:00Z'],
    // Without an offset, or in a 2014 file's form, it is Ecuador's time.
    ['2019-07-15T11:04:34', '2019-07-15T11:04:34-05:00'],
    ['23/06/2014 14:06:33', '2014-06-23T14:06:33-05:00'],
    ['ayer', null],
    [null, null],
  ])('%s is %s', (raw, iso) => {
    expect(isoWithOffset(raw)).toBe(iso);
  });
});

describe('the authorised XML', () => {
  it('wraps the comprobante as the portal does, and reads back as it was', async () => {
    const key = newKey();
    const xml = signedFactura(key);
    await sendDocument(peer.receptionUrl, xml);
    const [authorization] = (await askAuthorization(peer.authorizationUrl, key)).authorizations;

    const wrapper = authorizedXml(authorization!, key);
    expect(wrapper).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?>/);
    expect(wrapper).toContain('<comprobante><![CDATA[<?xml');
    // Read with another library, as a buyer's system would.
    const root = new DOMParser().parseFromString(wrapper, 'text/xml').documentElement!;
    const field = (name: string) => root.getElementsByTagName(name)[0]?.textContent;
    expect(root.tagName).toBe('autorizacion');
    expect(field('estado')).toBe('AUTORIZADO');
    expect(field('numeroAutorizacion')).toBe(key);
    expect(field('fechaAutorizacion')).toBe(authorization!.authorizedAt);
    expect(field('ambiente')).toBe('PRUEBAS');
    expect(field('comprobante')).toBe(xml);
  });

  it('keeps a comprobante that holds a CDATA section of its own, and the messages', () => {
    const document =
      '<factura id="comprobante"><infoAdicional><campoAdicional nombre="Nota"><![CDATA[a]]>b]]></campoAdicional></infoAdicional></factura>';
    const authorization: SriAuthorization = {
      state: 'AUTORIZADO',
      number: null,
      authorizedAt: null,
      environment: 'PRODUCCIÓN',
      document,
      messages: [
        {
          identifier: '60',
          message: 'AMBIENTE <PRUEBAS> & más',
          additionalInfo: null,
          type: 'INFORMATIVO',
        },
      ],
    };
    const key = newKey();
    const root = new DOMParser().parseFromString(
      authorizedXml(authorization, key),
      'text/xml',
    ).documentElement!;
    expect(root.getElementsByTagName('comprobante')[0]?.textContent).toBe(document);
    expect(root.getElementsByTagName('numeroAutorizacion')[0]?.textContent).toBe(key);
    expect(root.getElementsByTagName('mensaje')[1]?.textContent).toBe('AMBIENTE <PRUEBAS> & más');
  });

  it('is refused for an authorisation without its comprobante', () => {
    const authorization: SriAuthorization = {
      state: 'EN PROCESO',
      number: null,
      authorizedAt: null,
      environment: null,
      document: null,
      messages: [],
    };
    expect(() => authorizedXml(authorization, newKey())).toThrow(SriRequestError);
  });
});

describe('when the SRI cannot be asked', () => {
  it('an HTTP 500 is SriUnavailableError, on either service', async () => {
    const key = newKey();
    peer.script(key, [{ kind: 'http-error', status: 500 }]);
    await expect(sendDocument(peer.receptionUrl, signedFactura(key))).rejects.toEqual(
      unavailable('http'),
    );
    peer.script(key, [{ kind: 'http-error', status: 503 }]);
    await expect(askAuthorization(peer.authorizationUrl, key)).rejects.toEqual(
      expect.objectContaining({
        reason: 'http',
        details: expect.objectContaining({ status: 503 }),
      }),
    );
  });

  it('a SOAP fault is SriUnavailableError carrying the fault for the log', async () => {
    const key = newKey();
    peer.script(key, [
      {
        kind: 'raw',
        status: 500,
        body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Fallo interno</faultstring></soap:Fault></soap:Body></soap:Envelope>',
      },
    ]);
    await expect(askAuthorization(peer.authorizationUrl, key)).rejects.toEqual(
      expect.objectContaining({
        reason: 'http',
        details: expect.objectContaining({ fault: 'Fallo interno' }),
      }),
    );
  });

  it('an answer never coming times out as SriUnavailableError', async () => {
    const key = newKey();
    peer.script(key, [{ kind: 'hang' }, { kind: 'hang' }]);
    await expect(
      sendDocument(peer.receptionUrl, signedFactura(key), { timeoutMs: 100 }),
    ).rejects.toEqual(unavailable('timeout'));
    await expect(askAuthorization(peer.authorizationUrl, key, { timeoutMs: 100 })).rejects.toEqual(
      unavailable('timeout'),
    );
  });

  it("the caller's own cancellation is the caller's, not the SRI's", async () => {
    const key = newKey();
    peer.script(key, [{ kind: 'hang' }]);
    const controller = new AbortController();
    const call = askAuthorization(peer.authorizationUrl, key, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('apagando')), 20);
    await expect(call).rejects.toThrow('apagando');
  });

  it('a connection closed without an answer is SriUnavailableError', async () => {
    const key = newKey();
    peer.script(key, [{ kind: 'close' }]);
    await expect(sendDocument(peer.receptionUrl, signedFactura(key))).rejects.toEqual(
      unavailable('reset'),
    );
  });

  it('a refused connection is SriUnavailableError', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const url = `http://127.0.0.1:${port}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`;
    await expect(sendDocument(url, signedFactura(newKey()))).rejects.toEqual(
      unavailable('refused'),
    );
  });

  it('an answer that is not the SOAP one is SriUnavailableError', async () => {
    const key = newKey();
    peer.script(key, [
      { kind: 'raw', body: '<html><body>Mantenimiento</body></html>', contentType: 'text/html' },
      { kind: 'raw', body: 'no es XML' },
      {
        kind: 'raw',
        body: '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion"><RespuestaAutorizacionComprobante><autorizaciones>',
      },
    ]);
    for (let call = 0; call < 3; call++) {
      await expect(askAuthorization(peer.authorizationUrl, key)).rejects.toEqual(
        unavailable('unexpected'),
      );
    }
  });
});

describe('hostile answers', () => {
  const messageAnswer = (mensaje: string, prolog = '') =>
    `${prolog}<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:validarComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.recepcion"><RespuestaRecepcionComprobante><estado>DEVUELTA</estado><comprobantes><comprobante><mensajes><mensaje><identificador>35</identificador><mensaje>${mensaje}</mensaje><tipo>ERROR</tipo></mensaje></mensajes></comprobante></comprobantes></RespuestaRecepcionComprobante></ns2:validarComprobanteResponse></soap:Body></soap:Envelope>`;

  it('a DOCTYPE declaring entities is refused, never expanded', async () => {
    const key = newKey();
    const bomb = `<!DOCTYPE soap:Envelope [<!ENTITY a "${'A'.repeat(1000)}"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`;
    peer.script(key, [{ kind: 'raw', body: messageAnswer('&b;&b;&b;&b;&b;&b;&b;&b;', bomb) }]);
    const refusal = sendDocument(peer.receptionUrl, signedFactura(key));
    await expect(refusal).rejects.toEqual(unavailable('unexpected'));
    await expect(refusal).rejects.not.toHaveProperty('message', expect.stringContaining('AAAA'));
  });

  it('entity references no DTD declared, and forbidden characters, stay as written', async () => {
    const key = newKey();
    peer.script(key, [
      { kind: 'raw', body: messageAnswer('&xxe; &#0; &#x1F; $&amp; $1 &lt;b&gt; &#65;') },
    ]);
    const answer = await sendDocument(peer.receptionUrl, signedFactura(key));
    expect(answer.messages[0]?.message).toBe('&xxe; &#0; &#x1F; $& $1 <b> A');
  });

  it.each([
    ['declaring its size', false],
    ['without declaring it', true],
  ])('a huge answer is refused, %s', async (_label, chunked) => {
    const key = newKey();
    const body = messageAnswer('x'.repeat(SRI_ANSWER_MAX_BYTES));
    peer.script(key, [{ kind: 'raw', body, chunked }]);
    await expect(sendDocument(peer.receptionUrl, signedFactura(key))).rejects.toEqual(
      unavailable('too-large'),
    );
  });

  it('bytes that are not the UTF-8 the answer claims are refused', async () => {
    const key = newKey();
    const body = Buffer.concat([
      Buffer.from(messageAnswer('CLAVE').split('CLAVE')[0]!),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(messageAnswer('CLAVE').split('CLAVE')[1]!),
    ]);
    peer.script(key, [{ kind: 'raw', body }]);
    await expect(sendDocument(peer.receptionUrl, signedFactura(key))).rejects.toBeInstanceOf(
      SriUnavailableError,
    );
  });
});

describe('the peer', () => {
  it("answers a key's own script first, then the one for any key, then as the SRI would", async () => {
    const [first, second] = [newKey(), newKey()];
    peer.script('*', [{ kind: 'devuelta', ...SRI_ANSWER_CODES.sequentialRegistered }]);
    peer.script(first, [{ kind: 'devuelta', ...SRI_ANSWER_CODES.keyInProcess }]);
    const answers = [
      await sendDocument(peer.receptionUrl, signedFactura(first)),
      await sendDocument(peer.receptionUrl, signedFactura(second)),
      await sendDocument(peer.receptionUrl, signedFactura(first)),
    ];
    expect(answers.map((answer) => [answer.state, answer.messages[0]?.identifier])).toEqual([
      ['DEVUELTA', '70'],
      ['DEVUELTA', '45'],
      ['RECIBIDA', undefined],
    ]);
  });

  it('serves the WSDLs at ?wsdl, pointing at itself', async () => {
    const wsdl = await (await fetch(`${peer.authorizationUrl}?wsdl`)).text();
    expect(wsdl).toContain('name="autorizacionComprobante"');
    expect(wsdl).toContain(`location="${peer.authorizationUrl}"`);
  });

  it('answers a SOAP fault to an envelope the SRI would not take', async () => {
    const response = await fetch(peer.receptionUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      // The operation in the authorisation service's namespace.
      body: '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ec="http://ec.gob.sri.ws.autorizacion"><s:Body><ec:validarComprobante><xml>PGEvPg==</xml></ec:validarComprobante></s:Body></s:Envelope>',
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('<faultcode>soap:Client</faultcode>');
  });
});
