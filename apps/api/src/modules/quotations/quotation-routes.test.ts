import { execFileSync } from 'node:child_process';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerQuotation,
  DashboardSummary,
  QuotationCreated,
  QuotationListResponse,
  StaffQuotation,
} from '@quimia/contracts';
import {
  mailMessages,
  orderLines,
  orders,
  productPresentations,
  products,
  productTypes,
  quotations,
  type NewProductRow,
} from '../../db/schema';
import {
  PICKUP,
  QUOTATION_BILLING,
  QUOTATION_CUSTOMER,
  TRANSFER,
} from '../../test/quotation-buyer';
import { bearer, buildTestApp, type TestApp } from '../../test/test-app';
import { addDays, shopDate } from '../../lib/shop-calendar';

type NewPresentation = { label: string; size: number; unit: 'kg' | 'L'; priceCents: number | null };

const CUSTOMER = QUOTATION_CUSTOMER;
const BILLING = QUOTATION_BILLING;

describe('quotations', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: { id: string; token: string };
  let otherClient: string;
  let visitors = 0;
  /** Presentation ids by product code and label. */
  const ids = new Map<string, string>();
  const id = (code: string, label: string) => ids.get(`${code}/${label}`)!;

  /** Each visitor from an address of its own, unless one is given. */
  const post = (
    url: string,
    payload: object,
    options: { token?: string; ip?: string; key?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? `10.20.${(visitors += 1) >> 8}.${visitors & 255}`,
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
    });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function addProduct(
    typeId: number,
    product: Omit<NewProductRow, 'typeId' | 'slug' | 'status'>,
    presentations: NewPresentation[],
  ) {
    const [row] = await app.db
      .insert(products)
      .values({ status: 'published', slug: product.code.toLowerCase(), typeId, ...product })
      .returning({ id: products.id });
    const inserted = await app.db
      .insert(productPresentations)
      .values(presentations.map((p, position) => ({ productId: row!.id, position, ...p })))
      .returning({ id: productPresentations.id, label: productPresentations.label });
    for (const p of inserted) ids.set(`${product.code}/${p.label}`, p.id);
  }

  /** A visitor's request: 4 sacks of citric acid, 10 of urea (0 %), 1 drum "a consultar". */
  const requestBody = (extra = {}) => ({
    customer: CUSTOMER,
    items: [
      { presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 4, unitPriceCents: 1 },
      { presentationId: id('Q-UREA', 'Saco 50 kg'), quantity: 10 },
      { presentationId: id('Q-LAU', 'Tambor 200 kg'), quantity: 1 },
    ],
    notes: '¿Pueden entregar en Carcelén?',
    source: 'product',
    ...extra,
  });
  async function request(options: { token?: string; ip?: string; key?: string } = {}, extra = {}) {
    const response = await post('/api/cotizar/guardar', requestBody(extra), options);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as QuotationCreated;
  }

  const byToken = async (token: string) => {
    const response = await get(`/api/cotizar/verCotizacion?token=${token}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as CustomerQuotation;
  };
  const detail = async (quotationId: string) => {
    const response = await get(`/api/cotizar/getCotizacion?id=${quotationId}`, seller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as StaffQuotation;
  };
  /** A counter-offer on the latest lines: the drum priced by staff at $180, a discount of $5. */
  const counterOffer = (quotation: { id: string }, changes: object = {}) =>
    post(
      '/api/cotizar/revisar',
      {
        id: quotation.id,
        customer: CUSTOMER,
        lines: [
          { presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 4, unitPriceCents: null },
          { presentationId: id('Q-UREA', 'Saco 50 kg'), quantity: 10, unitPriceCents: null },
          { presentationId: id('Q-LAU', 'Tambor 200 kg'), quantity: 1, unitPriceCents: 18000 },
        ],
        discountCents: 500,
        notes: 'Precio especial del lauril por esta compra.',
        validUntil: addDays(shopDate(new Date()), 10),
        ...changes,
      },
      { token: seller },
    );
  const accept = (token: string, changes: object = {}) =>
    post('/api/cotizar/aceptar', {
      token,
      billing: BILLING,
      delivery: PICKUP,
      payment: TRANSFER,
      ...changes,
    });

  beforeAll(async () => {
    app = await buildTestApp({ IVA_RATE: '15' });
    admin = (await app.createUser({ role: 'admin' })).token;
    seller = (await app.createUser({ role: 'vendedor', firstName: 'Marta', lastName: 'Vélez' }))
      .token;
    client = await app.createUser({ role: 'cliente' });
    otherClient = (await app.createUser({ role: 'cliente' })).token;
    const [type] = await app.db
      .insert(productTypes)
      .values({ name: 'Pruebas', slug: 'pruebas-cotizacion' })
      .returning({ id: productTypes.id });
    await addProduct(
      type!.id,
      {
        code: 'Q-CIT',
        name: 'Ácido cítrico',
        unit: 'kg',
        ivaCode: 'iva',
        leadTimeDays: 0,
        ghsPictograms: ['GHS07'],
      },
      [{ label: 'Saco 25 kg', size: 25, unit: 'kg', priceCents: 6300 }],
    );
    await addProduct(
      type!.id,
      { code: 'Q-UREA', name: 'Urea agrícola', unit: 'kg', ivaCode: 'cero' },
      [{ label: 'Saco 50 kg', size: 50, unit: 'kg', priceCents: 3300 }],
    );
    await addProduct(
      type!.id,
      { code: 'Q-LAU', name: 'Lauril éter sulfato de sodio', unit: 'kg', leadTimeDays: 8 },
      [{ label: 'Tambor 200 kg', size: 200, unit: 'kg', priceCents: null }],
    );
  });
  afterAll(() => app.close());

  it("prices a visitor's request on the server, leaves a price on request out of the totals and gives it a number and a link", async () => {
    const created = await request();
    const year = new Date().getFullYear();
    expect(created.number).toMatch(new RegExp(`^COT-${year}-\\d{6}$`));
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.status).toBe('new');
    expect(created.validUntil).toBe(addDays(shopDate(new Date()), 15));
    expect(
      created.lines.map((line) => [line.productName, line.unitPriceCents, line.subtotalCents]),
    ).toEqual([
      ['Ácido cítrico', 6300, 25200],
      ['Urea agrícola', 3300, 33000],
      ['Lauril éter sulfato de sodio', null, null],
    ]);
    // 252.00 at 15 % and 330.00 at 0 %: IVA 37.80.
    expect(created.summary).toMatchObject({
      subtotalTaxableCents: 25200,
      subtotalZeroCents: 33000,
      ivaCents: 3780,
      totalCents: 61980,
    });
    const shown = await byToken(created.token);
    expect(shown).toMatchObject({
      number: created.number,
      status: 'new',
      source: 'product',
      revision: 1,
      notes: '¿Pueden entregar en Carcelén?',
      canAccept: false,
    });
    expect(shown.acceptBlockers.join(' ')).toMatch(/precio a consultar/);
    expect(shown.customer).toMatchObject({ name: CUSTOMER.name, identification: '1790016919001' });
  });

  it('numbers quotations one after another', async () => {
    const first = await request();
    const second = await request();
    const serial = (number: string) => Number(number.slice(-6));
    expect(serial(second.number)).toBe(serial(first.number) + 1);
  });

  it('stores a repeated submission once (same Idempotency-Key) and refuses the key with other content', async () => {
    const before = await app.db.$count(quotations);
    const key = 'cotizacion-prueba-0001';
    const first = await request({ key, ip: '10.30.0.1' });
    const again = await post('/api/cotizar/guardar', requestBody(), { key, ip: '10.30.0.1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.id);
    const other = await post(
      '/api/cotizar/guardar',
      { customer: CUSTOMER, items: [{ presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 1 }] },
      { key, ip: '10.30.0.1' },
    );
    expect(other.statusCode).toBe(422);
    expect(await app.db.$count(quotations)).toBe(before + 1);
  });

  it("never answers one caller's key with another's quotation: a key belongs to whoever sent it", async () => {
    const key = 'cotizacion-de-otro-0001';
    const owner = (await app.createUser({ role: 'cliente' })).token;
    const stranger = (await app.createUser({ role: 'cliente' })).token;
    const mine = await request({ key, token: owner, ip: '10.30.1.1' });
    // Another client, and a visitor elsewhere: each sending the same key and content gets a
    // quotation of its own.
    const thief = await post('/api/cotizar/guardar', requestBody(), { key, token: stranger });
    const visitor = await post('/api/cotizar/guardar', requestBody(), { key, ip: '10.30.1.2' });
    for (const answer of [thief, visitor]) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.json().id).not.toBe(mine.id);
      expect(answer.json().token).not.toBe(mine.token);
    }
    // A visitor's key is theirs too: a client cannot replay it.
    const guestKey = 'cotizacion-de-visita-0001';
    const guest = await request({ key: guestKey, ip: '10.30.1.3' });
    const replayedToClient = await post('/api/cotizar/guardar', requestBody(), {
      key: guestKey,
      token: stranger,
      ip: '10.30.1.3',
    });
    expect(replayedToClient.json().id).not.toBe(guest.id);
    // The owner's own retry is still the same quotation.
    const retry = await post('/api/cotizar/guardar', requestBody(), { key, token: owner });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().id).toBe(mine.id);
  });

  it('refuses a presentation that does not exist and bad customer data, storing nothing', async () => {
    const before = await app.db.$count(quotations);
    const missing = await post('/api/cotizar/guardar', {
      customer: CUSTOMER,
      items: [{ presentationId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      { field: 'items.0.presentationId', message: expect.stringMatching(/no está disponible/) },
    ]);
    const badRuc = await post('/api/cotizar/guardar', {
      customer: { ...CUSTOMER, identificationType: 'cedula', identification: '1710034066' },
      items: [{ presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 1 }],
    });
    expect(badRuc.statusCode).toBe(400);
    expect(badRuc.json().details.map((d: { field: string }) => d.field)).toEqual([
      'customer.identification',
    ]);
    expect(await app.db.$count(quotations)).toBe(before);
  });

  it('limits visitors per address but not staff, whose quotations are theirs', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        '/api/cotizar/guardar',
        {
          customer: CUSTOMER,
          items: [{ presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: i + 1 }],
        },
        { ip: '10.40.0.1' },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    for (let i = 0; i < 11; i += 1) {
      const response = await post(
        '/api/cotizar/guardar',
        {
          customer: CUSTOMER,
          items: [{ presentationId: id('Q-UREA', 'Saco 50 kg'), quantity: i + 1 }],
        },
        { ip: '10.40.0.2', token: seller },
      );
      expect(response.statusCode).toBe(201);
    }
    const staffMade = await request({ token: seller }, { source: 'web' });
    expect((await detail(staffMade.id)).source).toBe('staff');
    expect((await detail(staffMade.id)).createdBy).toBe('Marta Vélez');
    // A visitor cannot pass as staff.
    const visitor = await request({}, { source: 'staff' });
    expect((await byToken(visitor.token)).source).toBe('web');
  });

  it('lets anyone with the link read it, and nobody without it', async () => {
    const created = await request();
    expect((await get(`/api/cotizar/verCotizacion?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/api/cotizar/verCotizacion?token=corto')).statusCode).toBe(400);
    const read = await get(`/api/cotizar/verCotizacion?token=${created.token}`);
    expect(read.headers['cache-control']).toBe('private, no-store');
    // What its lines weigh for their freight: 4 × 25 kg + 10 × 50 kg + a 200 kg drum.
    expect((read.json() as CustomerQuotation).shippingWeightKg).toBe(800);
    expect((await detail(created.id)).shippingWeightKg).toBe(800);
  });

  it('shows the latest quotations: all to staff, their own to a client, nothing to anyone else', async () => {
    const own = await request({ token: client.token });
    expect((await get('/api/cotizar/ultimasCotizaciones')).statusCode).toBe(401);
    const mine = await get('/api/cotizar/ultimasCotizaciones?limite=50', client.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([own.id]);
    const none = await get('/api/cotizar/ultimasCotizaciones', otherClient);
    expect(none.json().items).toEqual([]);
    const all = await get('/api/cotizar/ultimasCotizaciones?limite=3', seller);
    expect(all.json().items).toHaveLength(3);
    expect(all.json().items[0].id).toBe(own.id);
    expect((await detail(own.id)).customerUserId).toBe(client.id);
  });

  it('keeps every revision: the link shows the latest, staff see them all', async () => {
    const created = await request();
    const revised = await counterOffer(created);
    expect(revised.statusCode, revised.body).toBe(200);
    const staffView = revised.json() as StaffQuotation;
    expect(staffView.revision).toBe(2);
    expect(staffView.revisions.map((revision) => revision.revision)).toEqual([2, 1]);
    expect(staffView.revisions[1]!.lines[2]!.unitPriceCents).toBeNull();
    expect(staffView.revisions[0]!.createdBy).toBe('Marta Vélez');
    const shown = await byToken(created.token);
    expect(shown.revision).toBe(2);
    expect(shown.sellerNotes).toBe('Precio especial del lauril por esta compra.');
    expect(shown.lines[2]).toMatchObject({ unitPriceCents: 18000, priceByStaff: true });
    // 252 + 180 taxable, 330 at 0 %; of the $5 off, 432/762 is the taxable part ($2.83):
    // IVA 15 % on $429.17 is $64.3755 → $64.38.
    expect(shown.summary).toMatchObject({
      subtotalTaxableCents: 43200,
      subtotalZeroCents: 33000,
      discountCents: 500,
      ivaCents: 6438,
      totalCents: 43200 + 33000 - 500 + 6438,
    });
    expect(shown.canAccept).toBe(true);
    const tooMuch = await counterOffer(created, { discountCents: 999_999 });
    expect(tooMuch.statusCode).toBe(400);
    const past = await counterOffer(created, { validUntil: addDays(shopDate(new Date()), -1) });
    expect(past.statusCode).toBe(400);
    expect((await byToken(created.token)).revision).toBe(2);
  });

  it('e-mails the customer the link when the request is stored, once, when it is sent, and when staff answer', async () => {
    const mailsOf = async (number: string) =>
      app.db
        .select()
        .from(mailMessages)
        .where(
          and(like(mailMessages.kind, 'quotation-%'), like(mailMessages.subject, `%${number}%`)),
        )
        .orderBy(mailMessages.createdAt);
    const key = `correo-${Date.now()}`;
    // An address of its own: one address gets only a few e-mails a visitor asks for.
    const customer = { ...CUSTOMER, email: 'correo.cotizacion@limpiezatotal.ec' };
    const created = await request({ key, ip: '10.31.0.1' }, { customer });
    await post('/api/cotizar/guardar', requestBody({ customer }), { key, ip: '10.31.0.1' });
    const [received, ...more] = await mailsOf(created.number);
    expect(more).toHaveLength(0);
    expect(received).toMatchObject({
      kind: 'quotation-received',
      recipient: customer.email,
      subject: `Recibimos tu solicitud de cotización ${created.number}`,
    });
    expect(received!.text).toContain(`/cotizacion/${created.token}`);
    // A drum "a consultar": no total yet, a seller will price it.
    expect(received!.text).toContain('«a consultar»');

    // A double click on "Marcar enviada": one mail.
    const markSent = () =>
      post('/api/cotizar/cambiarEstado', { id: created.id, status: 'sent' }, { token: seller });
    const both = await Promise.all([markSent(), markSent()]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await post(
      '/api/cotizar/responder',
      { id: created.id, message: 'El tambor viene con tapa de rosca.' },
      { token: seller },
    );
    const mails = await mailsOf(created.number);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'quotation-received',
      'quotation-sent',
      'quotation-answered',
    ]);
    expect(mails[1]!.subject).toBe(`Tu cotización ${created.number} está lista`);
    expect(mails[1]!.text).toMatch(/Válida hasta el \d+ de \p{L}+ de \d{4}/u);
    expect(mails[2]!.text).toContain('«El tambor viene con tapa de rosca.»');
    expect(mails[2]!.html).toContain(`/cotizacion/${created.token}`);

    // Staff quoting for a customer on the phone: nothing until they mark it sent.
    const byStaff = await request({ token: seller }, { source: 'staff' });
    expect(await mailsOf(byStaff.number)).toHaveLength(0);
  });

  it('marks it sent and rejected; a rejected one revised is new again', async () => {
    const created = await request();
    const sent = await post(
      '/api/cotizar/cambiarEstado',
      { id: created.id, status: 'sent' },
      { token: seller },
    );
    expect(sent.json()).toMatchObject({ status: 'sent' });
    expect(sent.json().sentAt).not.toBeNull();
    const rejected = await post(
      '/api/cotizar/cambiarEstado',
      { id: created.id, status: 'rejected' },
      { token: seller },
    );
    expect(rejected.json().status).toBe('rejected');
    expect((await accept(created.token)).statusCode).toBe(409);
    const revised = await counterOffer(created);
    expect(revised.json().status).toBe('new');
  });

  it('turns an accepted quotation into an order at the quoted prices, once, and locks it', async () => {
    const created = await request();
    const blocked = await accept(created.token);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toMatch(/precio a consultar/);
    await counterOffer(created);
    const accepted = await accept(created.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { orderNumber, status } = accepted.json();
    expect(status).toBe('converted');
    expect(orderNumber).toMatch(/^PED-\d{4}-\d{6}$/);
    const [order] = await app.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order).toMatchObject({
      source: 'quotation',
      quotationId: created.id,
      discountCents: 500,
    });
    const lines = await app.db
      .select({ price: orderLines.unitPriceCents, name: orderLines.productName })
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id))
      .orderBy(orderLines.position);
    expect(lines.map((line) => line.price)).toEqual([6300, 3300, 18000]);
    const shown = await byToken(created.token);
    expect(shown).toMatchObject({ status: 'converted', orderNumber, canAccept: false });
    // Its PDF no longer asks to accept it.
    const pdf = await get(`/api/cotizar/pdf?token=${created.token}`);
    const printed = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString();
    expect(printed).toContain('Véala en línea');
    expect(printed).not.toContain('acéptela');
    // Twice: the same order, nothing new.
    const again = await accept(created.token);
    expect(again.json().orderNumber).toBe(orderNumber);
    expect(await app.db.$count(orders, eq(orders.quotationId, created.id))).toBe(1);
    // Locked: no revision, no change of status.
    expect((await counterOffer(created)).statusCode).toBe(409);
    const reject = await post(
      '/api/cotizar/cambiarEstado',
      { id: created.id, status: 'rejected' },
      { token: seller },
    );
    expect(reject.statusCode).toBe(409);
    const view = await detail(created.id);
    // Already an order: nothing left to do on the quotation.
    expect(view).toMatchObject({ editable: false, attention: null });
    expect(view.acceptance?.billing.name).toBe(BILLING.name);
  });

  it("e-mails the buyer who accepts the order's number, its total and the accounts to pay into", async () => {
    const current = (await get('/api/empresa/datos', admin)).json().settings;
    const account = {
      bank: 'Banco Pichincha',
      type: 'corriente',
      number: '2100123456',
      holder: 'Químicos del Valle S.A.',
      holderId: '1790016919001',
    };
    const saved = await post(
      '/api/empresa/guardar',
      { ...current, bankAccounts: [account] },
      { token: admin },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const created = await request();
      await counterOffer(created);
      const billing = { ...BILLING, email: 'pagos@limpiezatotal.ec' };
      const accepted = await accept(created.token, { billing });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { orderNumber } = accepted.json();
      const [order] = await app.db.select().from(orders).where(eq(orders.number, orderNumber));
      const mails = await app.db
        .select()
        .from(mailMessages)
        .where(
          and(
            eq(mailMessages.kind, 'order-received'),
            like(mailMessages.subject, `%${orderNumber}%`),
          ),
        );
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ recipient: billing.email, status: 'outbox' });
      expect(mail!.subject).toBe(`Recibimos tu pedido ${orderNumber}`);
      const total = `$${(order!.totalCents / 100).toFixed(2).replace('.', ',')}`;
      expect(mail!.text).toContain(`Total: ${total}`);
      expect(mail!.text).toContain('Banco Pichincha, cuenta corriente 2100123456');
      expect(mail!.html).toContain('2100123456');
      // Accepting again sends nothing more.
      await accept(created.token, { billing });
      expect(
        await app.db.$count(
          mailMessages,
          and(
            eq(mailMessages.kind, 'order-received'),
            like(mailMessages.subject, `%${orderNumber}%`),
          ),
        ),
      ).toBe(1);
    } finally {
      await post('/api/empresa/guardar', current, { token: admin });
    }
  });

  it('lets staff convert a priced quotation confirmed by phone, with the order data they give', async () => {
    const created = await request();
    await counterOffer(created);
    const missing = await post('/api/cotizar/convertir', { id: created.id }, { token: seller });
    expect(missing.statusCode).toBe(400);
    const converted = await post(
      '/api/cotizar/convertir',
      { id: created.id, billing: BILLING, delivery: PICKUP, payment: { method: 'on_pickup' } },
      { token: seller },
    );
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().orderNumber).toMatch(/^PED-/);
    expect((await detail(created.id)).status).toBe('converted');
    const twice = await post(
      '/api/cotizar/convertir',
      { id: created.id, billing: BILLING, delivery: PICKUP, payment: TRANSFER },
      { token: seller },
    );
    expect(twice.statusCode).toBe(409);
  });

  it('cannot be blocked by a checkout order sent with the key its conversion uses', async () => {
    const created = await request();
    await counterOffer(created);
    const { id: quotationId } = await byToken(created.token);
    // Someone with the link sends a checkout order under the conversion's own key.
    const squatter = await post('/api/pedido/crear', {
      idempotencyKey: `quotation:${quotationId}`,
      items: [{ presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 1 }],
      billing: BILLING,
      delivery: PICKUP,
      payment: TRANSFER,
    });
    expect([201, 400]).toContain(squatter.statusCode);
    const accepted = await accept(created.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('converted');
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.number, accepted.json().orderNumber));
    expect(order).toMatchObject({ source: 'quotation', quotationId: created.id });
  });

  it("cannot be blocked for staff's conversion either", async () => {
    const created = await request();
    await counterOffer(created);
    const { id: quotationId } = await byToken(created.token);
    await post('/api/pedido/crear', {
      idempotencyKey: `quotation:${quotationId}`,
      items: [{ presentationId: id('Q-CIT', 'Saco 25 kg'), quantity: 1 }],
      billing: BILLING,
      delivery: PICKUP,
      payment: TRANSFER,
    });
    const converted = await post(
      '/api/cotizar/convertir',
      { id: created.id, billing: BILLING, delivery: PICKUP, payment: TRANSFER },
      { token: seller },
    );
    expect(converted.statusCode, converted.body).toBe(200);
  });

  it('expires at the end of its last valid day: shown expired, listed so, not accepted', async () => {
    const created = await request();
    await counterOffer(created);
    await app.db
      .update(quotations)
      .set({ validUntil: addDays(shopDate(new Date()), -1) })
      .where(eq(quotations.id, created.id));
    const shown = await byToken(created.token);
    expect(shown.status).toBe('expired');
    expect(shown.canAccept).toBe(false);
    const refused = await accept(created.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/venció/);
    const list = await get(`/api/cotizar/lista?estado=expired&q=${created.number}`, seller);
    const body = list.json() as QuotationListResponse;
    expect(body.items.map((item) => item.id)).toEqual([created.id]);
    expect(body.counts.expired).toBe(1);
    const send = await post(
      '/api/cotizar/cambiarEstado',
      { id: created.id, status: 'sent' },
      { token: seller },
    );
    expect(send.statusCode).toBe(409);
    // A new validity brings it back.
    await counterOffer(created);
    expect((await byToken(created.token)).status).toBe('new');
  });

  it('lists quotations for staff with counts per status, text and date filters', async () => {
    const created = await request();
    const today = shopDate(new Date());
    const list = async (query: string) => {
      const response = await get(`/api/cotizar/lista?${query}`, seller);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as QuotationListResponse;
    };
    const found = await list(`q=${created.number}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      number: created.number,
      customerName: CUSTOMER.name,
      unpricedLines: 1,
      lineCount: 3,
      totalCents: 61980,
      attention: 'request',
    });
    const all = await list('pageSize=100');
    expect(all.counts.new).toBeGreaterThan(0);
    expect(all.counts.converted).toBeGreaterThan(0);
    expect((await list(`desde=${today}&hasta=${today}&pageSize=1`)).total).toBe(all.total);
    expect((await list(`desde=${addDays(today, 1)}`)).total).toBe(0);
    expect((await list(`hasta=${addDays(today, -1)}`)).total).toBe(0);
    expect(
      (await list('estado=converted')).items.every((item) => item.status === 'converted'),
    ).toBe(true);
    expect((await get('/api/cotizar/lista', client.token)).statusCode).toBe(403);
  });

  it("files the buyer's message from the quotation's page in its thread; staff answer there and see what waits", async () => {
    const created = await request();
    const seen = await post('/api/cotizar/marcarVista', { id: created.id }, { token: seller });
    expect(seen.statusCode).toBe(200);
    const pendingBefore = (await get('/api/cotizar/pendientes', seller)).json();
    const message = {
      name: 'Rosa Cevallos',
      email: 'rosa@limpiezatotal.ec',
      subject: `Cotización ${created.number}`,
      message: '¿El lauril viene en tambor de plástico o de metal?',
      quotationToken: created.token,
    };
    const sent = await post('/api/cotizar/contacto', message);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatch(created.number);
    const pendingAfter = (await get('/api/cotizar/pendientes', seller)).json();
    expect(pendingAfter.message).toBe(pendingBefore.message + 1);
    expect(pendingAfter.total).toBe(pendingBefore.total + 1);
    const answered = await post(
      '/api/cotizar/responder',
      { id: created.id, message: 'Tambor plástico de 200 kg, con tapa.' },
      { token: seller },
    );
    expect(answered.statusCode).toBe(200);
    const thread = (await byToken(created.token)).messages;
    expect(thread.map((m) => [m.author, m.name, m.message])).toEqual([
      ['customer', 'Rosa Cevallos', message.message],
      ['staff', 'Marta Vélez', 'Tambor plástico de 200 kg, con tapa.'],
    ]);
    expect((await get('/api/cotizar/pendientes', seller)).json().total).toBe(pendingBefore.total);
    // A link that does not exist files nothing.
    const lost = await post('/api/cotizar/contacto', {
      ...message,
      quotationToken: 'y'.repeat(43),
    });
    expect(lost.statusCode).toBe(404);
    expect((await byToken(created.token)).messages).toHaveLength(2);
  });

  it("counts on each of Principal's cards exactly what the list it opens shows, and empties it once the work is done", async () => {
    /** Each card's count, with the total of the list it opens (as the dashboard opens it). */
    const LIST_OF: Record<string, (params: Record<string, string>) => string> = {
      quotations: (params) => `/api/cotizar/lista?${new URLSearchParams(params)}`,
      orders: (params) => `/api/pedido/lista?${new URLSearchParams(params)}`,
      comments: (params) =>
        `/api/formula/comentarios?${new URLSearchParams({ estado: params.estadoComentario ?? '' })}`,
      lowStock: () => '/api/metricas/stockBajo',
    };
    const cards = async () => {
      const summary = (await get('/api/metricas/resumen', seller)).json() as DashboardSummary;
      const out: Record<string, { count: number; listed: string[]; total: number }> = {};
      for (const item of summary.waiting) {
        const list = (await get(LIST_OF[item.link.screen]!(item.link.params), seller)).json();
        out[item.kind] = {
          count: item.count,
          total: list.total,
          listed: (list.items ?? []).map(
            (row: { number?: string; status?: string }) => `${row.number}:${row.status}`,
          ),
        };
      }
      for (const [kind, card] of Object.entries(out)) expect(card.count, kind).toBe(card.total);
      return out;
    };
    const listed = (card: { listed: string[] }, number: string) =>
      card.listed.find((entry) => entry.startsWith(`${number}:`));

    // A new request waits; sent as it is, it no longer does.
    const sentAsIs = await request();
    expect(listed((await cards()).quotationRequests!, sentAsIs.number)).toBe(
      `${sentAsIs.number}:new`,
    );
    await post(
      '/api/cotizar/cambiarEstado',
      { id: sentAsIs.id, status: 'sent' },
      { token: seller },
    );
    const afterSent = await cards();
    expect(listed(afterSent.quotationRequests!, sentAsIs.number)).toBeUndefined();
    expect(afterSent.quotationRequests!.listed.every((entry) => entry.endsWith(':new'))).toBe(true);

    // The buyer asks about the price, then accepts: the question still waits for its answer,
    // and the acceptance (already an order) is not "por convertir".
    const asked = await request();
    await counterOffer(asked);
    const question = await post('/api/cotizar/contacto', {
      name: 'Rosa Cevallos',
      email: 'rosa@limpiezatotal.ec',
      subject: `Cotización ${asked.number}`,
      message: '¿Me dejan el cítrico a $60 si llevo 10 sacos?',
      quotationToken: asked.token,
    });
    expect(question.statusCode, question.body).toBe(201);
    const accepted = await accept(asked.token);
    expect(accepted.json().status).toBe('converted');
    const afterAccept = await cards();
    expect(listed(afterAccept.quotationMessages!, asked.number)).toBe(`${asked.number}:converted`);
    expect(listed(afterAccept.quotationsAccepted!, asked.number)).toBeUndefined();
    expect(
      afterAccept.quotationsAccepted!.listed.every((entry) => entry.endsWith(':accepted')),
    ).toBe(true);

    // Answered: the message card lets it go.
    await post(
      '/api/cotizar/responder',
      { id: asked.id, message: 'Sí, a $60 desde 10 sacos.' },
      { token: seller },
    );
    expect(listed((await cards()).quotationMessages!, asked.number)).toBeUndefined();
  });

  it('prints the PDF with real text: number, accents, totals, conditions and hazards', async () => {
    const created = await request();
    await counterOffer(created);
    const response = await get(`/api/cotizar/pdf?token=${created.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${created.number}-rev2.pdf`);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: response.rawPayload,
    }).toString();
    expect(text).toContain('COTIZACIÓN');
    expect(text).toContain(created.number);
    expect(text).toContain('Ácido cítrico');
    expect(text).toContain('Lauril éter sulfato de sodio');
    expect(text).toContain('Limpieza Total S.A.');
    expect(text).toContain('RUC 1790016919001');
    expect(text).toMatch(/Subtotal IVA 15 %\s+\$432,00/);
    expect(text).toMatch(/Subtotal IVA 0 %\s+\$330,00/);
    expect(text).toMatch(/IVA 15 %\s+\$64,38/);
    expect(text).toMatch(/TOTAL\s+\$821,38/);
    expect(text).toContain('Productos peligrosos (SGA)');
    expect(text).toContain('Lauril éter sulfato de sodio: 8 días hábiles');
    expect(text).toContain(`/cotizacion/${created.token}`);
    expect(text).toContain('Véala y acéptela en línea');
    // The first revision, for staff only, by id.
    const first = await get(`/api/cotizar/pdf?id=${created.id}&revision=1`, seller);
    expect(first.statusCode).toBe(200);
    const firstText = execFileSync('pdftotext', ['-', '-'], { input: first.rawPayload }).toString();
    expect(firstText).toContain('A consultar');
    expect((await get(`/api/cotizar/pdf?id=${created.id}`)).statusCode).toBe(401);
    expect((await get(`/api/cotizar/pdf?id=${created.id}`, client.token)).statusCode).toBe(403);
    expect((await get(`/api/cotizar/pdf?token=${created.token}&revision=1`)).statusCode).toBe(400);
    expect((await get('/api/cotizar/pdf')).statusCode).toBe(400);
    expect((await get(`/api/cotizar/pdf?token=${'z'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('keeps the totals when the catalogue changes later', async () => {
    const created = await request();
    await app.db
      .update(productPresentations)
      .set({ priceCents: 9900 })
      .where(eq(productPresentations.id, id('Q-CIT', 'Saco 25 kg')));
    try {
      expect((await byToken(created.token)).lines[0]!.unitPriceCents).toBe(6300);
    } finally {
      await app.db
        .update(productPresentations)
        .set({ priceCents: 6300 })
        .where(eq(productPresentations.id, id('Q-CIT', 'Saco 25 kg')));
    }
    // The admin may read it too.
    expect((await get(`/api/cotizar/getCotizacion?id=${created.id}`, admin)).statusCode).toBe(200);
  });
});
