import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { ADMIN } from './support/server';

const FIXTURES = join(
  import.meta.dirname,
  '../apps/api/src/modules/invoicing/signature/test-fixtures',
);

async function api<T>(
  path: string,
  body: object | null,
  token?: string,
  from?: string,
): Promise<T> {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await (download as Download).path())!);
}

// Staff set up invoicing, confirm an order and find it authorised with its RIDE; the buyer
// downloads the RIDE and the XML from Mi cuenta. The SRI is the loopback peer.
describe('electronic invoices', () => {
  const session = useBrowser();

  it('a confirmed order is invoiced, authorised, and both files reach staff and the buyer', async () => {
    const page = session.page;
    // A buyer with an account places an order (paid by transfer, picked up).
    const email = `factura.${Date.now()}@ejemplo.ec`;
    const password = 'hipoclorito al diez';
    const { accessToken } = await api<{ accessToken: string }>('/api/auth/register', {
      email,
      password,
      firstName: 'Rosa',
      lastName: 'Quishpe',
    });
    const { items } = await api<{ items: { id: string }[] }>(
      '/api/producto/lista?pageSize=5',
      null,
    );
    const { product } = await api<{
      product: { presentations: { id: string; priceCents: number | null }[] };
    }>(`/api/producto/getProducto?id=${items[0]!.id}`, null);
    const presentation = product.presentations.find((entry) => entry.priceCents !== null)!;
    const order = await api<{ id: string; number: string }>(
      '/api/pedido/crear',
      {
        items: [{ presentationId: presentation.id, quantity: 1 }],
        billing: {
          identificationType: 'cedula',
          identification: '1710034065',
          name: 'Rosa Quishpe',
          address: 'Av. Amazonas N34-12, Quito',
          email,
          phone: '099 555 1234',
        },
        delivery: { method: 'pickup', branchIndex: 0 },
        payment: { method: 'transfer' },
        idempotencyKey: `factura-${Date.now()}`,
      },
      accessToken,
      '198.51.100.23',
    );

    // The shop's RUC (the consultas' tests use the same); the test certificate names another,
    // which the settings warn about without refusing it.
    const admin = await api<{ accessToken: string }>('/api/auth/login', {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const company = await api<{ settings: Record<string, unknown> }>(
      '/api/empresa/datos',
      null,
      admin.accessToken,
    );
    await api(
      '/api/empresa/guardar',
      { ...company.settings, ruc: '1790016919001' },
      admin.accessToken,
    );

    // The administrator uploads the certificate and turns invoicing on at confirmation.
    await page.goto('/auth/jwt/login');
    await signIn(page);
    await page.waitForURL(/\/dashboard/);
    await page.goto('/dashboard/settings?seccion=facturacion');
    await page
      .locator('input[type=file][accept*=".p12"]')
      .setInputFiles(join(FIXTURES, 'signing.p12'));
    await page.getByLabel('Contraseña del certificado').fill('clave-de-prueba');
    await page.getByRole('button', { name: 'Subir certificado' }).click();
    await page.getByText('MARÍA JOSÉ PEÑA LÓPEZ').waitFor();
    const form = page.getByRole('form', { name: 'Facturación electrónica' });
    await form.getByLabel(/^Establecimiento/).fill('001');
    await form.getByLabel('Punto de emisión').fill('002');
    await form.getByLabel('Dirección matriz').fill('Av. Ilaló 123, Sangolquí');
    await form.getByLabel('Dirección del establecimiento').fill('Av. Ilaló 123, Sangolquí');
    await form.getByLabel('Facturar automáticamente al confirmar un pedido').check();
    await form.getByRole('button', { name: 'Guardar facturación' }).click();
    await page.getByText('La tienda puede emitir facturas electrónicas.').waitFor();
    await page
      .getByText(/El certificado es del RUC 1790012345001/)
      .first()
      .waitFor();

    // Confirming the order issues its invoice; the SRI authorises it.
    await page.goto(`/dashboard/order/${order.id}`);
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    const card = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Factura electrónica' }) })
      .last();
    await card.getByText('Autorizada').waitFor({ timeout: 30_000 });
    const ride = await downloaded(page, () =>
      card.getByRole('button', { name: 'Descargar RIDE (PDF)' }).click(),
    );
    expect(ride.subarray(0, 5).toString()).toBe('%PDF-');

    // The buyer finds both files in Mi cuenta.
    const buyer = await session.browser.newContext({ baseURL: session.baseURL, locale: 'es-EC' });
    try {
      const buyerPage = await buyer.newPage();
      await buyerPage.goto('/auth/jwt/login');
      await buyerPage.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await signIn(buyerPage, email, password);
      await buyerPage.waitForURL((url) => url.pathname === '/mi-cuenta');
      await buyerPage.getByText(order.number).first().click();
      const dialog = buyerPage.getByRole('dialog');
      const xml = await downloaded(buyerPage, () =>
        dialog.getByRole('button', { name: 'XML' }).click(),
      );
      expect(xml.toString()).toMatch(/<estado>AUTORIZADO<\/estado>/);
      const pdf = await downloaded(buyerPage, () =>
        dialog.getByRole('button', { name: 'Factura PDF' }).click(),
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await buyer.close();
    }
  });
});
