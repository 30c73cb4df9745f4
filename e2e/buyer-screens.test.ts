import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const CITRIC = 'acido-citrico-anhidro';
const PHONE = { width: 390, height: 844 };

/** Whether the element is drawn whole inside the window's width (not behind a sideways scroll). */
const withinScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll(
    (elements) =>
      elements.length > 0 &&
      elements.every((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
      }),
  );

/** The texts of a table's cells that are past the window's edge (behind a sideways scroll). */
const cellsOffScreen = (page: Page, table: string) =>
  page.locator(`${table} td`).evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > window.innerWidth);
      })
      .map((cell) => cell.textContent),
  );

describe('what a buyer and staff see', () => {
  const session = useBrowser();

  it('the product page totals the quantity as it is typed, before the field is left', async () => {
    const { page } = session;
    await page.goto(`/product/${CITRIC}`);
    await page.getByRole('radio', { name: /Saco 25 kg/ }).check();
    const field = page.getByLabel('Cantidad de Saco 25 kg');
    await field.click();
    await field.press('End');
    await field.press('0');
    // Still in the field: 10 sacks at the volume price.
    await expect.poll(() => page.getByText('10 sacos × $60,00').isVisible()).toBe(true);
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it("keeps a guest's billing data as typed when the checkout is reloaded", async () => {
    const { page } = session;
    await page.goto(`/product/${CITRIC}`);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.goto('/product/checkout');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Razón social o nombre').fill('Juana Tipán');
    await page.getByLabel('Dirección').fill('Av. Amazonas N24-155, Quito');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Razón social o nombre').inputValue())
      .toBe('Juana Tipán');
    expect(await page.getByLabel('Dirección').inputValue()).toBe('Av. Amazonas N24-155, Quito');
  });

  it('opens the support chat on the message its badge announces', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir chat de soporte: 1 mensaje nuevo' }).click();
    const conversation = page.getByRole('log', { name: 'Conversación' });
    await expect
      .poll(() => conversation.getByRole('article').textContent())
      .toContain('¿En qué podemos ayudarte?');
  });

  it('shows the prices with IVA on a phone without a sideways scroll', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`/product/${CITRIC}`);
    const table = 'table[aria-label="Presentaciones y precios"]';
    await page.locator(table).waitFor();
    expect(await withinScreen(page, `${table} th:has-text("Precio con IVA")`)).toBe(true);
    expect(await withinScreen(page, `${table} tbody td:last-child`)).toBe(true);
    expect(await page.locator(table).textContent()).toContain('$63,00 sin IVA');
  });

  it("keeps the orders' total and state in sight on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Forder');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/order');
    const table = 'table[aria-label="Pedidos"]';
    await page.locator(`${table} th:has-text("Estado")`).waitFor();
    expect(await withinScreen(page, `${table} th:has-text("Total")`)).toBe(true);
    expect(await withinScreen(page, `${table} th:has-text("Estado")`)).toBe(true);
  });

  it("keeps the formulas' state and actions in sight on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fpost%2Flist');
    await signIn(page);
    const table = page.getByRole('table', { name: 'Fórmulas' });
    await table.getByRole('row').nth(1).getByText('Publicado').waitFor();
    expect(await cellsOffScreen(page, 'table[aria-label="Fórmulas"]')).toEqual([]);
    await table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^Acciones de / })
      .click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toContain('Editar');
  });

  it("keeps the products' state and actions in sight on a phone", async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fproduct%2Flist%3Festado%3Dpublished');
    await signIn(page);
    const table = page.getByRole('table', { name: 'Productos' });
    const row = table.getByRole('row').nth(1);
    const state = row.getByText('Publicado').filter({ visible: true });
    await state.waitFor();
    expect(await cellsOffScreen(page, 'table[aria-label="Productos"]')).toEqual([]);
    const box = (await state.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    // Seeing, editing and removing the product are one button away.
    await row.getByRole('button', { name: /^Acciones de / }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Ver', 'Editar', 'Eliminar']);
    await menu.getByRole('menuitem', { name: 'Editar' }).click();
    await page.waitForURL((url) => /^\/dashboard\/product\/[^/]+\/edit$/.test(url.pathname));
  });
});

describe('an empty shop', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DEMO_DATA: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const session = useBrowser({ baseURL: () => server.url });

  it('says it has no formulas yet and offers no «Ver todas» that shows nothing', async () => {
    const { page } = session;
    await page.goto('/post');
    await page.getByText('Aún no hemos publicado fórmulas').waitFor();
    expect(await page.getByRole('link', { name: 'Ver todas las fórmulas' }).count()).toBe(0);
    await page.goto('/post?tipo=jabones');
    await page.getByText('Aún no hay fórmulas de este tipo').waitFor();
    expect(await page.getByRole('link', { name: 'Ver todas las fórmulas' }).count()).toBe(0);
  });
});

describe("a shop's year of quotations", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DEMO_BUSINESS: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const session = useBrowser({ baseURL: () => server.url });

  it.each([
    ['a phone', PHONE],
    ['a desktop', { width: 1366, height: 900 }],
  ])("keeps a converted quotation's state whole on %s", async (_name, viewport) => {
    const { page } = session;
    await page.setViewportSize(viewport);
    await page.goto(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Fquotation%2Flist%3Festado%3Dconverted',
    );
    await signIn(page);
    const table = 'table[aria-label="Cotizaciones"]';
    await page.locator(`${table} tbody`).getByText('Convertida en pedido').first().waitFor();
    expect(await cellsOffScreen(page, table)).toEqual([]);
    expect(
      await page.locator(table).evaluate((element) => {
        const container = element.parentElement!;
        return element.scrollWidth <= container.clientWidth;
      }),
    ).toBe(true);
  });
});
