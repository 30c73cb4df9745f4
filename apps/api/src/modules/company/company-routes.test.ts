import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySettingsInput, CompanySettingsResponse } from '@quimia/contracts';
import { eq } from 'drizzle-orm';
import { companySettings, mailMessages } from '../../db/schema';
import { DEFAULT_WEB_DIST_DIR } from '../../paths';
import { buildTestApp, requestsTo, roleTokens, type TestApp } from '../../test/test-app';
import { FIXTURE, seedCatalog } from '../../test/demo-fixture';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><title>Tienda</title></head><body><div id="root"></div></body></html>';

/** A product page's HTML: its meta names the seller and shows the price with the stored IVA. */
const PRODUCT_PAGE = '/product/acido-citrico-anhidro';

describe('company settings', () => {
  let app: TestApp;
  let admin: string;
  let seller: string;
  let client: string;

  const { get, post } = requestsTo(() => app);
  const save = (payload: unknown, token: string | null = admin) =>
    post('/api/empresa/guardar', payload as object, token);
  const current = async () =>
    ((await get('/api/empresa/datos', admin)).json() as CompanySettingsResponse).settings;

  beforeAll(async () => {
    const web = mkdtempSync(join(tmpdir(), 'quimia-company-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), TEMPLATE);
    app = await buildTestApp({
      WEB_DIST_DIR: web,
      SUPPORT_PHONE: '+593 98 111 2222',
      IVA_RATE: '12',
      COMPANY_RUC: '1790016919001',
    });
    await seedCatalog(app.db, FIXTURE);
    ({ admin, seller, client } = await roleTokens(app));
  });
  afterAll(() => app.close());

  it('starts from the defaults, with the support phone, IVA and RUC of the environment', async () => {
    const response = await get('/api/empresa/datos', admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as CompanySettingsResponse;
    expect(body.updatedAt).toBeNull();
    expect(body.settings).toMatchObject({
      tradeName: 'ProduApps',
      ruc: '1790016919001',
      whatsappNumber: '+593 98 111 2222',
      ivaRate: 12,
      consumidorFinalLimitCents: 5000,
    });
    expect(body.settings.branches.map((branch) => branch.name)).toEqual([
      'Valle de los Chillos',
      'Sur de Quito',
    ]);
    const visible = (await get('/api/empresa/publica')).json();
    expect(visible).toMatchObject({ tradeName: 'ProduApps', logo: null });
    expect(visible).not.toHaveProperty('logoImageId');
    expect((await get('/api/config')).json()).toEqual({
      supportPhone: '+593 98 111 2222',
      ivaRate: 12,
    });
  });

  it('lets only administrators read and save the settings', async () => {
    const settings = await current();
    expect((await get('/api/empresa/datos')).statusCode).toBe(401);
    expect((await get('/api/empresa/datos', client)).statusCode).toBe(403);
    expect((await get('/api/empresa/datos', seller)).statusCode).toBe(403);
    expect((await save(settings, null)).statusCode).toBe(401);
    expect((await save(settings, client)).statusCode).toBe(403);
    const refused = await save({ ...settings, tradeName: 'Otra' }, seller);
    expect(refused.statusCode).toBe(403);
    expect((await current()).tradeName).toBe('ProduApps');
  });

  it('refuses a bad RUC, bad links, a bad bank account and NUL bytes, naming each field', async () => {
    const settings = await current();
    const response = await save({
      ...settings,
      ruc: '1763154690001',
      social: { ...settings.social, facebook: 'http://facebook.com/tienda' },
      branches: [{ ...settings.branches[0]!, mapUrl: 'javascript:alert(1)', mobiles: ['abc'] }],
      bankAccounts: [
        { bank: 'Pichincha', type: 'plazo', number: '12', holder: 'X', holderId: '1714307104' },
      ],
      ivaRate: 150,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as { field: string; message: string }[]).map(
      (detail) => detail.field,
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        'ruc',
        'social.facebook',
        'branches.0.mapUrl',
        'branches.0.mobiles.0',
        'bankAccounts.0.type',
        'bankAccounts.0.number',
        'bankAccounts.0.holderId',
        'ivaRate',
      ]),
    );
    expect(response.json().details).toContainEqual({
      field: 'ruc',
      message: expect.stringMatching(/RUC no es válido/),
    });

    const nul = await save({ ...settings, tradeName: 'Tienda\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().details).toContainEqual({
      field: 'tradeName',
      message: 'Contiene caracteres no válidos',
    });

    const unknownLogo = await save({
      ...settings,
      logoImageId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownLogo.statusCode).toBe(400);
    expect(unknownLogo.json().details[0].field).toBe('logoImageId');
    expect((await current()).ruc).toBe('1790016919001');
  });

  it('shows a save at once: public settings, public config and cached pages', async () => {
    // Warm every cache first: the answers and the page must be dropped, not merely missing.
    await get('/api/empresa/publica');
    await get('/api/config');
    const before = await get(PRODUCT_PAGE);
    expect(before.body).toContain('content="ProduApps"');
    expect(before.body).toMatch(/"price":"[\d.]+"/);

    const settings = await current();
    const changed: CompanySettingsInput = {
      ...settings,
      tradeName: 'Químicos del Valle',
      whatsappNumber: '+593 99 000 7777',
      ivaRate: 15,
      // Every branch kept (the test shop has stock at each): the first with a new phone.
      branches: [
        { ...settings.branches[0]!, landlines: ['(02) 299-1234'] },
        ...settings.branches.slice(1),
      ],
      bankAccounts: [
        {
          bank: 'Banco Pichincha',
          type: 'corriente',
          number: '2100123456',
          holder: 'Químicos del Valle S.A.',
          holderId: '1790016919001',
        },
      ],
    };
    const response = await save(changed);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as CompanySettingsResponse;
    expect(saved.updatedAt).not.toBeNull();
    expect(saved.settings.branches).toHaveLength(settings.branches.length);

    const visible = (await get('/api/empresa/publica')).json();
    expect(visible.tradeName).toBe('Químicos del Valle');
    expect(visible.branches[0].landlines).toEqual(['(02) 299-1234']);
    expect(visible.bankAccounts[0].number).toBe('2100123456');
    expect((await get('/api/config')).json()).toEqual({
      supportPhone: '+593 99 000 7777',
      ivaRate: 15,
    });
    const after = await get(PRODUCT_PAGE);
    expect(after.body).toContain('content="Químicos del Valle"');
    expect(after.body).not.toContain('content="ProduApps"');
    // A page without meta of its own starts with the seller's name as its title.
    expect((await get('/dashboard')).body).toContain(
      '<title>Químicos del Valle · Productos químicos y materias primas</title>',
    );
  });

  it('sends the "account created" e-mail only while it is on; a reset e-mail always', async () => {
    const register = (email: string) =>
      post('/api/auth/register', {
        email,
        password: 'una-clave-segura-1',
        firstName: 'Nora',
        lastName: 'Vega',
      });
    const mailsTo = async (email: string) =>
      (await app.db.select().from(mailMessages).where(eq(mailMessages.recipient, email))).length;

    expect((await register('con-correo@ejemplo.ec')).statusCode).toBe(201);
    expect(await mailsTo('con-correo@ejemplo.ec')).toBe(1);

    const off = { ...(await current()), customerEmails: { accountCreated: false } };
    expect((await save(off)).statusCode).toBe(200);
    expect((await current()).customerEmails).toEqual({ accountCreated: false });
    // Visitors never see the setting.
    expect((await get('/api/empresa/publica')).json()).not.toHaveProperty('customerEmails');
    expect((await register('sin-correo@ejemplo.ec')).statusCode).toBe(201);
    expect(await mailsTo('sin-correo@ejemplo.ec')).toBe(0);

    const on = { ...(await current()), customerEmails: { accountCreated: true } };
    expect((await save(on)).statusCode).toBe(200);
  });

  it('stores one record however often the form is sent', async () => {
    const settings = await current();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await save({ ...settings, quotationValidityDays: 30 })).statusCode).toBe(200);
    }
    expect(await app.db.select().from(companySettings)).toHaveLength(1);
    expect((await current()).quotationValidityDays).toBe(30);
  });
});

describe.skipIf(!existsSync(join(DEFAULT_WEB_DIST_DIR, '..', 'dist-ssr', 'entry-server.js')))(
  'company settings in server-rendered pages',
  () => {
    let app: TestApp;
    let admin: string;
    const { get, post } = requestsTo(() => app);
    beforeAll(async () => {
      app = await buildTestApp({ WEB_DIST_DIR: DEFAULT_WEB_DIST_DIR });
      admin = (await app.createUser({ role: 'admin' })).token;
    });
    afterAll(() => app.close());

    it('draws the footer again with a new branch phone as soon as it is saved', async () => {
      const before = await get('/contact-us');
      expect(before.body).toContain('(02) 233-4567');
      const { settings } = (
        await get('/api/empresa/datos', admin)
      ).json() as CompanySettingsResponse;
      const response = await post(
        '/api/empresa/guardar',
        {
          ...settings,
          branches: [
            { ...settings.branches[0]!, landlines: ['(02) 288-9999'] },
            ...settings.branches.slice(1),
          ],
        },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      const after = await get('/contact-us');
      expect(after.body).toContain('(02) 288-9999');
      expect(after.body).not.toContain('(02) 233-4567');
    });
  },
);
