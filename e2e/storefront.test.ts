import { describe, expect, it } from 'vitest';
import { useBrowser, waitForApp, waitForHydrated } from './support/browser';

describe('public storefront shell', () => {
  const session = useBrowser();

  it('sends any unknown path to the product list, replacing history', async () => {
    const { page } = session;
    await page.goto('/about-us');
    await page.goto('/esta/ruta/no/existe');
    await page.waitForURL((url) => url.pathname === '/product');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about-us');
  });

  it('navigates with the header links', async () => {
    const { page } = session;
    await page.goto('/');
    const nav = page.getByRole('banner');
    for (const [name, path] of [
      ['Nosotros', '/about-us'],
      ['Contacto', '/contact-us'],
      ['Inicio', '/'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await nav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/jwt/login');
  });

  it('opens WhatsApp from the support chat with the typed message, then closes and clears', async () => {
    const { page, context } = session;
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
    );
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Abrir chat de soporte' });
    const badge = page.locator('span', { has: button }).locator('.count-badge');
    await expect.poll(() => badge.textContent()).toBe('1');
    expect(await badge.isVisible()).toBe(true);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();

    await page
      .getByLabel('Mensaje', { exact: true })
      .fill('Hola, ¿tienen ácido cítrico en saco de 25 kg?');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Enviar', exact: true }).click(),
    ]);
    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/593987654321');
    expect(url.searchParams.get('text')).toBe('Hola, ¿tienen ácido cítrico en saco de 25 kg?');

    await expect.poll(() => page.getByLabel('Mensaje', { exact: true }).count()).toBe(0);
    await button.click();
    expect(await page.getByLabel('Mensaje', { exact: true }).inputValue()).toBe('');
    // The badge is gone once opened.
    await expect.poll(() => badge.isVisible()).toBe(false);
  });

  it('sends the contact form, answering bad input in Spanish', async () => {
    const { page } = session;
    await page.goto('/contact-us');
    // The scripted form checks the fields in the page; a click before the scripts run is sent by
    // the browser itself (the fallback has its own test).
    await waitForApp(page);
    await waitForHydrated(page, 'form[aria-label="Formulario de contacto"]');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect
      .poll(() => page.getByText('Ingresa un correo electrónico válido').isVisible())
      .toBe(true);

    await page.getByLabel('Nombre').fill('Patricio Lema');
    await page.getByLabel('Correo electrónico').fill('patricio@lavanderia.ec');
    await page.getByLabel('Asunto').fill('Cotización de detergente industrial');
    await page
      .getByRole('textbox', { name: 'Mensaje', exact: true })
      .fill('Necesito precios de detergente industrial por caneca para una lavandería.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.poll(() => page.getByText(/Gracias por escribirnos/).isVisible()).toBe(true);
    expect(await page.getByLabel('Nombre').inputValue()).toBe('');
  });
});
