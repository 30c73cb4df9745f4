import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

/** Registers a new customer through the form; answers their e-mail. */
async function register(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@ejemplo.ec`;
  await page.goto('/auth/jwt/register');
  await page.getByLabel('Nombre').fill(firstName);
  await page.getByLabel('Apellido').fill('Quishpe');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('hipoclorito al diez');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  return email;
}

const visible = (page: Page, text: string | RegExp) => () =>
  page.getByText(text).first().isVisible();

/** A visitor registers, fills in Mi cuenta and finds it again; the dashboard is not for them. */
async function fillInAccount(page: Page) {
  await register(page, 'Rosa');
  await page.waitForURL((url) => url.pathname === '/mi-cuenta');
  await page.getByRole('heading', { name: 'Mi cuenta', level: 1 }).waitFor();
  // The storefront's header (its menu, on a phone) leads a customer to their area, not to the
  // staff's panel.
  const phone = (page.viewportSize()?.width ?? 1366) < 900;
  if (phone) await page.getByLabel('Abrir menú').click();
  await page.getByRole('link', { name: 'Mi cuenta' }).first().waitFor();
  expect(await page.getByRole('link', { name: 'Panel' }).count()).toBe(0);
  if (phone) await page.keyboard.press('Escape');

  // Billing: a RUC with a wrong check digit is refused in Spanish, the right one is kept.
  const billing = page.getByRole('form', { name: 'Datos de facturación' });
  await billing.getByLabel('Tipo de identificación').selectOption('ruc');
  await billing.getByLabel('Número de RUC').fill('1714307104001');
  await billing.getByLabel('Razón social o nombre').fill('Limpiezas del Valle S.A.');
  await billing.getByLabel('Dirección', { exact: true }).fill('Av. General Rumiñahui y Calle 5');
  await billing.getByRole('button', { name: 'Guardar facturación' }).click();
  await expect.poll(visible(page, /El RUC no es válido/)).toBe(true);
  await billing.getByLabel('Número de RUC').fill('1714307103001');
  await billing.getByRole('button', { name: 'Guardar facturación' }).click();
  await expect.poll(visible(page, 'Datos de facturación guardados')).toBe(true);

  // A delivery address, the first one: the default.
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección de entrega' });
  await dialog.getByLabel('Nombre de la dirección').fill('Bodega');
  await dialog.getByLabel('Teléfono de quien recibe').fill('099 555 1234');
  await dialog.getByLabel('Provincia').selectOption('Pichincha');
  await dialog.getByLabel('Ciudad').fill('Sangolquí');
  await dialog.getByLabel('Dirección', { exact: true }).fill('Av. General Rumiñahui S4-120');
  await dialog.getByLabel('Referencia (opcional)').fill('Portón verde');
  await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // After a reload, everything is there.
  await page.reload();
  const ruc = page.getByRole('form', { name: 'Datos de facturación' }).getByLabel('Número de RUC');
  await expect.poll(() => ruc.inputValue()).toBe('1714307103001');
  const warehouse = page.getByRole('listitem', { name: 'Dirección Bodega' });
  await warehouse.waitFor();
  expect(await warehouse.innerText()).toMatch(/Predeterminada[\s\S]*Sangolquí, Pichincha/);

  // The staff's dashboard sends a customer back to Mi cuenta.
  await page.goto('/dashboard/user/list');
  await page.waitForURL((url) => url.pathname === '/mi-cuenta');
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/mi-cuenta');
}

/** Adds a delivery address through the dialog. */
async function addAddress(page: Page, label: string, city: string) {
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección de entrega' });
  await dialog.getByLabel('Nombre de la dirección').fill(label);
  await dialog.getByLabel('Teléfono de quien recibe').fill('02 233 4455');
  await dialog.getByLabel('Provincia').selectOption('Pichincha');
  await dialog.getByLabel('Ciudad').fill(city);
  await dialog.getByLabel('Dirección', { exact: true }).fill(`Calle ${label} N1-23`);
  await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('listitem', { name: `Dirección ${label}` }).waitFor();
}

/** The addresses' labels as listed, the default marked. */
async function listedAddresses(page: Page) {
  const items = page.getByRole('list', { name: 'Direcciones de entrega' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((text) => {
    const [label] = text.split('\n');
    return text.includes('Predeterminada') ? `${label} *` : label;
  });
}

describe("a customer's own area (Mi cuenta)", () => {
  const session = useBrowser();

  it('is never drawn on the server: every visitor gets the empty app shell', async () => {
    const response = await fetch(`${inject('baseURL')}/mi-cuenta`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('Datos de facturación');
  });

  it('keeps billing data and delivery addresses on a desktop', async () => {
    await fillInAccount(session.page);
  });

  it('works the same at phone width', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    await fillInAccount(session.page);
    // Nothing wider than the screen.
    const overflow = await session.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('sends a visitor of Mi cuenta to sign in, and a sign-in asked from a storefront page back there', async () => {
    const { page } = session;
    await page.goto('/mi-cuenta');
    await page.waitForURL(/\/auth\/jwt\/login\?returnTo=%2Fmi-cuenta/);

    const email = await register(page, 'Luis');
    await page.waitForURL((url) => url.pathname === '/mi-cuenta');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signed out on the home page, not sent on to sign in again.
    await page.getByRole('heading', { level: 1, name: /Materias primas/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto('/auth/jwt/login?returnTo=%2Ffaqs');
    await page.getByLabel('Correo o usuario').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('hipoclorito al diez');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/faqs');
  });

  it('edits, removes and chooses the default address', async () => {
    const { page } = session;
    await register(page, 'Marco');
    await page.waitForURL((url) => url.pathname === '/mi-cuenta');
    await addAddress(page, 'Bodega', 'Sangolquí');
    await addAddress(page, 'Local Sur', 'Quito');
    await expect.poll(() => listedAddresses(page)).toEqual(['Bodega *', 'Local Sur']);

    const shop = page.getByRole('listitem', { name: 'Dirección Local Sur' });
    await shop.getByRole('button', { name: 'Usar como predeterminada' }).click();
    await expect.poll(() => listedAddresses(page)).toEqual(['Local Sur *', 'Bodega']);

    await shop.getByRole('button', { name: 'Editar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar dirección de entrega' });
    await dialog.getByLabel('Referencia (opcional)').fill('Frente al parque');
    await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => shop.innerText()).toContain('Referencia: Frente al parque');

    await shop.getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: 'Eliminar dirección' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    // The one left becomes the default.
    await expect.poll(() => listedAddresses(page)).toEqual(['Bodega *']);
    await page.reload();
    await expect.poll(() => listedAddresses(page)).toEqual(['Bodega *']);
  });

  it('has no serious or critical accessibility problems, with its address form open too', async () => {
    // axe is injected as an inline script, which the site's Content Security Policy forbids.
    const context = await session.browser.newContext({
      baseURL: session.baseURL,
      bypassCSP: true,
      locale: 'es-EC',
      // Colours as they are, not halfway through a transition.
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await register(page, 'Ana');
      await page.waitForURL((url) => url.pathname === '/mi-cuenta');
      await page.getByRole('button', { name: 'Agregar dirección' }).waitFor();
      const found: Record<string, string[]> = {};
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        found[`page ${width}`] = await seriousViolations(page);
        await page.getByRole('button', { name: 'Agregar dirección' }).click();
        await page.getByRole('dialog').waitFor();
        found[`dialog ${width}`] = await seriousViolations(page);
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      expect(Object.values(found).flat()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
