import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import { signIn, useBrowser, waitForApp } from './support/browser';
import { ADMIN } from './support/server';

// Unique per run: the suite's app is shared with the other tests and keeps what they create.
const RUN = Date.now().toString(36).toUpperCase();
const PRODUCT = {
  code: `E2E-${RUN}`,
  name: `Sulfato de zinc heptahidratado lote ${RUN}`,
  slug: `sulfato-de-zinc-heptahidratado-lote-${RUN.toLowerCase()}`,
  cas: '7446-20-0',
};
const FORMULA = {
  title: `Fertilizante foliar de zinc lote ${RUN}`,
  slug: `fertilizante-foliar-de-zinc-lote-${RUN.toLowerCase()}`,
};

/** A real 120×90 PNG, as a phone photo would be uploaded (smaller). */
function photo() {
  return sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 40, g: 160, b: 120 } },
  })
    .png()
    .toBuffer();
}

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** An image that the browser has downloaded and decoded. */
function isLoaded(page: Page, name: string) {
  return page
    .getByRole('img', { name, exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe('catalogue back office', () => {
  const session = useBrowser();

  it('staff publish a product and a formula that uses it, and visitors see both', async () => {
    const { page, browser, baseURL } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fproduct%2Fnew');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/product/new');

    // Tab "Productos": what the product is.
    await page.getByLabel('Código').fill(PRODUCT.code);
    await page.getByLabel('Nombre').fill(PRODUCT.name);
    expect(await page.getByLabel('Slug (dirección web)').inputValue()).toBe(PRODUCT.slug);
    await page.getByLabel('Número CAS').fill(PRODUCT.cas);
    await page.getByLabel('Fórmula química').fill('ZnSO4·7H2O');
    await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Fertilizantes' });
    await page.getByLabel('Subtipo').selectOption({ label: 'Micronutrientes' });
    await page.getByLabel('Líneas de negocio').fill('agri');
    await page.getByRole('listbox').getByRole('option', { name: 'Agrícola' }).click();
    await page.keyboard.press('Escape');
    await page
      .getByLabel('Descripción')
      .fill('Cristales incoloros solubles en agua. Corrige la deficiencia de zinc en cultivos.');
    await page.getByLabel('Estado').selectOption({ label: 'Publicar' });
    await page.getByLabel('GHS07 Irritante / nocivo').check();
    await page.getByLabel('GHS09 Peligro para el medio ambiente').check();

    await page.getByLabel('Subir imagen').setInputFiles({
      name: 'sulfato-de-zinc.png',
      mimeType: 'image/png',
      buffer: await photo(),
    });
    const gallery = page.getByRole('list', { name: 'Imágenes del producto' });
    await expect.poll(() => gallery.getByRole('img', { name: PRODUCT.name }).count()).toBe(1);
    await expect.poll(() => isLoaded(page, PRODUCT.name)).toBe(true);

    // Tab "Datos Cotización": presentations and prices (in dollars, IVA shown as typed).
    await page.getByRole('tab', { name: 'Datos Cotización' }).click();
    for (const [position, label, size, price, withIva] of [
      [1, 'Funda 1 kg', '1', '2,35', '$2,70'],
      [2, 'Saco 25 kg', '25', '48,90', '$56,24'],
    ] as const) {
      await page.getByRole('button', { name: 'Agregar presentación' }).click();
      const row = page.getByRole('group', { name: `Presentación ${position}` });
      await row.getByLabel('Etiqueta').fill(label);
      await row.getByLabel('Tamaño').fill(size);
      await row.getByLabel('Precio USD').fill(price);
      expect(await row.textContent()).toContain(`Con IVA: ${withIva}`);
    }
    // A volume price on the sack: from 10 sacks, $46,50 each.
    await page
      .getByRole('group', { name: 'Presentación 2' })
      .getByRole('button', { name: 'Agregar precio por volumen' })
      .click();
    const volume = page.getByRole('group', { name: 'Precio por volumen 1 de la presentación 2' });
    await volume.getByLabel('Desde').fill('10');
    await volume.getByLabel('Precio unitario USD').fill('46,50');
    // No stock field: a new product's stock comes from a count once it exists.
    expect(await page.getByLabel('Stock', { exact: true }).count()).toBe(0);
    await page
      .getByText(
        'El stock y el stock mínimo de cada sucursal se registran en la ficha del producto una vez creado.',
        { exact: false },
      )
      .waitFor();
    // Nor a minimum: each branch keeps its own, in the product's stock card.
    expect(await page.getByLabel('Stock mínimo').count()).toBe(0);

    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await page.waitForURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Producto creado').isVisible()).toBe(true);
    await expect.poll(() => heading(page)).toBe(PRODUCT.name);
    expect(await page.getByText('Publicado', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('desde 10: $46,50').isVisible()).toBe(true);
    expect(await page.getByText('Agotado', { exact: true }).isVisible()).toBe(true);

    // A formula whose ingredient is that product, found by typing part of its name.
    await page.goto('/dashboard/post/new');
    await page.getByLabel('Título').fill(FORMULA.title);
    expect(await page.getByLabel('Slug (dirección web)').inputValue()).toBe(FORMULA.slug);
    await page.getByLabel('Tipo de fórmula').selectOption({ label: 'Agrícola' });
    await page
      .getByLabel('Resumen')
      .fill('Solución foliar que corrige la falta de zinc en maíz, papa y frutales.');
    await page
      .getByRole('textbox', { name: 'Contenido' })
      .fill('Se aplica al follaje temprano en la mañana, con el tanque bien agitado.');

    await page.getByRole('button', { name: 'Agregar ingrediente' }).click();
    const zinc = page.getByRole('group', { name: 'Ingrediente 1' });
    await zinc.getByLabel('Producto').fill(`zinc heptahidratado lote ${RUN.toLowerCase()}`);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(`^${PRODUCT.name}`) })
      .click();
    expect(await zinc.getByLabel('Producto').inputValue()).toBe(PRODUCT.name);
    expect(await zinc.textContent()).toContain(`Del catálogo: ${PRODUCT.code}`);
    await zinc.getByLabel('Cantidad').fill('2');
    await zinc.getByLabel('Porcentaje').fill('2');

    await page.getByRole('button', { name: 'Agregar ingrediente' }).click();
    const water = page.getByRole('group', { name: 'Ingrediente 2' });
    await water.getByLabel('Producto').fill('Agua');
    await water.getByLabel('Cantidad').fill('98');
    await water.getByLabel('Unidad').selectOption('L');
    await water.getByLabel('Porcentaje').fill('98');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Suma de porcentajes' }).textContent())
      .toContain('100 %');

    await page.getByLabel('Rendimiento del lote').fill('100');
    await page.getByRole('button', { name: 'Agregar paso' }).click();
    await page.getByLabel('Paso 1').fill('Disuelve el sulfato de zinc en el agua, agitando.');
    await page.getByLabel('Estado').selectOption({ label: 'Publicar' });
    await page.getByRole('button', { name: 'Guardar fórmula' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/post/${FORMULA.slug}`);
    await expect.poll(() => page.getByText('Fórmula creada').isVisible()).toBe(true);

    // A visitor (nobody signed in) finds both on the storefront.
    const visitor = await browser.newContext({ baseURL, locale: 'es-EC' });
    try {
      const shop = await visitor.newPage();
      await shop.goto(`/product?q=${encodeURIComponent(`sulfato de zinc lote ${RUN}`)}`);
      await waitForApp(shop);
      await shop.getByRole('link', { name: PRODUCT.name, exact: true }).click();
      await shop.waitForURL((url) => url.pathname === `/product/${PRODUCT.slug}`);
      await waitForApp(shop);
      await expect.poll(() => heading(shop)).toBe(PRODUCT.name);
      await expect.poll(() => isLoaded(shop, PRODUCT.name)).toBe(true);
      expect(await shop.locator('dt:text-is("Número CAS") + dd').textContent()).toBe(PRODUCT.cas);

      const prices = shop.getByRole('table', { name: 'Presentaciones y precios' });
      await expect
        .poll(() => prices.getByRole('row').filter({ hasText: 'Saco 25 kg' }).textContent())
        .toMatch(/\$48,90.*\$56,24/);
      expect(await prices.getByRole('row').filter({ hasText: 'Funda 1 kg' }).textContent()).toMatch(
        /\$2,35.*\$2,70/,
      );
      const hazards = shop.getByRole('region', { name: 'Seguridad (SGA / GHS)' });
      for (const name of ['GHS07 Irritante / nocivo', 'GHS09 Peligro para el medio ambiente']) {
        expect(await hazards.getByRole('img', { name }).isVisible()).toBe(true);
      }

      await shop
        .getByRole('region', { name: 'Fórmulas que lo usan' })
        .getByRole('link', { name: FORMULA.title })
        .click();
      await shop.waitForURL((url) => url.pathname === `/post/${FORMULA.slug}`);
      await waitForApp(shop);
      await expect.poll(() => heading(shop)).toBe(FORMULA.title);
      const ingredients = shop.getByRole('table', { name: 'Ingredientes' });
      expect(await ingredients.getByRole('row').filter({ hasText: 'Agua' }).textContent()).toMatch(
        /98 L.*98 %/,
      );
      await ingredients.getByRole('link', { name: PRODUCT.name }).click();
      await shop.waitForURL((url) => url.pathname === `/product/${PRODUCT.slug}`);
      await expect.poll(() => heading(shop)).toBe(PRODUCT.name);
    } finally {
      await visitor.close();
    }
  });
  it('staff remove a product with a double click on Eliminar: once, back to the list', async () => {
    const { page } = session;
    const base = inject('baseURL');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const source = (await (
      await fetch(`${base}/api/producto/getProducto?slug=acido-citrico-anhidro`)
    ).json()) as { product: Product };
    const { id: _sourceId, ...body } = productSaveBodyOf(source.product);
    const stamp = Date.now();
    const saved = await fetch(`${base}/api/producto/guardar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        ...body,
        code: `DEL-${stamp}`,
        name: `Para eliminar ${stamp}`,
        slug: `para-eliminar-${stamp}`,
        featured: false,
        imageIds: [],
      }),
    });
    const { product } = (await saved.json()) as { product: { id: string } };

    await page.goto(`/auth/jwt/login?returnTo=%2Fdashboard%2Fproduct%2F${product.id}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/dashboard/product/${product.id}`);
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar producto' });
    // The second press used to answer "Producto no encontrado" and keep the dialog open.
    await dialog.getByRole('button', { name: 'Eliminar' }).dblclick();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard/product/list'));
    expect(await page.getByText('Producto no encontrado').count()).toBe(0);
  });

  it('staff are asked before leaving a product form with unsaved changes', async () => {
    const { page } = session;
    const base = inject('baseURL');
    const productBySlug = async () =>
      (
        (await (
          await fetch(`${base}/api/producto/getProducto?slug=acido-citrico-anhidro`)
        ).json()) as { product: Product }
      ).product;
    const { id, name } = await productBySlug();
    await page.goto(
      `/auth/jwt/login?returnTo=${encodeURIComponent(`/dashboard/product/${id}/edit`)}`,
    );
    await signIn(page);
    await page.waitForURL((url) => url.pathname === `/dashboard/product/${id}/edit`);
    const field = page.getByLabel('Nombre');
    await expect.poll(() => field.inputValue()).toBe(name);
    await field.fill(`${name} a medias`);

    const cancel = page.getByRole('link', { name: 'Cancelar' });
    const dialog = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await cancel.click();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/dashboard/product/${id}/edit`);
    expect(await field.inputValue()).toBe(`${name} a medias`);

    await cancel.click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/product/${id}`);
    expect((await productBySlug()).name).toBe(name);
  });
});
