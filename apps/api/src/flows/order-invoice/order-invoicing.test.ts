import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, Order } from '@quimia/contracts';
import {
  electronicDocuments,
  mailAttachments,
  mailMessages,
  productPresentations,
  products,
  taxDocuments,
} from '../../db/schema';
import { queryRows } from '../../db/sql-helpers';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';
import { multipartForm } from '../../test/multipart-form';
import { SRI_ANSWER_CODES, startSriPeer, type SriPeer } from '../../test/sri-peer';
import { ADVANCE_JOB } from './order-invoicing';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

const run = promisify(execFile);
const FIXTURES = join(import.meta.dirname, '../../modules/invoicing/signature/test-fixtures');
const CERTIFICATE = readFileSync(join(FIXTURES, 'signing.p12'));
const CERTIFICATE_PASSWORD = 'clave-de-prueba';
const CERTIFICATE_PEM = join(FIXTURES, 'signing-cert.pem');
const XSD = join(import.meta.dirname, '../../modules/invoicing/xml/xsd/factura_V1.1.0.xsd');
const COMPANY_RUC = '1790012345001';

const SETTINGS = {
  environment: 'pruebas',
  establishment: '001',
  emissionPoint: '002',
  headOfficeAddress: 'Av. Ilaló 123 y Río Pita, Sangolquí',
  establishmentAddress: 'Av. Ilaló 123 y Río Pita, Sangolquí',
  keepsAccounts: true,
  specialTaxpayerResolution: null,
  withholdingAgentResolution: null,
  rimpe: 'ninguno',
  xmlVersion: '1.1.0',
  autoIssue: false,
};

const BILLING = {
  identificationType: 'cedula',
  identification: '1710034065',
  name: 'María José Ñáñez',
  address: 'Av. Amazonas N34-12, Quito',
  email: 'maria@ejemplo.ec',
  phone: '099 555 1234',
};

