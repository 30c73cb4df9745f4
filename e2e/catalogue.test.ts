import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

/** The names of the products the list shows, in order. */
function productNames(page: Page) {
  return page
    .getByRole('region', { name: /productos|Buscando/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();
}

/** The line under the list's title: "4 productos para “acido citrico”". */
function resultsTitle(page: Page) {
  return page.getByRole('heading', { level: 2, name: /productos|Buscando/ }).textContent();
}

describe('storefront catalogue', () => {
  const session = useBrowser();

  it('searches without accents, filters by line and type, and the address keeps the list', async () => {
    const { page } = session;
    await page.goto('/product');
    await expect.poll(() => resultsTitle(page)).toMatch(/^\d+ productos$/);

    // Typed without accents, as on a phone: a handful of products, both citric acids first.
    await page.getByLabel('Buscar productos').fill('acido citrico');
    await expect.poll(() => resultsTitle(page)).toMatch(/^\d productos? para “acido citrico”$/);
    await expect
      .poll(async () => (await productNames(page)).slice(0, 2).sort())
      .toEqual(['Ácido cítrico anhidro', 'Ácido cítrico monohidratado']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('acido citrico');
    const searchTitle = await resultsTitle(page);

    await page.getByLabel('Línea de negocio').selectOption('limpieza');
    await expect.poll(() => new URL(page.url()).searchParams.get('linea')).toBe('limpieza');
    await page.getByLabel('Tipo', { exact: true }).selectOption('acidos');
    await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe('acidos');
    // Only acids are left (each card's overline names its type), the citric acid among them.
    const cards = page.getByRole('region', { name: /productos/ }).getByRole('listitem');
    const types = async () =>
      new Set((await cards.allTextContents()).map((text) => text.split(' ·')[0]));
    await expect.poll(types).toEqual(new Set(['Ácidos']));
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const names = await productNames(page);
    expect(names).toContain('Ácido cítrico anhidro');
    const title = await resultsTitle(page);

    // A reload (or a shared link) shows the same list with the same choices.
    await page.reload();
    await expect.poll(() => resultsTitle(page)).toBe(title);
    expect(await productNames(page)).toEqual(names);
    await expect.poll(() => page.getByLabel('Buscar productos').inputValue()).toBe('acido citrico');
    await expect.poll(() => page.getByLabel('Línea de negocio').inputValue()).toBe('limpieza');
    await expect.poll(() => page.getByLabel('Tipo', { exact: true }).inputValue()).toBe('acidos');

    // Clearing the filters gives the search's whole result back.
    await page.getByRole('link', { name: 'Quitar filtros' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=acido+citrico');
    await expect.poll(() => resultsTitle(page)).toBe(searchTitle);
  });

  it('shows a product with its presentations, CAS number and hazards, and asks about it on WhatsApp', async () => {
    const { page, context } = session;
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
    );
    await page.goto('/product?q=acido+citrico');
    await page.getByRole('link', { name: 'Ácido cítrico anhidro', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/product/acido-citrico-anhidro');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ácido cítrico anhidro');
    expect(await page.title()).toContain('Ácido cítrico anhidro (CAS 77-92-9)');

    expect(await page.locator('dt:text-is("Número CAS") + dd').textContent()).toBe('77-92-9');

    const prices = page.getByRole('table', { name: 'Presentaciones y precios' });
    const row = (label: string) => prices.getByRole('row').filter({ hasText: label });
    await expect.poll(() => row('Funda 1 kg').textContent()).toContain('$3,50');
    // With the 15 % IVA, rounded to the cent as on an invoice: 4,025 → 4,03.
    await expect.poll(() => row('Funda 1 kg').textContent()).toContain('$4,03');
    expect(await row('Saco 25 kg').textContent()).toContain('$63,00');
    expect(await row('Saco 25 kg').textContent()).toContain('$72,45');

    const hazards = page.getByRole('region', { name: 'Seguridad (SGA / GHS)' });
    expect(await hazards.getByRole('img', { name: 'GHS07 Irritante / nocivo' }).isVisible()).toBe(
      true,
    );
    // The symbol's meaning is written beside it for those who do not know it by heart.
    expect(await hazards.getByText('Irritante / nocivo', { exact: true }).isVisible()).toBe(true);
    expect(await hazards.textContent()).toContain('H319');

    const whatsapp = page.getByRole('link', { name: 'Consultar por WhatsApp' });
    await expect.poll(() => whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    const [popup] = await Promise.all([context.waitForEvent('page'), whatsapp.click()]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/593987654321');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Ácido cítrico anhidro');
    expect(text).toContain('QA-0001');
    expect(text).toContain(`${session.baseURL}/product/acido-citrico-anhidro`);
  });

  it('lists formulas by type, and a formula links its ingredients to their products', async () => {
    const { page } = session;
    await page.goto('/post');
    await page
      .getByRole('navigation', { name: 'Tipos de fórmula' })
      .getByRole('link', { name: /^Lavandería/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tipo')).toBe('lavanderia');
    await page.getByRole('link', { name: 'Detergente líquido para ropa', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/post/detergente-liquido-para-ropa');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Detergente líquido para ropa');

    const ingredients = page.getByRole('table', { name: 'Ingredientes' });
    // Water is free text; the catalogue's products are links.
    const water = ingredients.getByRole('row').filter({ hasText: 'Agua blanda' });
    expect(await water.getByRole('link').count()).toBe(0);
    await ingredients.getByRole('link', { name: 'Ácido sulfónico lineal 96 % (LABSA)' }).click();
    await page.waitForURL((url) => url.pathname === '/product/acido-sulfonico-lineal-96-labsa');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ácido sulfónico lineal 96 % (LABSA)');

    // And back: the product names the formulas that use it.
    await page
      .getByRole('region', { name: 'Fórmulas que lo usan' })
      .getByRole('link', { name: 'Detergente líquido para ropa' })
      .click();
    await page.waitForURL((url) => url.pathname === '/post/detergente-liquido-para-ropa');
  });

  it('offers the comment form to a visitor who jumps straight to the end of a formula', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/post/lavavajillas-liquido-economico');
    // The form loads as the visitor heads for it; jumping past it (the End key, a fling) counts.
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect
      .poll(() => page.getByRole('button', { name: 'Publicar comentario' }).count())
      .toBe(1);
  });

  it('keeps the printable catalogue within a phone screen: its tables scroll, the page does not', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/catalogo');
    await page.getByRole('table', { name: 'Productos de la línea Limpieza' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The header's cart stays on the screen.
    const cart = await page.getByRole('link', { name: /^Carrito/ }).boundingBox();
    expect(cart!.x + cart!.width).toBeLessThanOrEqual(390);
  });
});
