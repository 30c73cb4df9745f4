import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './chromium';
import { ADMIN } from './server';

/**
 * A fresh browser context (empty storage) for each test, on the suite's app.
 * Use inside a `describe`; read `session.page` in each test.
 */
export function useBrowser(options: { baseURL?: () => string } = {}) {
  const session = {} as { browser: Browser; context: BrowserContext; page: Page; baseURL: string };
  beforeAll(async () => {
    session.browser = await launchBrowser();
  });
  beforeEach(async () => {
    session.baseURL = options.baseURL?.() ?? inject('baseURL');
    session.context = await session.browser.newContext({
      baseURL: session.baseURL,
      locale: 'es-EC',
      viewport: { width: 1366, height: 900 },
    });
    session.context.setDefaultTimeout(15_000);
    session.page = await session.context.newPage();
    // `E2E_CPU_THROTTLE=6` runs the pages as on a slow phone (or a busy CI machine): timing bugs
    // that a fast machine hides show up at once.
    const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 1);
    if (throttle > 1) {
      const cdp = await session.context.newCDPSession(session.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    // A storefront page arrives drawn by the server and answers once its scripts have run: a
    // visit waits for that, as a person waits for a page to respond (`waitUntil: 'commit'` does not).
    const page = session.page;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
  });
  afterEach(async () => {
    await session.context?.close();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Waits until the page's scripts answer (a page drawn by the server is visible before that). */
export async function waitForApp(page: Page) {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/**
 * Waits until React has hydrated the element (`selector`): the app can answer before a lazily
 * loaded part of the page is hydrated, and a click there would be the browser's own.
 */
export async function waitForHydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, userName = ADMIN.email, password = ADMIN.password) {
  await page.getByLabel('Correo o usuario').fill(userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
