import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryAddresses } from '../../db/schema';
import { buildTestApp, requestsTo, type TestApp } from '../../test/test-app';

const BILLING = {
  identificationType: 'ruc',
  identification: '1714307103001',
  name: 'Limpiezas del Valle S.A.',
  address: 'Av. General Rumiñahui y Calle 5, Sangolquí',
  email: 'facturas@limpiezasvalle.ec',
  phone: '02 233 4455',
};

const WAREHOUSE = {
  label: 'Bodega',
  contactName: 'Rosa Quishpe',
  phone: '099 555 1234',
  province: 'Pichincha',
  city: 'Sangolquí',
  address: 'Av. General Rumiñahui S4-120',
  reference: 'Portón verde',
};

const SHOP = { ...WAREHOUSE, label: 'Local Sur', city: 'Quito', address: 'Av. Maldonado S12-34' };

describe("a customer's own account data", () => {
  let app: TestApp;
  let ana: string;
  let luis: string;
  const requests = requestsTo(() => app);
  const get = (token?: string) => requests.get('/api/cuenta/datos', token);
  const post = (path: string, payload: object, token: string) =>
    requests.post(`/api/cuenta/${path}`, payload, token);

  beforeAll(async () => {
    app = await buildTestApp();
    ana = (await app.createUser({ role: 'cliente' })).token;
    luis = (await app.createUser({ role: 'cliente' })).token;
  });
  afterAll(() => app.close());

  it('needs a session, and starts empty', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(ana)).json()).toEqual({ billing: null, addresses: [] });
  });

  it('saves and replaces the billing data, refusing a bad RUC in Spanish', async () => {
    const bad = await post(
      'guardarFacturacion',
      { ...BILLING, identification: '1714307104001' },
      ana,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'identification', message: expect.stringContaining('El RUC no es válido') },
    ]);

    const saved = await post('guardarFacturacion', BILLING, ana);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billing).toEqual(BILLING);
    const again = await post(
      'guardarFacturacion',
      { ...BILLING, identificationType: 'cedula', identification: '1714307103', phone: '' },
      ana,
    );
    expect(again.json().billing).toMatchObject({ identification: '1714307103', phone: null });
    expect((await get(ana)).json().billing.identificationType).toBe('cedula');
    // Someone else's account is untouched.
    expect((await get(luis)).json().billing).toBeNull();
  });

  it('refuses NUL bytes and names the field', async () => {
    const response = await post('guardarDireccion', { ...WAREHOUSE, label: 'Bo\u0000dega' }, ana);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'label',
      message: 'Contiene caracteres no válidos',
    });
  });

  it('adds addresses, the first one default, and stores a repeated submission once', async () => {
    const first = await post('guardarDireccion', WAREHOUSE, ana);
    expect(first.statusCode).toBe(201);
    expect(first.json().addresses).toEqual([
      { ...WAREHOUSE, id: expect.any(String), isDefault: true },
    ]);
    const repeated = await post('guardarDireccion', WAREHOUSE, ana);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().addresses).toHaveLength(1);

    const second = await post('guardarDireccion', SHOP, ana);
    expect(second.statusCode).toBe(201);
    const labels = second
      .json()
      .addresses.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault]);
    expect(labels).toEqual([
      ['Bodega', true],
      ['Local Sur', false],
    ]);
  });

  it('keeps one default: setting, editing and removing move it', async () => {
    const { addresses } = (await get(ana)).json();
    const [warehouse, shop] = addresses;
    const moved = await post('direccionPredeterminada', { id: shop.id }, ana);
    expect(moved.json().addresses.map((a: { id: string }) => a.id)).toEqual([
      shop.id,
      warehouse.id,
    ]);
    expect(moved.json().addresses[1].isDefault).toBe(false);

    // Editing keeps the id; unticking the only default does not leave none.
    const edited = await post(
      'guardarDireccion',
      { ...SHOP, id: shop.id, reference: 'Junto a la farmacia', isDefault: false },
      ana,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().addresses[0]).toMatchObject({
      id: shop.id,
      reference: 'Junto a la farmacia',
      isDefault: true,
    });

    const removed = await post('eliminarDireccion', { id: shop.id }, ana);
    expect(removed.json().addresses).toEqual([{ ...warehouse, isDefault: true }]);
  });

  it("never reads or writes another customer's address: 404", async () => {
    const [warehouse] = (await get(ana)).json().addresses;
    for (const [path, body] of [
      ['guardarDireccion', { ...WAREHOUSE, id: warehouse.id, label: 'Robada' }],
      ['eliminarDireccion', { id: warehouse.id }],
      ['direccionPredeterminada', { id: warehouse.id }],
    ] as const) {
      const response = await post(path, body, luis);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Dirección no encontrada');
    }
    expect((await get(luis)).json().addresses).toEqual([]);
    const [row] = await app.db
      .select()
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.id, warehouse.id));
    expect(row).toMatchObject({ label: 'Bodega', isDefault: true });
  });

  it('ignores a user id sent in the body', async () => {
    const luisId = (await requests.get('/api/auth/me', luis)).json().user.id;
    const response = await post('guardarDireccion', { ...SHOP, userId: luisId }, ana);
    expect(response.statusCode).toBe(201);
    expect((await get(luis)).json().addresses).toEqual([]);
  });

  it('stores two identical submissions sent at once as one address', async () => {
    const token = (await app.createUser({ role: 'cliente' })).token;
    const answers = await Promise.all([1, 2, 3].map(() => post('guardarDireccion', SHOP, token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await get(token)).json().addresses).toHaveLength(1);
  });

  it('keeps at most 20 addresses per customer, saying so in Spanish', async () => {
    const token = (await app.createUser({ role: 'cliente' })).token;
    for (let index = 1; index <= 20; index += 1) {
      const added = await post('guardarDireccion', { ...SHOP, label: `Local ${index}` }, token);
      expect(added.statusCode).toBe(201);
    }
    const refused = await post('guardarDireccion', { ...SHOP, label: 'Local 21' }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Puedes guardar hasta 20 direcciones/);
  });

  it('answers field errors in Spanish', async () => {
    const response = await post(
      'guardarDireccion',
      { ...WAREHOUSE, province: 'Lima', city: '' },
      ana,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { field: 'province', message: 'Elige la provincia' },
        { field: 'city', message: 'Ingresa la ciudad' },
      ]),
    );
  });
});
