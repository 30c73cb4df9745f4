import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';
import { fillGuestBilling } from './support/checkout';

const CITRIC = 'acido-citrico-anhidro';

/** A catalogue product as the public API gives it (its id and stock, for the staff's check). */
async function productOf(slug: string): Promise<{ id: string; stock: number }> {
  const response = await fetch(`${inject('baseURL')}/api/producto/getProducto?slug=${slug}`);
  const { product } = (await response.json()) as { product: { id: string; stock: number } };
  return product;
}

const cartLabel = (page: Page) =>
  page.getByRole('link', { name: /^Carrito/ }).getAttribute('aria-label');

describe('checkout', () => {
  const session = useBrowser();

  it('a guest buys two products for pickup and gets an order number; staff confirm it and the stock falls', async () => {
    const { page, browser, baseURL } = session;
    const citric = await productOf(CITRIC);

    // The product page: a presentation, a quantity reaching a volume price, into the cart.
    await page.goto(`/product/${CITRIC}`);
    await page.getByRole('radio', { name: /Saco 25 kg/ }).check();
    await page.getByText('desde 10 sacos: $60,00').first().waitFor();
    await page.getByRole('button', { name: 'Agregar 1 de Saco 25 kg' }).click();
    // A double click adds once: the cart holds what the message says was added.
    await page.getByRole('button', { name: 'Agregar al carrito' }).dblclick();
    await page.getByText('Agregaste 2 sacos (Saco 25 kg) al carrito.').waitFor();
    expect(await cartLabel(page)).toBe('Carrito: 2 unidades');

    // A list's card: "Agregar" opens the presentations over the list.
    await page.goto('/product?q=urea');
    await page.getByRole('button', { name: 'Agregar Urea 46 % granulada al carrito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Urea 46 % granulada' });
    await dialog.getByRole('radio', { name: /Saco 50 kg/ }).check();
    await dialog.getByRole('button', { name: 'Agregar al carrito' }).click();
    await dialog.getByText(/Agregaste 1 saco/).waitFor();
    await dialog.getByRole('button', { name: 'Seguir comprando' }).click();

    // The cart is kept in the browser: it survives a reload.
    await page.reload();
    await expect.poll(() => cartLabel(page)).toBe('Carrito: 3 unidades');
    await page.getByRole('link', { name: 'Carrito: 3 unidades' }).click();

    // Carrito: the server's prices (the volume price, IVA 15 % and 0 %) before going on.
    await page.waitForURL((url) => url.pathname === '/product/checkout');
    await page.getByText('Subtotal IVA 0 %').waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Facturación: a wrong cédula is refused in Spanish.
    const billing = page.getByRole('form', { name: 'Datos de facturación' });
    await billing.getByLabel('Número de cédula').fill('1714307104');
    await billing.getByLabel('Razón social o nombre').fill('Rosa Quishpe');
    await billing.getByLabel('Dirección', { exact: true }).fill('Av. Ilaló 123, Sangolquí');
    await billing.getByLabel('Correo para facturas electrónicas').fill('rosa.quishpe@ejemplo.ec');
    await billing.getByLabel('Teléfono').fill('099 555 1234');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
    await billing.getByText(/La cédula no es válida/).waitFor();
    await billing.getByLabel('Número de cédula').fill('1714307103');
    await page.getByRole('button', { name: 'Continuar a la entrega' }).click();

    // Entrega: pickup at a branch, free.
    await page.getByRole('radio', { name: /Retiro en sucursal/ }).check();
    await page
      .getByRole('radiogroup', { name: 'Sucursal' })
      .getByRole('radio', { name: /Sur de Quito/ })
      .check();
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    // Pago: at pickup; the order is placed once however often the button is pressed.
    await page.getByRole('radio', { name: /Pago al retirar/ }).check();
    const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.dblclick();
    const number = (await page.getByTestId('order-number').textContent())!;
    expect(number).toMatch(/^PED-\d{4}-\d{6}$/);
    await page.getByText(`Menciona el número ${number}`, { exact: false }).waitFor();
    const whatsapp = await page
      .getByRole('link', { name: 'Escribir por WhatsApp sobre el pedido' })
      .getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain(number);
    expect(await cartLabel(page)).toBe('Carrito: 0 unidades');

    // Staff confirm the order in the back office; the citric acid's available stock falls by 2 × 25 kg
    // (reserved at the pickup branch).
    const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
    const office = await staff.newPage();
    await office.goto(
      `/auth/jwt/login?returnTo=${encodeURIComponent(`/dashboard/product/${citric.id}`)}`,
    );
    await signIn(office);
    await office.waitForURL((url) => url.pathname === `/dashboard/product/${citric.id}`);
    // What the pickup branch has available, as the stock card shows it (other tests may order
    // from the other branch meanwhile).
    const southAvailable = async () => {
      const table = office.getByRole('table', { name: 'Stock por sucursal' });
      const headers = await table.getByRole('columnheader').allInnerTexts();
      const column = headers.findIndex((header) => header.trim() === 'Disponible');
      const text = await table
        .getByRole('row', { name: /^Sur de Quito/ })
        // The branch's name heads the row (a row header), then its cells.
        .locator('th, td')
        .nth(column)
        .innerText();
      // Thousandths, whole: «1.066,667» → 1066667.
      return Math.round(Number(text.replaceAll('.', '').replace(',', '.')) * 1000);
    };
    await expect.poll(southAvailable).not.toBeNaN();
    const before = await southAvailable();

    await office.goto('/dashboard/order');
    await office.getByRole('button', { name: number }).click();
    await office.waitForURL((url) => url.pathname.startsWith('/dashboard/order/'));
    await office.getByText('Sur de Quito').first().waitFor();
    await office.getByRole('button', { name: 'Confirmar', exact: true }).click();
    // A double click confirms once and closes the dialog (the second press used to answer
    // "El pedido ya está «Confirmado»" and keep the dialog open over the confirmed order).
    const confirmDialog = office.getByRole('dialog', { name: 'Confirmar el pedido' });
    await confirmDialog.getByRole('button', { name: 'Confirmar', exact: true }).dblclick();
    await confirmDialog.waitFor({ state: 'hidden' });
    await office.getByText('Pedido confirmado').first().waitFor();
    expect(await office.getByText(/ya está/).count()).toBe(0);

    // The pickup branch holds 2 × 25 kg for the order: what it has available falls by 50 kg.
    await office.goto(`/dashboard/product/${citric.id}`);
    await expect.poll(southAvailable).toBe(before - 50_000);
    await staff.close();
  });

  it('a 252 kg order to Guayas pays the freight of its weight band, not a parcel, and the buyer sees the weight on the order', async () => {
    const { page } = session;
    // A customer of their own: the order is theirs to read in Mi cuenta.
    await page.goto('/auth/jwt/register');
    await page.getByLabel('Nombre').fill('Carmen');
    await page.getByLabel('Apellido').fill('Villacís');
    await page.getByLabel('Correo electrónico').fill(`carmen.${Date.now()}@ejemplo.ec`);
    await page.getByLabel('Contraseña', { exact: true }).fill('glicerina al granel');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/mi-cuenta');

    // 10 canecas of 25 kg and 2 envases of 1 kg: 252 kg.
    await page.goto('/product/glicerina-usp-99-7-vegetal');
    for (const [label, quantity] of [
      ['Caneca 25 kg', '10'],
      ['Envase 1 kg', '2'],
    ] as const) {
      await page.getByRole('radio', { name: new RegExp(label) }).check();
      await page.getByLabel(`Cantidad de ${label}`).fill(quantity);
      await page.getByRole('button', { name: 'Agregar al carrito' }).click();
      await page.getByText(new RegExp(`Agregaste ${quantity} .*\\(${label}\\)`)).waitFor();
    }
    await page.goto('/product/checkout');
    await page.getByText('Total a pagar').waitFor();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await fillGuestBilling(page, {
      name: 'Carmen Villacís',
      address: 'Av. 9 de Octubre 100, Guayaquil',
      email: 'carmen@ejemplo.ec',
    });

    // Entrega: by courier to Guayas. Its parcel price was $7,00; 252 kg pay $42,00 up to 100 kg
    // and $0,70 for each of the 152 kg above.
    await page.getByRole('radio', { name: /Envío a domicilio/ }).check();
    await page.getByLabel('Quién recibe').fill('Carmen Villacís');
    await page.getByLabel('Teléfono de quien recibe').fill('099 555 1234');
    await page.getByLabel('Provincia', { exact: true }).selectOption('Guayas');
    await page.getByLabel('Ciudad').fill('Guayaquil');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. 9 de Octubre 100');
    await page.getByText('Envío a Guayas · 252 kg · $148,40 · 2 días hábiles').waitFor();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect.poll(() => summary.innerText()).toMatch(/Peso de envío\s+252 kg/);
    await expect.poll(() => summary.innerText()).toMatch(/Envío\s+\$148,40/);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    await page.getByRole('radio', { name: /Transferencia bancaria/ }).check();
    const confirm = page.getByRole('button', { name: 'Confirmar pedido' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    const number = (await page.getByTestId('order-number').textContent())!;

    // Mi cuenta: the order keeps its weight and its freight.
    await page.goto('/mi-cuenta');
    await page.getByRole('list', { name: 'Mis pedidos' }).getByText(number).click();
    const order = page.getByRole('dialog', { name: new RegExp(`Pedido ${number}`) });
    await expect.poll(() => order.innerText()).toMatch(/Peso de envío\s+252 kg/);
    expect(await order.innerText()).toContain('El envío ($148,40) grava IVA');
  });
});
