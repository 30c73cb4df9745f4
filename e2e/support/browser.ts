import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { ADMIN } from './server';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no network chatter). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

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
  });
  afterEach(async () => {
    await session.context?.close();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}

/** Signs in through the login form as a person would. */
export async function signIn(page: Page, userName = ADMIN.email, password = ADMIN.password) {
  await page.getByLabel('Correo o usuario').fill(userName);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
