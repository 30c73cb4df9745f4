import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/server';
import { callApi } from './support/api';
import { signIn, useBrowser } from './support/browser';
import { freshProduct } from './support/products';

// Staff read a product's stock per branch, record a count at one branch with its reason, move
// some to another, and follow both in the kardex with each branch's balance and who did it.

describe('inventory', () => {
  const session = useBrowser();

  it('staff count a branch, transfer to another, and follow both in the kardex', async () => {
    const page = session.page;
    const { accessToken } = await callApi<{ accessToken: string }>('/api/auth/login', null, {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const product = await freshProduct(accessToken);
    const detailsPath = `/dashboard/product/${product.id}`;

    await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(detailsPath)}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === detailsPath);

    // The stock per branch: a new product has none anywhere.
    const stockTable = page.getByRole('table', { name: 'Stock por sucursal' });
    const stockRow = (branch: string) => stockTable.getByRole('row', { name: new RegExp(branch) });
    await expect
      .poll(() => stockRow('Sur de Quito').innerText())
      .toMatch(/Sur de Quito\s+0\s+0\s+0/);
    await expect
      .poll(() => stockRow('Valle de los Chillos').innerText())
      .toMatch(/Valle de los Chillos\s+0\s+0\s+0/);

    // A count at Sur de Quito: the difference shows before saving, and the reason is required.
    await page.getByRole('button', { name: 'Ajuste de inventario' }).click();
    const adjust = page.getByRole('dialog', { name: 'Ajuste de inventario' });
    await adjust.getByLabel('Sucursal').selectOption({ label: 'Sur de Quito' });
    await adjust.getByLabel('Cantidad contada').fill('57,5');
    await expect.poll(() => adjust.getByText('Diferencia: +57,5 kg').isVisible()).toBe(true);
    await adjust.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect.poll(() => adjust.getByText('Indica el motivo del ajuste').isVisible()).toBe(true);
    await adjust.getByLabel('Motivo').fill('Conteo físico de fin de mes');
    await adjust.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect.poll(() => adjust.isVisible()).toBe(false);
    await expect.poll(() => stockRow('Sur de Quito').innerText()).toMatch(/57,5\s+0\s+57,5/);

    // A transfer from Sur de Quito (the branch with the most) to Valle de los Chillos: more than
    // it has is refused on the quantity, in the server's words.
    await page.getByRole('button', { name: 'Transferencia', exact: true }).click();
    const transfer = page.getByRole('dialog', { name: 'Transferencia' });
    await expect.poll(() => transfer.getByLabel('Desde').inputValue()).toBe('sur-de-quito');
    await transfer.getByLabel('Hacia').selectOption({ label: 'Valle de los Chillos' });
    await expect
      .poll(() => transfer.getByText('Disponible en Sur de Quito: 57,5 kg').isVisible())
      .toBe(true);
    await transfer.getByLabel('Cantidad').fill('100');
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await expect
      .poll(() => transfer.getByText('Más de lo disponible en la sucursal de origen').isVisible())
      .toBe(true);
    await transfer.getByLabel('Cantidad').fill('20');
    await transfer.getByLabel('Nota (opcional)').fill('Guía 001-002-000123');
    await transfer.getByRole('button', { name: 'Transferir' }).click();
    await expect.poll(() => transfer.isVisible()).toBe(false);
    await expect.poll(() => stockRow('Sur de Quito').innerText()).toMatch(/37,5\s+0\s+37,5/);
    await expect.poll(() => stockRow('Valle de los Chillos').innerText()).toMatch(/20\s+0\s+20/);

    // The kardex: newest first, each move with its branch's balance and who recorded it.
    await page.getByRole('link', { name: 'Ver kárdex' }).click();
    await page.waitForURL((url) => url.pathname === `${detailsPath}/kardex`);
    await expect.poll(() => page.title()).toContain(`Kárdex · ${product.name}`);
    const { items } = await callApi<{ items: { actorName: string | null }[] }>(
      `/api/inventario/kardex?id=${product.id}`,
      accessToken,
    );
    const actor = items[0]?.actorName;
    expect(actor).toBeTruthy();
    const rows = page.getByRole('table', { name: `Kárdex de ${product.name}` }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allInnerTexts();
    expect(texts[0]).toMatch(
      /Valle de los Chillos\s+Transferencia[\s\S]*\+20 kg\s+20 kg\s+Guía 001-002-000123/,
    );
    expect(texts[1]).toMatch(/Sur de Quito\s+Transferencia[\s\S]*−20 kg\s+37,5 kg/);
    expect(texts[2]).toMatch(
      /Sur de Quito\s+Ajuste de inventario[\s\S]*\+57,5 kg\s+57,5 kg\s+Conteo físico de fin de mes/,
    );
    for (const text of texts) expect(text).toContain(actor!);

    // Filtered by branch, in the address.
    await page
      .getByLabel('Sucursal', { exact: true })
      .selectOption({ label: 'Valle de los Chillos' });
    await page.waitForURL((url) => url.searchParams.get('sucursal') === 'valle-de-los-chillos');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().innerText()).toMatch(/Valle de los Chillos\s+Transferencia/);

    // On a phone the page stays within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect.poll(() => rows.count()).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await callApi('/api/producto/eliminar', accessToken, { id: product.id }).catch(() => undefined);
  });

  it('confirming a shipment reserves at the branch chosen, and a branch without enough says so', async () => {
    const page = session.page;
    const { accessToken } = await callApi<{ accessToken: string }>('/api/auth/login', null, {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const product = await freshProduct(accessToken, { published: true });
    try {
      await callApi('/api/inventario/ajuste', accessToken, {
        productId: product.id,
        branchId: 'valle-de-los-chillos',
        counted: 5,
        reason: 'Conteo para la prueba de despacho',
      });
      // A guest's order of 3 × 1 kg, shipped to Quito.
      const funda = product.presentations.find((entry) => entry.label === 'Funda 1 kg')!;
      const order = await callApi<{ id: string; number: string }>('/api/pedido/crear', null, {
        items: [{ presentationId: funda.id, quantity: 3 }],
        billing: {
          identificationType: 'cedula',
          identification: '1710034065',
          name: 'Rosa Quishpe',
          address: 'Av. Amazonas N34-12, Quito',
          email: `despacho.${Date.now()}@ejemplo.ec`,
          phone: '099 555 1234',
        },
        delivery: {
          method: 'shipping',
          province: 'Pichincha',
          city: 'Quito',
          address: 'Av. Amazonas N34-12 y Atahualpa',
          reference: 'Edificio azul',
          contactName: 'Rosa Quishpe',
          phone: '099 555 1234',
        },
        payment: { method: 'transfer' },
        idempotencyKey: `despacho-${Date.now()}`,
      });

      const orderPath = `/dashboard/order/${order.id}`;
      await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(orderPath)}`);
      await signIn(page);
      await page.waitForURL((url) => url.pathname === orderPath);
      await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirmar el pedido' });
      const branch = dialog.getByLabel('Sucursal que despacha');
      // The first branch until another is chosen.
      await expect.poll(() => branch.inputValue()).toBe('valle-de-los-chillos');
      expect(await dialog.innerText()).toContain('Se reserva en la sucursal que despacha');

      // Sur de Quito has none of it: the server's words, and the dialog stays.
      await branch.selectOption({ label: 'Sur de Quito' });
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await expect
        .poll(() => dialog.getByText(/No hay stock suficiente de .* en Sur de Quito/).isVisible())
        .toBe(true);

      await branch.selectOption({ label: 'Valle de los Chillos' });
      await dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Pedido confirmado').first().waitFor();
      const stock = await callApi<{
        levels: { branchId: string; reserved: number; available: number }[];
      }>(`/api/inventario/stock?id=${product.id}`, accessToken);
      expect(stock.levels.find((level) => level.branchId === 'valle-de-los-chillos')).toMatchObject(
        { reserved: 3, available: 2 },
      );
    } finally {
      await callApi('/api/producto/eliminar', accessToken, { id: product.id }).catch(
        () => undefined,
      );
    }
  });
});
