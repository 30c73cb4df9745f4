import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { productSaveBodyOf, type Product } from '@quimia/contracts';
import { useBrowser, waitForApp } from './support/browser';
import { ADMIN } from './support/server';

/** Holds the app's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// The storefront's pages arrive drawn (a phone shows them before any script runs,
// and a shared link or a search engine reads them), then come alive in the browser.
describe('storefront pages drawn by the server', () => {
  const session = useBrowser();

  it('sends a product page with its name, prices and data already in the HTML', async () => {
    const response = await fetch(`${inject('baseURL')}/product/acido-citrico-anhidro`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Ácido cítrico anhidro<\/h1>/);
    expect(root).toContain('77-92-9');
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    // No inline script that the Content Security Policy would block.
    expect(html).not.toMatch(/<script>/);
  });

  it('draws a page again with what a write changed: a missing product once it exists, then its new text', async () => {
    const base = inject('baseURL');
    const drawn = async (path: string) => {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      return {
        status: response.status,
        markup: html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"')),
      };
    };
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const save = async (body: object) => {
      const response = await fetch(`${base}/api/producto/guardar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      });
      expect([200, 201]).toContain(response.status);
      return ((await response.json()) as { product: Product }).product;
    };
    const slug = `redibujo-${Date.now()}`;
    expect((await drawn(`/product/${slug}`)).markup).toMatch(
      /<h1[^>]*>Producto no encontrado<\/h1>/,
    );

    const source = (await (
      await fetch(`${base}/api/producto/getProducto?slug=acido-citrico-anhidro`)
    ).json()) as { product: Product };
    const { id: _sourceId, ...copy } = productSaveBodyOf(source.product);
    const created = await save({
      ...copy,
      code: `RED-${Date.now()}`,
      name: 'Redibujo de prueba',
      slug,
      description: 'Primera versión de la ficha.',
      featured: false,
      status: 'published',
      imageIds: [],
    });
    try {
      await expect
        .poll(async () => await drawn(`/product/${slug}`), { timeout: 15_000 })
        .toMatchObject({
          status: 200,
          markup: expect.stringContaining('Primera versión de la ficha.'),
        });
      await save({ ...productSaveBodyOf(created), description: 'Segunda versión de la ficha.' });
      await expect
        .poll(async () => (await drawn(`/product/${slug}`)).markup, { timeout: 15_000 })
        .toContain('Segunda versión de la ficha.');
      expect((await drawn(`/product/${slug}`)).markup).toMatch(/<h1[^>]*>Redibujo de prueba<\/h1>/);
    } finally {
      await fetch(`${base}/api/producto/eliminar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ id: created.id }),
      });
    }
  });

  it('lists every script the page runs, and the browser asks for all of them at once', async () => {
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto('/product/acido-citrico-anhidro');
    await page.waitForLoadState('networkidle');
    const listed = JSON.parse(
      (await page.locator('#page-scripts').textContent()) ?? '[]',
    ) as string[];
    // The product page's own code is among them, not only the app's start.
    expect(listed.length).toBeGreaterThan(10);
    const fetched = new Set(requested);
    expect(listed.filter((script) => !fetched.has(script))).toEqual([]);
    // Nothing the page ran was missing from the list (it would have been found import by import).
    const boot = requested.filter((script) => /\/boot-[\w-]+\.js$/.test(script));
    expect(
      requested.filter((script) => !listed.includes(script) && !boot.includes(script)),
    ).toEqual([]);
  });

  it('adopts a drawn page with the styles it came with: the browser writes none of its own', async () => {
    const { page } = session;
    for (const path of ['/', '/product', '/product/acido-citrico-anhidro']) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      // emotion's own sheets (rules the browser parsed and inserted while adopting the page, a
      // phone's longest work then) are the `<style data-emotion="mui">` without a list of names.
      const written = await page.evaluate(() =>
        Array.from(document.querySelectorAll('style[data-emotion="mui"]')).reduce(
          (count, style) => count + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
          0,
        ),
      );
      expect({ path, written }).toEqual({ path, written: 0 });
    }
  });

  it('answers 404 with the drawn "not found" page for /404, an unknown line, type or product', async () => {
    const pages = [
      ['/404', 'Página no encontrada'],
      ['/product/no-existe-este-producto', 'Producto no encontrado'],
      ['/product/linea-que-no-existe/checkout', 'Línea de negocio no encontrada'],
      ['/product/tipo-que-no-existe/tipo', 'Tipo de producto no encontrado'],
      ['/post/formula-que-no-existe', 'Fórmula no encontrada'],
    ];
    for (const [path, heading] of pages) {
      const response = await fetch(`${inject('baseURL')}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      // In the markup, not only in the page's data that follows it.
      const html = await response.text();
      const drawn = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="ssr-state"'));
      expect(drawn).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    // A line that exists answers 200.
    expect((await fetch(`${inject('baseURL')}/product/limpieza/checkout`)).status).toBe(200);
  });

  it("sends every drawn page with one title in its head, the page's own", async () => {
    for (const [path, title] of [
      ['/', /^ProduApps/],
      ['/product', /\S/],
      ['/product/acido-citrico-anhidro', /^Ácido cítrico anhidro/],
    ] as const) {
      const html = await (await fetch(`${inject('baseURL')}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, text]) => text);
      expect(titles, path).toHaveLength(1);
      expect(titles[0], path).toMatch(title);
    }
  });

  it("keeps one title in the browser, the shown page's, after moving between pages", async () => {
    const { page } = session;
    const titles = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('head title'), (title) => title.textContent),
      );
    await page.goto('/product');
    await waitForApp(page);
    const list = await titles();
    expect(list).toHaveLength(1);
    await page.goto('/product/acido-citrico-anhidro');
    await waitForApp(page);
    expect(await titles()).toEqual([expect.stringMatching(/^Ácido cítrico anhidro/)]);
    await page.locator('a[href="/product"]:visible').first().click();
    await page.waitForURL((url) => url.pathname === '/product');
    await expect.poll(titles).toEqual(list);
    expect(await page.title()).toBe(list[0]);
    // A page the browser draws (sign-in) replaces the template's title too.
    await page.goto('/auth/jwt/login');
    await expect.poll(titles).toEqual([expect.stringMatching(/^Iniciar sesión/)]);
  });

  it('keeps the dashboard and sign-in to the browser', async () => {
    const html = await (await fetch(`${inject('baseURL')}/auth/jwt/login`)).text();
    expect(html).toContain('<div id="root"></div>');
    // Its scripts are still named, so the browser fetches the sign-in form's code at once.
    const scripts = /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(scripts?.[1] ?? '[]')).toContainEqual(
      expect.stringMatching(/\/login-[\w-]+\.js$/),
    );
  });

  it('comes alive in the browser without redrawing: no errors, and the page responds', async () => {
    const { page } = session;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Scripts held back until the HTML is on screen: what shows first is the server's drawing.
    const releaseScripts = await holdScripts(page);
    await page.goto('/product?q=glicerina', { waitUntil: 'commit' });
    const firstCard = page.getByRole('link', { name: /Glicerina/ }).first();
    await expect.poll(() => firstCard.isVisible()).toBe(true);
    // A mark on the server's heading survives only if the browser adopts the page, not redraws it.
    await page.locator('#root h1').evaluate((heading) => heading.setAttribute('data-mark', 'ssr'));
    releaseScripts();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('#root h1[data-mark="ssr"]').count()).toBe(1);

    // Once alive, the search box answers.
    const search = page.getByRole('searchbox', { name: /Buscar/ }).first();
    await search.fill('acido citrico');
    await page.waitForURL((url) => url.searchParams.get('q') === 'acido citrico');
    await expect
      .poll(() => page.getByRole('link', { name: /Ácido cítrico/ }).count())
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('follows the filters and search a visitor chose before the scripts ran', async () => {
    const { page } = session;
    const releaseScripts = await holdScripts(page);
    await page.goto('/product', { waitUntil: 'commit' });
    // On a slow phone the drawn page is usable a moment before it is alive.
    await page.getByLabel('Línea de negocio').selectOption('limpieza');
    await page.getByLabel('Tipo', { exact: true }).selectOption('acidos');
    await page.getByLabel('Buscar productos').fill('acido');
    releaseScripts();
    await waitForApp(page);

    // The list follows what the controls show, all three choices together.
    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ linea: 'limpieza', tipo: 'acidos', q: 'acido' });
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /productos?/ }).textContent())
      .toMatch(/^\d+ productos? para “acido”$/);
    expect(await page.getByLabel('Línea de negocio').inputValue()).toBe('limpieza');
    expect(await page.getByLabel('Tipo', { exact: true }).inputValue()).toBe('acidos');
  });

  it('answers taps on a phone before the scripts run: the menu, the filters, a question', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseScripts = await holdScripts(page);
    await page.goto('/product', { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect.poll(() => page.getByLabel('Abrir menú').isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    await page.getByLabel('Abrir menú').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // Its links are real links: one leads to its page, still without scripts.
    await menu.getByRole('link', { name: 'Fórmulas' }).click();
    await page.waitForURL((url) => url.pathname === '/post', { waitUntil: 'commit' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/Fórmulas/);
    expect(await page.getByLabel('Abrir menú').isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);

    // The phone's folded filters open.
    await page.goto('/product', { waitUntil: 'commit' });
    const line = page.getByLabel('Línea de negocio');
    const fold = page.locator('label', { hasText: 'Filtros' });
    await expect.poll(() => fold.isVisible()).toBe(true);
    expect(await line.isVisible()).toBe(false);
    await fold.click();
    await expect.poll(() => line.isVisible()).toBe(true);

    // A frequent question opens to its answer.
    await page.goto('/faqs', { waitUntil: 'commit' });
    const question = page.getByText('¿Hacen envíos a provincias?');
    await expect.poll(() => question.isVisible()).toBe(true);
    const answer = page.locator('details', { has: question }).locator('p');
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    // None of it needed the scripts, which were held back throughout.
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    releaseScripts();
  });

  it('sends the contact form with no scripts at all, and the message reaches the inbox', async () => {
    const context = await session.browser.newContext({
      baseURL: session.baseURL,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      // A visitor of its own: the contact form's limit per address is the other tests' too.
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.7' },
    });
    try {
      const page = await context.newPage();
      await page.goto('/contact-us');
      const subject = `Sin scripts ${Date.now()}`;
      await page.getByLabel('Nombre').fill('Inés Chávez');
      await page.getByLabel('Correo electrónico').fill('ines@detergentes.ec');
      await page.getByLabel('Asunto').fill(subject);
      await page
        .getByRole('textbox', { name: 'Mensaje', exact: true })
        .fill('¿Tienen lauril éter sulfato de sodio por tambor?');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await page.waitForURL((url) => url.searchParams.get('enviado') === '1');
      expect(await page.getByText('Gracias, recibimos tu mensaje.').isVisible()).toBe(true);

      const login = await fetch(`${session.baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const inbox = await fetch(
        `${session.baseURL}/api/contacto/lista?estado=todos&q=${encodeURIComponent(subject)}`,
        { headers: { authorization: `Bearer ${accessToken}` } },
      );
      const { items } = (await inbox.json()) as { items: { name: string }[] };
      expect(items.map((item) => item.name)).toEqual(['Inés Chávez']);
    } finally {
      await context.close();
    }
  });

  it('keeps the phone menu working once the scripts run: a link closes it, Escape too', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    // Opened on the drawn page, the menu stays open when the scripts arrive.
    const releaseScripts = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await page.getByLabel('Abrir menú').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    releaseScripts();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByLabel('Abrir menú').click();
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL((url) => url.pathname === '/contact-us');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The page behind the shade is reached again by a tap beside the menu.
    await page.getByLabel('Abrir menú').click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.click(370, 600);
    await expect.poll(() => menu.isVisible()).toBe(false);
  });
});
