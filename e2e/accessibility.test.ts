import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signIn, waitForApp } from './support/browser';
import { launchBrowser } from './support/chromium';

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

// The dashboard's shared parts (header, menu, breadcrumbs, the demo-data notice) on its pages.
const STAFF_PAGES = ['/dashboard', '/dashboard/analytics', '/dashboard/chat'];

const WIDTHS = [
  { name: 'teléfono', width: 390, height: 844 },
  { name: 'escritorio', width: 1366, height: 900 },
];

// One browser and one page for the whole pass: each page is checked at both widths.
describe('accessibility of the pages (axe)', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    // axe is injected as an inline script, which the site's Content Security Policy forbids.
    context = await browser.newContext({
      baseURL: inject('baseURL'),
      bypassCSP: true,
      locale: 'es-EC',
    });
    context.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser?.close();
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
      // The same page at each width: the layout follows the window, no need to load it again.
      for (const { name, width, height } of WIDTHS) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[`${path} (${name})`] = violations;
      }
    }
    expect(found).toEqual({});
    // Twelve pages at two widths: a busy machine needs more than the default minute.
  }, 180_000);

  it('has no serious or critical violations on the dashboard, signed in as staff', async () => {
    const page = await context.newPage();
    await page.setViewportSize(WIDTHS[1]!);
    await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(STAFF_PAGES[0]!)}`);
    await waitForApp(page);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === STAFF_PAGES[0]);
    // The demo data is there, so its notice (and its orange button) is checked too.
    await page.getByRole('button', { name: 'Quitar datos de demostración' }).waitFor();
    const found: Record<string, string[]> = {};
    for (const path of STAFF_PAGES) {
      if (new URL(page.url()).pathname !== path) {
        await page.goto(path);
        await waitForApp(page);
      }
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  }, 60_000);
});
