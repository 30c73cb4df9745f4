import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/server';
import { callApi } from './support/api';
import { signIn, useBrowser } from './support/browser';
import { freshProduct } from './support/products';

// Staff set a branch's «Stock mínimo» in the product's stock card; the branch marks it low, and
// «Sugerencia de compra» lists what to buy, with its e-mail and WhatsApp actions, on a phone too.

describe('purchase suggestion', () => {
  const session = useBrowser();

  it('staff set a minimum per branch and find the product in the suggestion', async () => {
    const page = session.page;
    const { accessToken } = await callApi<{ accessToken: string }>('/api/auth/login', null, {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const product = await freshProduct(accessToken, { published: true });
    const detailsPath = `/dashboard/product/${product.id}`;
    await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(detailsPath)}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === detailsPath);

    // Sur de Quito keeps at least 10 kg; it has none, so it is low there.
    const stockTable = page.getByRole('table', { name: 'Stock por sucursal' });
    await stockTable.getByRole('button', { name: 'Stock mínimo en Sur de Quito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock mínimo' });
    await expect.poll(() => dialog.getByLabel('Sucursal').inputValue()).toBe('sur-de-quito');
    await dialog.getByRole('textbox', { name: 'Stock mínimo' }).fill('10');
    await dialog.getByRole('button', { name: 'Guardar mínimo' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const south = stockTable.getByRole('row', { name: /Sur de Quito/ });
    await expect.poll(() => south.innerText()).toMatch(/0\s+Bajo\s+10/);

    // The suggestion: never bought, so under «Sin proveedor registrado», 2 × 10 − 0 = 20 kg.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/inventario/sugerencia');
    const group = page.getByRole('region', { name: 'Sin proveedor registrado' });
    const row = group.getByRole('row', { name: new RegExp(product.name) });
    await expect.poll(() => row.innerText()).toMatch(/Sur de Quito[\s\S]*20 kg/);
    expect(await page.getByText('doble del stock mínimo', { exact: false }).isVisible()).toBe(true);
    const whatsapp = group.getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*20%20kg/);
    expect(await page.getByRole('button', { name: 'Exportar' }).isVisible()).toBe(true);
    // A phone shows it without scrolling sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});
