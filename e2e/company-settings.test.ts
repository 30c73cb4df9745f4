import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The footer's phone links, as the visitor reads them. */
const footerText = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

describe('company settings', () => {
  // An app of its own: the settings saved here must not change what other suites see.
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const session = useBrowser({ baseURL: () => server.url });

  it('shows a new WhatsApp number and branch phone on the storefront as soon as the admin saves them', async () => {
    const { page } = session;
    await page.goto('/');
    const footer = page.locator('footer');
    await expect.poll(() => footer.textContent()).toContain('(02) 233-4567');
    const chat = page.getByRole('button', { name: 'Abrir chat de soporte' });
    await expect.poll(() => chat.getAttribute('href')).toContain('https://wa.me/593987654321');

    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fsettings');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');

    const whatsapp = page.getByLabel('Número de WhatsApp');
    await expect.poll(() => whatsapp.inputValue()).toBe('+593 (98) 765-4321');
    await whatsapp.fill('+593 99 555 0101');

    // The first branch's landline: the old one removed, the new one typed.
    const branch = page.getByRole('group', { name: 'Sucursal 1' });
    const landlines = branch.getByLabel('Teléfonos fijos');
    await landlines.click();
    await landlines.press('Backspace');
    await landlines.fill('(02) 299-8877');
    await landlines.press('Enter');
    await expect.poll(() => branch.getByRole('button', { name: '(02) 299-8877' }).count()).toBe(1);

    // A bad RUC is refused on its field before anything is sent.
    const ruc = page.getByLabel('RUC');
    await ruc.fill('1763154690001');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(() => page.getByText(/El RUC no es válido/).isVisible()).toBe(true);
    await ruc.fill('1790016919001');

    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(() => page.getByText('Datos de la empresa guardados').isVisible()).toBe(true);

    // The page drawn by the server already carries the change (its cached copy was dropped).
    const html = await (await fetch(`${server.url}/`)).text();
    expect(footerText(html)).toContain('(02) 299-8877');
    expect(footerText(html)).not.toContain('(02) 233-4567');

    await page.goto('/');
    await expect.poll(() => footer.textContent()).toContain('(02) 299-8877');
    expect(await footer.textContent()).not.toContain('(02) 233-4567');
    await expect.poll(() => chat.getAttribute('href')).toContain('https://wa.me/593995550101');
    const whatsappIcon = footer.getByRole('link', { name: /en WhatsApp$/ });
    await expect.poll(() => whatsappIcon.getAttribute('href')).toContain('wa.me/593995550101');
  });

  it("prices a cart's shipping with the weight band's rate the admin saves for a province", async () => {
    const { page } = session;
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fsettings%3Fseccion%3Denvios');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await page.getByRole('tab', { name: 'Envíos' }).click();
    // A 25 kg sack is in the 5–30 kg band.
    const pichincha = page.getByLabel('5–30 kg a Pichincha');
    await expect.poll(() => pichincha.inputValue()).toBe('8.75');
    await pichincha.fill('9,25');
    // A band's limit below the one before is refused, with its message beside it.
    await page.getByLabel('Banda 2: hasta').fill('4');
    await page.getByRole('button', { name: 'Guardar tarifas' }).click();
    await expect
      .poll(() => page.getByText('Cada banda llega a más kg que la anterior').first().isVisible())
      .toBe(true);
    await page.getByLabel('Banda 2: hasta').fill('30');
    await page.getByLabel('Días de entrega a Galápagos').fill('');
    await page.getByRole('button', { name: 'Guardar tarifas' }).click();
    await expect
      .poll(() => page.getByText('Los días de entrega son un número entero').isVisible())
      .toBe(true);
    await page.getByLabel('Días de entrega a Galápagos').fill('10');
    await page.getByRole('button', { name: 'Guardar tarifas' }).click();
    await expect.poll(() => page.getByText('Tarifas de envío guardadas').isVisible()).toBe(true);

    // Kept after a reload, and the cart's figures use it at once.
    await page.reload();
    await expect.poll(() => page.getByLabel('5–30 kg a Pichincha').inputValue()).toBe('9.25');
    const detail = await (
      await fetch(`${server.url}/api/producto/getProducto?slug=acido-citrico-anhidro`)
    ).json();
    const sack = detail.product.presentations.find(
      (presentation: { label: string }) => presentation.label === 'Saco 25 kg',
    );
    const quote = await fetch(`${server.url}/api/pedido/calcular`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ presentationId: sack.id, quantity: 1 }],
        delivery: {
          method: 'shipping',
          province: 'Pichincha',
          city: 'Quito',
          address: 'Av. Amazonas N24-12',
          contactName: 'Luis Andrade',
          phone: '099 123 4567',
        },
      }),
    });
    expect(quote.status).toBe(200);
    expect((await quote.json()).summary.shippingCents).toBe(925);
  });
  it("on a phone, a branch's hours read whole and a list's pager fits its card", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fsettings');
    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    const days = page.getByRole('group', { name: 'Sucursal 1' }).getByLabel('Días').first();
    await expect.poll(async () => (await days.boundingBox())?.width ?? 0).toBeGreaterThan(200);

    // The courier table: one card per province, its fields inside the screen.
    await page.getByRole('tab', { name: 'Envíos' }).click();
    const guayas = page.locator('.MuiPaper-outlined', {
      has: page.getByRole('heading', { name: 'Guayas', exact: true }),
    });
    const first = guayas.getByLabel('Hasta 5 kg');
    await expect.poll(() => first.inputValue()).toBe('7');
    const fits = await guayas.evaluate((card) => {
      const fields = Array.from(card.querySelectorAll('input')).map((input) =>
        input.getBoundingClientRect(),
      );
      return fields.length === 5 && fields.every((box) => box.left >= 0 && box.right <= 390);
    });
    expect(fits).toBe(true);

    await page.goto('/dashboard/product/list');
    const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await next.waitFor();
    const card = await next.evaluate((button) => {
      const frame = button.closest('.MuiCard-root')!.getBoundingClientRect();
      return { frameRight: frame.right, right: button.getBoundingClientRect().right };
    });
    expect(card.right).toBeLessThanOrEqual(card.frameRight);
  });
});
