import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { seriousViolations } from './support/axe';
import { signIn, waitForApp } from './support/browser';
import { launchBrowser } from './support/chromium';
import { ADMIN, startServer, type RunningServer } from './support/server';

const PUBLIC_PAGES = [
  '/',
  '/product',
  '/product/acido-citrico-anhidro',
  '/post',
  '/post/lavavajillas-liquido-economico',
  '/contact-us',
  '/auth/jwt/login',
  '/auth/jwt/register',
  '/faqs',
  '/about-us',
  '/catalogo',
  '/product/checkout',
];

// The staff's pages, with the demo's year of selling in them: every status of a quotation or
// an order shows its coloured chip, and the consultas have clients and sales to show.
const STAFF_PAGES = [
  '/dashboard',
  '/dashboard/analytics',
  '/dashboard/chat',
  '/dashboard/inbox',
  '/dashboard/user/list',
  '/dashboard/product/list',
  '/dashboard/inventario/compras',
  '/dashboard/inventario/sugerencia',
  '/dashboard/post/list',
  '/dashboard/post/new',
  '/dashboard/quotation/list',
  '/dashboard/order/list',
  '/dashboard/consultas/clientes',
  '/dashboard/consultas/productos',
  '/dashboard/consultas/formulas',
  '/dashboard/settings',
];

/** Pages of one record each, named by ids the API gives (`staffRecordPages`). */
type RecordPages = {
  product: string;
  productEdit: string;
  productKardex: string;
  formula: string;
  quotation: string;
  order: string;
  client: string;
  consultaProduct: string;
};

// Dark mode changes every colour: the pages where the palette's colours are most often text.
const DARK_PAGES = (records: RecordPages) => [
  '/dashboard',
  '/dashboard/quotation/list',
  records.quotation,
  '/dashboard/order/list',
  records.order,
  records.product,
  records.client,
];

const WIDTHS = [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1366, height: 900 },
];

/** The ids of a record of each kind, asked of the API as the admin. */
async function staffRecordPages(baseURL: string): Promise<RecordPages> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: ADMIN.email, password: ADMIN.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const firstOf = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { items } = (await response.json()) as { items?: { id: string; slug?: string }[] };
    return items?.[0];
  };
  // The demo's year loads once the server answers: its records come within seconds.
  const records = await vi.waitFor(
    async () => {
      const found = await Promise.all([
        firstOf('/api/producto/lista?incluirBorradores=true&pageSize=1'),
        firstOf('/api/formula/lista?pageSize=1'),
        firstOf('/api/cotizar/lista?pageSize=1'),
        firstOf('/api/pedido/lista?pageSize=1'),
        firstOf('/api/consultas/getClientes?pageSize=1'),
        firstOf('/api/consultas/getProductos?pageSize=1'),
      ]);
      if (found.some((record) => !record)) throw new Error('the demo data is not there yet');
      return found.map((record) => record!);
    },
    { timeout: 60_000, interval: 1_000 },
  );
  const [product, formula, quotation, order, client, consultaProduct] = records as [
    { id: string },
    { slug: string },
    { id: string },
    { id: string },
    { id: string },
    { id: string },
  ];
  return {
    product: `/dashboard/product/${product.id}`,
    productEdit: `/dashboard/product/${product.id}/edit`,
    productKardex: `/dashboard/product/${product.id}/kardex`,
    formula: `/dashboard/post/${formula.slug}`,
    quotation: `/dashboard/quotation/${quotation.id}`,
    order: `/dashboard/order/${order.id}`,
    client: `/dashboard/consultas/clientes/${client.id}`,
    consultaProduct: `/dashboard/consultas/productos/${consultaProduct.id}`,
  };
}

/**
 * Moves the signed-in app to `path` as a link in it would (no reload: the app, and axe in it,
 * stay) and resolves once the page's data has come: no request for a moment.
 */
async function openInApp(page: Page, path: string) {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => inFlight++;
  const ended = () => {
    inFlight--;
    quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // A request that never ends (none is expected) would only cost ten seconds.
    const deadline = Date.now() + 10_000;
    while ((inFlight > 0 || Date.now() - quietSince < 400) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The page checked at each width (the layout follows the window, no need to load it again). */
async function checkAtEachWidth(page: Page, key: string, found: Record<string, string[]>) {
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    // What the new width moves (a drawer folding away) settles first; spinners never do.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[`${key} (${name})`] = violations;
  }
}

// One browser for the whole pass, one page for the public pages and one for the staff's: each
// page is checked at both widths.
describe('accessibility of the pages (axe)', () => {
  let browser: Browser;
  let context: BrowserContext;
  // The staff's pages need a shop with a year of business, which the suite's app leaves out to
  // save the machine's time: an app of their own, starting while the public pages are checked.
  let demoShop: Promise<RunningServer>;
  beforeAll(async () => {
    demoShop = startServer({ DEMO_BUSINESS: 'true' });
    // Awaited (and its failure reported) by the staff's test.
    demoShop.catch(() => undefined);
    browser = await launchBrowser();
    // axe is injected as an inline script, which the site's Content Security Policy forbids.
    context = await browser.newContext({
      baseURL: inject('baseURL'),
      bypassCSP: true,
      locale: 'es-EC',
      // Colours are checked as they are, not halfway through a transition (a button that turns
      // on as its part of the page hydrates fades from grey): the app honours the preference.
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
    await demoShop?.then(
      (shop) => shop.stop(),
      () => undefined,
    );
  });

  it('has no serious or critical violations at phone and desktop widths', async () => {
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await page.setViewportSize(WIDTHS[0]!);
      await page.goto(path);
      await waitForApp(page);
      // What loads on the way down (the home page's lower sections, the comment form) too.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await page.waitForLoadState('networkidle');
      await checkAtEachWidth(page, path, found);
    }
    expect(found).toEqual({});
    // Twelve pages at two widths: a busy machine needs more than the default minute.
  }, 180_000);

  it('has no serious or critical violations on the dashboard, signed in as staff, light and dark', async () => {
    const shop = await demoShop;
    const records = await staffRecordPages(shop.url);
    const staffContext = await browser.newContext({
      baseURL: shop.url,
      bypassCSP: true,
      locale: 'es-EC',
    });
    staffContext.setDefaultTimeout(15_000);
    const page = await staffContext.newPage();
    await page.goto('/auth/jwt/login');
    await waitForApp(page);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // The demo data is there, so its notice (and its orange button) is checked too.
    await page.getByRole('button', { name: 'Quitar datos de demostración' }).waitFor();
    const found: Record<string, string[]> = {};
    for (const path of [...STAFF_PAGES, ...Object.values(records)]) {
      await openInApp(page, path);
      await checkAtEachWidth(page, path, found);
    }
    // The theme's mode is kept in the browser with the other appearance settings.
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' })),
    );
    await page.reload();
    await waitForApp(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.colorScheme))
      .toBe('dark');
    for (const path of DARK_PAGES(records)) {
      await openInApp(page, path);
      await checkAtEachWidth(page, `${path}, oscuro`, found);
    }
    await staffContext.close();
    expect(found).toEqual({});
  }, 150_000);
});
