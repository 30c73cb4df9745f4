import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeSriXml } from '../apps/api/src/modules/consultas/sri/sri-xml-writer';
import { isValidCedula } from '../packages/contracts/src/tax-id';
import { ADMIN } from './support/server';
import { signIn, useBrowser } from './support/browser';

// Staff drop a ZIP of SRI invoices, check it with a dry run, import it, map a supplier's code to
// a catalogue product, and read a client's figures and export them.

const SHOP_RUC = '1790016919001';
const RUN = Date.now().toString(36).toUpperCase();
const CLIENT = {
  identificationType: '05',
  identification: '1710034065',
  name: `Lavandería Sol ${RUN}`,
};
const SUPPLIER = {
  ruc: '0990018685001',
  name: `Químicos del Puerto ${RUN} S.A.`,
  address: 'Guayaquil',
};
const SUPPLIER_CODE = `QP-${RUN}`;

/** A person's RUC no other run used: a valid cédula made of this run's time, and 001. */
function runRuc(): string {
  const base = `171${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const digit = [...'0123456789'].find((check) => isValidCedula(`${base}${check}`))!;
  return `${base}${digit}001`;
}
const CSV_SUPPLIER = `Laboratorios Andes ${RUN} S.A.`;
const CSV_FILE = `proveedores-${RUN}.csv`;
/** Suppliers whose name is under «Razón social»; «Proveedor» holds the salesperson. */
const suppliersCsv = () =>
  `RUC;Proveedor;Razón social;Correo\n${runRuc()};Vendedor Juan;${CSV_SUPPLIER};ventas@andes.ec\n`;

/** The administrator's headers for the API. */
async function staffHeaders(baseURL: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
}

/** The company settings with the shop's RUC: sales and purchases are told apart by it. */
async function useShopRuc(baseURL: string) {
  const headers = await staffHeaders(baseURL);
  const current = (await (await fetch(`${baseURL}/api/empresa/datos`, { headers })).json()) as {
    settings: Record<string, unknown>;
  };
  const saved = await fetch(`${baseURL}/api/empresa/guardar`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...current.settings, ruc: SHOP_RUC }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return headers;
}

function yearZip(productCode: string) {
  const shop = { ruc: SHOP_RUC, name: 'ProduApps S.A.', address: 'Quito' };
  const sale = writeSriXml(
    {
      kind: 'factura',
      issuer: shop,
      establishment: '003',
      emissionPoint: '001',
      sequential: 41,
      issueDate: '2026-10-05',
      buyer: CLIENT,
      lines: [
        {
          code: productCode,
          description: 'Producto del catálogo',
          quantity: 20,
          unitPrice: 3.5,
          ivaRateCode: '4',
        },
      ],
    },
    { wrapper: 'cdata' },
  );
  const purchase = writeSriXml({
    kind: 'factura',
    version: '1.0.0',
    issuer: SUPPLIER,
    establishment: '001',
    emissionPoint: '002',
    sequential: 900,
    issueDate: '2026-09-20',
    buyer: { identificationType: '04', identification: SHOP_RUC, name: shop.name },
    lines: [
      {
        code: SUPPLIER_CODE,
        description: 'MATERIA PRIMA SACO',
        quantity: 3,
        unitPrice: 40,
        ivaRateCode: '4',
      },
    ],
  });
  return zipSync({
    'octubre/venta-41.xml': strToU8(sale),
    'septiembre/compra-900.xml': strToU8(purchase),
    'notas.txt': strToU8('no es un comprobante'),
  });
}

describe('consultas', () => {
  const session = useBrowser();

  it('staff import a ZIP after a dry run, map a supplier code, and read and export a client', async () => {
    const { page, baseURL } = session;
    const staff = await useShopRuc(baseURL);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fconsultas%2Fimportar');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/consultas/importar');

    // The demo catalogue's first product with a code: what the sale names.
    const search = await fetch(`${baseURL}/api/consultas/buscarProducto?q=acido&limit=1`, {
      headers: staff,
    });
    const catalogue = (await search.json()) as { items: { code: string; name: string }[] };
    const product = catalogue.items[0]!;

    await page.locator('input[type=file]').setInputFiles([
      {
        name: `anio-${RUN}.zip`,
        mimeType: 'application/zip',
        buffer: Buffer.from(yearZip(product.code)),
      },
      { name: CSV_FILE, mimeType: 'text/csv', buffer: Buffer.from(suppliersCsv()) },
    ]);
    await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
    const results = page
      .getByRole('region', { name: /Revisión|Simulación|Resultado/ })
      .or(page.locator('main'));
    await expect
      .poll(() =>
        results
          .getByText(`Factura 001-002-000000900 de compra a ${SUPPLIER.name}`, { exact: false })
          .count(),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => results.getByText('No se reconocen las columnas', { exact: false }).count())
      .toBeGreaterThan(0);

    // The CSV's name was read from «Proveedor»: the column is corrected and checked again.
    const columns = page.getByRole('region', { name: `Columnas de ${CSV_FILE}` });
    await expect.poll(() => columns.getByText('Vendedor Juan').count()).toBe(1);
    await columns
      .getByLabel('Columna para Nombre o razón social')
      .selectOption({ label: 'Razón social' });
    await expect.poll(() => columns.getByText(CSV_SUPPLIER).count()).toBe(1);
    const importButton = page.getByRole('button', { name: 'Importar', exact: true });
    expect(await importButton.isEnabled()).toBe(false);
    await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
    await expect.poll(() => importButton.isEnabled()).toBe(true);

    await importButton.click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Asignar el código ${SUPPLIER_CODE} de ${SUPPLIER.name}` })
          .count(),
      )
      .toBe(1);

    // The CSV's supplier was saved under the column chosen for its name.
    const suppliers = await fetch(
      `${baseURL}/api/consultas/getProveedores?q=${encodeURIComponent(CSV_SUPPLIER)}`,
      { headers: staff },
    );
    const found = (await suppliers.json()) as { items: { name: string }[] };
    expect(found.items.map((item) => item.name)).toEqual([CSV_SUPPLIER]);

    // The supplier's code is our product: its line follows.
    await page
      .getByRole('button', { name: `Asignar el código ${SUPPLIER_CODE} de ${SUPPLIER.name}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Producto').fill(product.name.slice(0, 12));
    await page
      .getByRole('option', { name: new RegExp(product.name.slice(0, 12)) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Asignar' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Asignar el código ${SUPPLIER_CODE} de ${SUPPLIER.name}` })
          .count(),
      )
      .toBe(0);

    // The client's page: 20 × 3.50 without IVA.
    await page.goto(`/dashboard/consultas/clientes?q=${encodeURIComponent(CLIENT.name)}`);
    await page
      .getByRole('link', { name: CLIENT.name })
      .or(page.getByText(CLIENT.name))
      .first()
      .click();
    await page.waitForURL((url) =>
      /\/dashboard\/consultas\/clientes\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    await expect.poll(() => page.getByText('$70,00').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(product.name).first().isVisible()).toBe(true);

    // Its products, exported as CSV: the line a seller would send on.
    const section = page
      .getByRole('region', { name: 'Lo que compra' })
      .or(page.locator('section', { hasText: 'Lo que compra' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section
        .getByRole('button', { name: 'Exportar' })
        .last()
        .click()
        .then(async () => {
          const csvChoice = page.getByRole('menuitem', { name: /CSV/ });
          if (await csvChoice.count()) await csvChoice.click();
        }),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(product.name);
    expect(csv).toMatch(/70[,.]00|70$/m);
  });

  it('staff price an ingredient the catalogue does not sell, and the batch cost is complete', async () => {
    const { page, baseURL } = session;
    const staff = await staffHeaders(baseURL);
    // A formula of free-text ingredients only: panela (in grams) and water.
    const panela = `Panela molida ${RUN}`;
    const types = (await (
      await fetch(`${baseURL}/api/formula/getTiposFormula`, { headers: staff })
    ).json()) as { items: { id: number }[] };
    const saved = await fetch(`${baseURL}/api/formula/guardar`, {
      method: 'POST',
      headers: staff,
      body: JSON.stringify({
        title: `Jarabe de panela ${RUN}`,
        typeId: types.items[0]!.id,
        batchYield: { amount: 10, unit: 'kg' },
        ingredients: [
          { name: panela, amount: 4000, unit: 'g' },
          { name: 'Agua potable', amount: 6, unit: 'L' },
        ],
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { formula } = (await saved.json()) as { formula: { id: string } };

    await page.goto(`/auth/jwt/login?returnTo=%2Fdashboard%2Fconsultas%2Fformulas%2F${formula.id}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/dashboard/consultas/formulas/${formula.id}`);
    // The figure «Costo del lote», its value before the hint under it.
    const batchCost = page
      .getByRole('region', { name: 'Costo del lote' })
      .locator('dt:text-is("Costo del lote") + dd');
    await expect.poll(() => batchCost.textContent()).toMatch(/^Incompleto.*Fijar precio/);

    // 4000 g at $0,80 per kg: the price is typed per kg, not per gram as the formula writes it.
    await page.getByRole('button', { name: `Fijar precio de ${panela}` }).click();
    const dialog = page.getByRole('dialog', { name: `Precio de ${panela}` });
    await dialog.getByLabel('Precio sin IVA').fill('0,80');
    await dialog.getByLabel('Por').selectOption('kg');
    await dialog.getByRole('button', { name: 'Guardar precio' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    await expect.poll(() => batchCost.textContent()).toMatch(/^\$3,20.*1 con precio manual/);
    const row = page.getByRole('row', { name: new RegExp(panela) });
    await expect.poll(() => row.textContent()).toMatch(/\$3,20precio manual/);

    // The price can be changed, and who set it shows in its dialog.
    await page.getByRole('button', { name: `Cambiar precio de ${panela}` }).click();
    await expect.poll(() => dialog.getByText(/Precio manual fijado por/).count()).toBe(1);
    expect(await dialog.getByLabel('Precio sin IVA').inputValue()).toBe('0,80');

    // Removed, the batch cost is incomplete again and the row offers to set a price.
    await dialog.getByRole('button', { name: 'Quitar precio' }).click();
    await expect.poll(() => batchCost.textContent()).toMatch(/^Incompleto/);
    await expect
      .poll(() => page.getByRole('button', { name: `Fijar precio de ${panela}` }).count())
      .toBe(1);
  });
});
