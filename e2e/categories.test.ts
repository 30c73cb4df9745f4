import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

// Unique per run: the suite's app is shared with the other tests and keeps what they create.
const RUN = Date.now().toString(36);
const LINE = { name: `Textil ${RUN}`, slug: `textil-${RUN}` };
const RENAMED = { name: `Textiles y cueros ${RUN}`, slug: `textiles-${RUN}` };
const PRODUCT = 'Ácido cítrico anhidro';

describe('categories back office', () => {
  const session = useBrowser();

  it('staff create a business line, the shop filters by it, and a renamed one keeps its old links', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fcategorias');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/categorias');
    await page.getByRole('tab', { name: /Líneas de negocio/ }).waitFor();

    // A new line, made from its name; a double click creates it once and closes the dialog.
    await page.getByRole('button', { name: 'Nueva' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nombre').fill(LINE.name);
    await dialog.getByRole('button', { name: 'Crear' }).dblclick();
    await dialog.waitFor({ state: 'hidden' });
    const table = page.getByRole('table', { name: 'Líneas de negocio' });
    await table.getByText(`/${LINE.slug}`, { exact: true }).waitFor();

    // A product carries it (the shop's filters offer the lines that hold products). The shop's
    // list is cached before, as on a shop with visitors.
    await page.goto('/product');
    await page.goto(`/dashboard/product/list?q=${encodeURIComponent(PRODUCT)}`);
    await page.getByRole('link', { name: `Editar ${PRODUCT}`, exact: true }).click();
    await page.waitForURL(/\/dashboard\/product\/[0-9a-f-]{36}\/edit$/);
    await page.getByLabel('Líneas de negocio').fill(RUN);
    await page.getByRole('listbox').getByRole('option', { name: LINE.name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Guardar producto' }).click();
    await page.waitForURL(/\/dashboard\/product\/[0-9a-f-]{36}$/);

    // The storefront offers it (a list a write made stale is loaded again within two seconds;
    // meanwhile a visitor may get the list as it was) and filters by it.
    const filter = page.getByLabel('Línea de negocio');
    await expect
      .poll(
        async () => {
          await page.goto('/product');
          return filter.locator('option').allTextContents();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining([expect.stringContaining(LINE.name)]));
    await filter.selectOption(LINE.slug);
    await expect.poll(() => new URL(page.url()).searchParams.get('linea')).toBe(LINE.slug);
    await page.getByRole('heading', { level: 3, name: PRODUCT }).waitFor();

    // Renamed, with a new address.
    await page.goto('/dashboard/categorias');
    await page.getByRole('button', { name: `Editar ${LINE.name}` }).click();
    await dialog.getByLabel('Nombre').fill(RENAMED.name);
    await dialog.getByLabel('Dirección web (slug)').fill(RENAMED.slug);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByText(`/${RENAMED.slug} (antes: ${LINE.slug})`).waitFor();

    // The old links lead to the new ones: the line's page and a filtered list.
    const response = await page.goto(`/product/${LINE.slug}/checkout`);
    expect(response?.request().redirectedFrom()?.url()).toMatch(`/product/${LINE.slug}/checkout`);
    expect(new URL(page.url()).pathname).toBe(`/product/${RENAMED.slug}/checkout`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(RENAMED.name);
    await page.goto(`/product/list?linea=${LINE.slug}`);
    expect(new URL(page.url()).searchParams.get('linea')).toBe(RENAMED.slug);
    await page.getByRole('heading', { level: 3, name: PRODUCT }).waitFor();
  });

  it('staff hide a line from the shop, then remove it moving its products to another', async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fcategorias');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/categorias');
    const table = page.getByRole('table', { name: 'Líneas de negocio' });
    const visible = table.getByLabel(`${RENAMED.name} visible en la tienda`);
    await visible.click();
    await expect.poll(() => visible.isChecked()).toBe(false);
    await table.getByText('Oculta', { exact: true }).waitFor();

    const shop = await page.context().newPage();
    await shop.goto('/product');
    await shop.waitForSelector('html[data-app-ready]', { state: 'attached' });
    const options = () => shop.getByLabel('Línea de negocio').locator('option').allTextContents();
    await expect.poll(async () => (await options()).length).toBeGreaterThan(1);
    expect((await options()).some((text) => text.includes(RENAMED.name))).toBe(false);

    // In use: the dialog asks where its products go, and both happen at once.
    await page.getByRole('button', { name: `Eliminar ${RENAMED.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/La usan 1 producto\./).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Mover y eliminar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Pasar a (línea)').selectOption({ label: 'Limpieza' });
    await confirm.click();
    await page.getByText(/Categoría eliminada: 1 producto pasó a Limpieza/).waitFor();
    await table.getByText(`/${RENAMED.slug}`).waitFor({ state: 'detached' });

    // Its addresses now lead to the line that took its product.
    await shop.goto(`/product/${RENAMED.slug}/checkout`);
    expect(new URL(shop.url()).pathname).toBe('/product/limpieza/checkout');
  });
});