// Each document's job also prints its RIDE, mails it and records it in Consultas: twenty of them
// take a while on a busy machine.
describe('an order becomes an SRI-authorised invoice', { timeout: 90_000 }, () => {
  let app: TestApp;
  let peer: SriPeer;
  let admin: string;
  let seller: string;
  let buyer: { id: string; token: string };
  let stranger: string;
  const presentation: Record<string, string> = {};
  let caller = 0;
  const http = requestsTo(() => app);

  beforeAll(async () => {
    peer = await startSriPeer();
    app = await buildTestApp({
      SRI_RECEPCION_URL: peer.receptionUrl,
      SRI_AUTORIZACION_URL: peer.authorizationUrl,
      COMPANY_RUC,
    });
    await seedCatalog(app.db, FIXTURE);
    admin = (await app.createUser({ role: 'admin' })).token;
    seller = (await app.createUser({ role: 'vendedor', firstName: 'Marta', lastName: 'Ruiz' }))
      .token;
    buyer = await app.createUser({ role: 'cliente', email: BILLING.email });
    stranger = (await app.createUser({ role: 'cliente' })).token;
    const rows = await app.db
      .select({
        code: products.code,
        label: productPresentations.label,
        id: productPresentations.id,
      })
      .from(productPresentations)
      .innerJoin(products, eq(products.id, productPresentations.productId));
    for (const row of rows) presentation[`${row.code} ${row.label}`] = row.id;
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
  });

  const uploadCertificate = (file: Buffer, password: string) => {
    const form = multipartForm({ password }, [
      { field: 'file', filename: 'firma.p12', contentType: 'application/x-pkcs12', data: file },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/facturacion/certificado',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
    });
  };

  /** A confirmed order of a buyer with an account, paid by transfer, picked up at a branch. */
  async function confirmedOrder(
    billing: object = BILLING,
    token: string | null = buyer.token,
    branchIndex = 0,
  ): Promise<Order> {
    caller += 1;
    const created = await http.post(
      '/api/pedido/crear',
      {
        items: [
          { presentationId: presentation['ACI-001 Funda 1 kg'], quantity: 3 },
          { presentationId: presentation['TEN-001 1 kg'], quantity: 2 },
        ],
        billing,
        delivery: { method: 'pickup', branchIndex },
        payment: { method: 'transfer' },
        idempotencyKey: randomUUID(),
      },
      token,
      { remoteAddress: `10.9.${caller >> 8}.${caller & 255}` },
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<Order>();
    const confirmed = await http.post(
      '/api/pedido/cambiarEstado',
      { id: order.id, status: 'confirmed' },
      seller,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<Order>();
  }

  const detail = async (id: string) =>
    (await http.get(`/api/facturacion/getFactura?id=${id}`, seller)).json<{
      invoice: InvoiceDetail;
    }>().invoice;

  /** Every document sent has its answer (a script for '*' then meets the next document). */
  const everySettled = () =>
    expect
      .poll(
        async () =>
          (
            await app.db
              .select({ id: electronicDocuments.id })
              .from(electronicDocuments)
              .where(inArray(electronicDocuments.status, ['por_enviar', 'recibida']))
          ).length,
        { timeout: 80_000, interval: 200 },
      )
      .toBe(0);

  const settled = (id: string, status = 'autorizada') =>
    expect
      .poll(async () => (await detail(id)).status, { timeout: 20_000, interval: 100 })
      .toBe(status);

  it('is refused until the settings and a certificate are there, and says what is missing', async () => {
    const order = await confirmedOrder();
    const refused = await http.post('/api/facturacion/emitir', { orderId: order.id }, seller);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/certificado de firma electrónica/);

    const configuration = await http.get('/api/facturacion/configuracion', admin);
    expect(configuration.json().missing).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/certificado/),
        expect.stringMatching(/datos de facturación/),
      ]),
    );
    expect(configuration.json().endpoints.reception).toBe(peer.receptionUrl);
    // A seller reads no settings and uploads no certificate.
    expect((await http.get('/api/facturacion/configuracion', seller)).statusCode).toBe(403);
  });

  it('takes the certificate with its password, refuses a wrong one, and never gives either back', async () => {
    const wrong = await uploadCertificate(CERTIFICATE, 'otra-clave');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/contraseña/i);

    const uploaded = await uploadCertificate(CERTIFICATE, CERTIFICATE_PASSWORD);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().certificate).toMatchObject({
      holder: expect.any(String),
      serialNumber: expect.any(String),
    });

    const saved = await http.post('/api/facturacion/configuracion', SETTINGS, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().missing).toEqual([]);
    const body = saved.body + uploaded.body;
    expect(body).not.toContain(CERTIFICATE_PASSWORD);
    expect(body).not.toContain(CERTIFICATE.toString('base64').slice(0, 40));
    // Sealed in the database: neither the password nor the file's bytes appear there.
    const [stored] = await queryRows<{ sealed: string }>(
      app.db,
      sql`select encode(certificate_sealed, 'hex') as sealed from invoicing_settings`,
    );
    expect(stored!.sealed).not.toContain(Buffer.from(CERTIFICATE_PASSWORD).toString('hex'));
    expect(stored!.sealed).not.toContain(CERTIFICATE.subarray(0, 32).toString('hex'));
  });

  it('issues the invoice once, signed and valid, and the SRI authorises it; the buyer gets both files', async () => {
    const salesToday = async () =>
      (await http.get('/api/metricas/resumen', admin)).json<{
        day: { salesCents: { current: number } };
      }>().day.salesCents.current;
    const salesBefore = await salesToday();
    const order = await confirmedOrder();
    const issued = await http.post('/api/facturacion/emitir', { orderId: order.id }, seller);
    expect(issued.statusCode, issued.body).toBe(202);
    const { invoice } = issued.json<{
      invoice: { id: string; number: string; accessKey: string };
    }>();
    expect(invoice.number).toMatch(/^001-002-\d{9}$/);
    expect(invoice.accessKey).toMatch(/^\d{49}$/);
    // Asked again: the same invoice.
    const again = await http.post('/api/facturacion/emitir', { orderId: order.id }, admin);
    expect(again.json().invoice.id).toBe(invoice.id);

    await settled(invoice.id);
    const shown = await detail(invoice.id);
    expect(shown.totalCents).toBe(order.summary.totalCents);
    expect(shown.taxes.reduce((sum, tax) => sum + tax.amountCents, 0)).toBe(order.summary.ivaCents);
    expect(shown.events.map((event) => event.title)).toEqual(
      expect.arrayContaining(['Recibida por el SRI', 'Autorizada por el SRI']),
    );

    // What the SRI received validates against the official schema and its signature verifies.
    const sent = peer.received.find((document) => document.accessKey === invoice.accessKey)!;
    const folder = mkdtempSync(join(tmpdir(), 'factura-'));
    writeFileSync(join(folder, 'factura.xml'), sent.xml);
    // The SRI's schema has no place for the signature: what it describes is the rest.
    const signature = /<ds:Signature[\s\S]*<\/ds:Signature>/;
    expect(sent.xml).toMatch(signature);
    writeFileSync(join(folder, 'sin-firma.xml'), sent.xml.replace(signature, ''));
    await run('xmllint', ['--noout', '--nonet', '--schema', XSD, join(folder, 'sin-firma.xml')]);
    await run('xmlsec1', [
      '--verify',
      '--id-attr:id',
      'factura',
      '--trusted-pem',
      CERTIFICATE_PEM,
      join(folder, 'factura.xml'),
    ]);
    expect(sent.xml).toContain('<razonSocialComprador>María José Ñáñez</razonSocialComprador>');
    expect(sent.xml).toContain('<tipoIdentificacionComprador>05</tipoIdentificacionComprador>');
    expect(sent.xml).toContain('<formaPago>20</formaPago>');

    // Downloads: staff and the buyer; nobody else.
    const xml = await http.get(`/api/facturacion/xml?id=${invoice.id}`, buyer.token);
    expect(xml.statusCode).toBe(200);
    expect(xml.body).toMatch(/<autorizacion>[\s\S]*<estado>AUTORIZADO<\/estado>/);
    expect((await http.get(`/api/facturacion/xml?id=${invoice.id}`, stranger)).statusCode).toBe(
      404,
    );
    expect((await http.get(`/api/facturacion/ride?id=${invoice.id}`, null)).statusCode).toBe(401);
    const ride = await http.get(`/api/facturacion/ride?id=${invoice.id}`, seller);
    expect(ride.headers['content-type']).toBe('application/pdf');
    const mine = await http.get('/api/facturacion/mias', buyer.token);
    expect(mine.json().items.map((item: { id: string }) => item.id)).toContain(invoice.id);

    // The e-mail with the RIDE and the XML, and the sale in Consultas.
    await expect
      .poll(
        async () => {
          const mails = await app.db
            .select()
            .from(mailMessages)
            .where(eq(mailMessages.kind, 'electronic-document'));
          const mail = mails.find((row) => row.subject.includes(invoice.number));
          if (!mail) return [];
          const files = await app.db
            .select()
            .from(mailAttachments)
            .where(eq(mailAttachments.mailId, mail.id));
          return files.map((file) => file.fileName).sort();
        },
        { timeout: 10_000 },
      )
      .toEqual([`factura-${invoice.number}.pdf`, `factura-${invoice.number}.xml`]);
    const sales = await app.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.accessKey, invoice.accessKey));
    expect(sales.map((sale) => sale.direction)).toEqual(['sale']);
    // Métricas count the sale (without IVA) from Consultas.
    expect(await salesToday()).toBe(salesBefore + shown.subtotalCents);
    // The same XML imported later by staff is a duplicate, not a second sale.
    const upload = multipartForm({}, [
      {
        field: 'files',
        filename: 'factura.xml',
        contentType: 'application/xml',
        data: Buffer.from(xml.body),
      },
    ]);
    const imported = await app.inject({
      method: 'POST',
      url: '/api/consultas/importar',
      payload: upload.payload,
      headers: { ...upload.headers, authorization: `Bearer ${admin}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().results.map((result: { outcome: string }) => result.outcome)).toEqual([
      'duplicate',
    ]);
    expect(
      await app.db.select().from(taxDocuments).where(eq(taxDocuments.accessKey, invoice.accessKey)),
    ).toHaveLength(1);
  });

  it('numbers twenty invoices issued at once without gaps or repeats', async () => {
    const orders = [];
    for (let index = 0; index < 20; index += 1) orders.push(await confirmedOrder());
    // A saturated server answers 503 with Retry-After, as designed, and staff's browser asks
    // again: whatever was refused must leave no number taken.
    const issue = async (orderId: string) => {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await http.post('/api/facturacion/emitir', { orderId }, seller);
        if (answer.statusCode !== 503 || attempt === 10) return answer;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    const answers = await Promise.all(orders.map((order) => issue(order.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 202));
    const rows = await app.db
      .select({ sequential: electronicDocuments.sequential })
      .from(electronicDocuments)
      .where(eq(electronicDocuments.kind, 'factura'));
    const sequentials = rows.map((row) => row.sequential).sort((a, b) => a - b);
    expect(sequentials).toEqual(sequentials.map((_, index) => index + 1));
  });

  it('shows a returned invoice with the SRI messages, and sends it again corrected, same number', async () => {
    await everySettled();
    peer.script('*', [{ kind: 'devuelta', ...SRI_ANSWER_CODES.structure }]);
    const order = await confirmedOrder();
    const { invoice } = (
      await http.post('/api/facturacion/emitir', { orderId: order.id }, seller)
    ).json();
    await settled(invoice.id, 'devuelta');
    const returned = await detail(invoice.id);
    expect(returned.messages[0]).toMatchObject({
      identifier: '35',
      message: 'ARCHIVO NO CUMPLE ESTRUCTURA XML',
    });
    expect(returned.canRetry).toBe(true);
    expect(returned.advice).toMatch(/Reintentar/);

    const retried = await http.post('/api/facturacion/reintentar', { id: invoice.id }, seller);
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json().invoice.number).toBe(invoice.number);
    await settled(invoice.id);
  });

  it('asks before sending again: a document the SRI already holds is not sent twice (restart, 43)', async () => {
    const order = await confirmedOrder();
    const { invoice } = (
      await http.post('/api/facturacion/emitir', { orderId: order.id }, seller)
    ).json();
    await settled(invoice.id);
    const sends = () =>
      peer.calls.filter(
        (call) => call.service === 'reception' && call.accessKey === invoice.accessKey,
      ).length;
    expect(sends()).toBe(1);

    // A process stopped after handing it over, before hearing the answer: on the next run it
    // asks first, finds it authorised, and sends nothing.
    await app.db
      .update(electronicDocuments)
      .set({ status: 'por_enviar', sentAt: new Date(), authorizedXml: null })
      .where(eq(electronicDocuments.id, invoice.id));
    await app.jobs.enqueue(ADVANCE_JOB, { id: invoice.id });
    await settled(invoice.id);
    expect(sends()).toBe(1);

    // Sent again without that mark: the SRI answers 43 (key registered) and the authorisation is
    // asked for instead.
    await app.db
      .update(electronicDocuments)
      .set({ status: 'por_enviar', sentAt: null, authorizedXml: null })
      .where(eq(electronicDocuments.id, invoice.id));
    await app.jobs.enqueue(ADVANCE_JOB, { id: invoice.id });
    await settled(invoice.id);
    expect(sends()).toBe(2);
  });

  it('keeps trying by itself when the SRI is down, without blocking the order', async () => {
    await everySettled();
    peer.script('*', [{ kind: 'http-error', status: 503, service: 'reception' }]);
    const order = await confirmedOrder();
    const { invoice } = (
      await http.post('/api/facturacion/emitir', { orderId: order.id }, seller)
    ).json();
    await expect
      .poll(async () => (await detail(invoice.id)).nextAttemptAt, { timeout: 10_000 })
      .not.toBeNull();
    const waiting = await detail(invoice.id);
    expect(waiting.status).toBe('por_enviar');
    expect(new Date(waiting.nextAttemptAt!).getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    // The order moves on meanwhile.
    const shipped = await http.post(
      '/api/pedido/cambiarEstado',
      { id: order.id, status: 'ready' },
      seller,
    );
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('writes a final consumer as 07 / 9999999999999 / CONSUMIDOR FINAL', async () => {
    const order = await confirmedOrder(
      {
        ...BILLING,
        identificationType: 'consumidor_final',
        identification: '9999999999999',
        name: 'Consumidor final',
      },
      null,
    );
    const { invoice } = (
      await http.post('/api/facturacion/emitir', { orderId: order.id }, seller)
    ).json();
    await settled(invoice.id);
    const sent = peer.received.find((document) => document.accessKey === invoice.accessKey)!;
    expect(sent.xml).toContain('<tipoIdentificacionComprador>07</tipoIdentificacionComprador>');
    expect(sent.xml).toContain('<identificacionComprador>9999999999999</identificacionComprador>');
    expect(sent.xml).toContain('<razonSocialComprador>CONSUMIDOR FINAL</razonSocialComprador>');
  });

  it('issues a credit note for returned lines of an authorised invoice, never past its total', async () => {
    const order = await confirmedOrder();
    const { invoice } = (
      await http.post('/api/facturacion/emitir', { orderId: order.id }, seller)
    ).json();
    await settled(invoice.id);
    const note = await http.post(
      '/api/facturacion/notaCredito',
      {
        invoiceId: invoice.id,
        reason: 'Devolución de una funda',
        lines: [{ line: 0, quantity: 1 }],
      },
      seller,
    );
    expect(note.statusCode, note.body).toBe(202);
    const { invoice: credit } = note.json();
    await settled(credit.id);
    const sent = peer.received.find((document) => document.accessKey === credit.accessKey)!;
    expect(sent.xml).toContain('<codDocModificado>01</codDocModificado>');
    expect(sent.xml).toContain(`<numDocModificado>${invoice.number}</numDocModificado>`);
    const shown = await detail(invoice.id);
    expect(shown.creditNotes.map((entry) => entry.id)).toEqual([credit.id]);
    // Crediting the whole invoice now would pass its total.
    const whole = await http.post(
      '/api/facturacion/notaCredito',
      { invoiceId: invoice.id, reason: 'Anulación total' },
      seller,
    );
    expect(whole.statusCode).toBe(422);
    const documents = await app.db
      .select({ kind: electronicDocuments.kind })
      .from(electronicDocuments)
      .where(inArray(electronicDocuments.id, [invoice.id, credit.id]));
    expect(documents).toHaveLength(2);
  });

  it("invoices a pickup at a branch with that branch's own series and address", async () => {
    const southSeries = {
      branch: 'Sur de Quito',
      establishment: '002',
      emissionPoint: '001',
      establishmentAddress: 'Av. Maldonado S12-34 y Morán Valverde, Quito',
    };
    const save = (branchSeries: object[]) =>
      http.post('/api/facturacion/configuracion', { ...SETTINGS, branchSeries }, admin);
    const unknown = await save([{ ...southSeries, branch: 'Cumbayá' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { field: 'branchSeries.0.branch', message: expect.stringMatching(/«Cumbayá» no está/) },
    ]);
    const taken = await save([{ ...southSeries, establishment: '001', emissionPoint: '002' }]);
    expect(taken.json().details).toEqual([
      { field: 'branchSeries.0.emissionPoint', message: expect.stringMatching(/001-002 ya está/) },
    ]);
    const saved = await save([southSeries]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.branchSeries).toEqual([southSeries]);

    const south = await confirmedOrder(BILLING, buyer.token, 1);
    const valley = await confirmedOrder(BILLING, buyer.token, 0);
    const issue = async (order: Order) => {
      const issued = await http.post('/api/facturacion/emitir', { orderId: order.id }, seller);
      expect(issued.statusCode, issued.body).toBe(202);
      return issued.json<{ invoice: { id: string; number: string; accessKey: string } }>().invoice;
    };
    const southInvoice = await issue(south);
    const valleyInvoice = await issue(valley);
    // The branch's series starts at one; the shop's goes on where it was.
    expect(southInvoice.number).toBe('002-001-000000001');
    expect(valleyInvoice.number).toMatch(/^001-002-\d{9}$/);
    expect(Number(valleyInvoice.number.slice(-9))).toBeGreaterThan(1);
    await settled(southInvoice.id);
    const sent = peer.received.find((document) => document.accessKey === southInvoice.accessKey)!;
    expect(sent.xml).toContain('<estab>002</estab>');
    expect(sent.xml).toContain(
      '<dirEstablecimiento>Av. Maldonado S12-34 y Morán Valverde, Quito</dirEstablecimiento>',
    );
    expect(sent.xml).toContain('<dirMatriz>Av. Ilaló 123 y Río Pita, Sangolquí</dirMatriz>');
  });
});
