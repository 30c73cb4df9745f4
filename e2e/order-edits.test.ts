import { describe, expect, it } from 'vitest';
import { ADMIN } from './support/server';
import { callApi } from './support/api';
import { signIn, useBrowser } from './support/browser';
import { freshProduct } from './support/products';

// Staff confirm what a branch has of an order (the dialog prefills it) and then change its lines:
// the server's figures before saving, its refusal on the field, the new lines and the timeline.

type OrderAnswer = {
  id: string;
  number: string;
  status: string;
  lines: { quantity: number; presentationLabel: string }[];
  summary: { totalCents: number };
};

describe('order line edits', () => {
  const session = useBrowser();

  it('staff confirm part of an order, then lower a line with the server’s totals, at a phone’s width', async () => {
    const page = session.page;
    const { accessToken } = await callApi<{ accessToken: string }>('/api/auth/login', null, {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const product = await freshProduct(accessToken, { published: true });
    const count = (counted: number) =>
      callApi('/api/inventario/ajuste', accessToken, {
        productId: product.id,
        branchId: 'valle-de-los-chillos',
        counted,
        reason: 'Conteo para la prueba de cambios de pedido',
      });
    // An earlier test may have the shop invoice on confirming: an invoiced order is not edited
    // (a credit note is the way), so this one confirms without invoicing, as it was set.
    const invoicing = await callApi<{ settings: { autoIssue: boolean } | null }>(
      '/api/facturacion/configuracion',
      accessToken,
    );
    const saveInvoicing = (autoIssue: boolean) =>
      invoicing.settings
        ? callApi('/api/facturacion/configuracion', accessToken, {
            ...invoicing.settings,
            autoIssue,
          })
        : Promise.resolve();
    await saveInvoicing(false);
    try {
      await count(30);
      const bag = product.presentations.find((entry) => entry.label === 'Funda 1 kg')!;
      const sack = product.presentations.find((entry) => entry.label === 'Saco 25 kg')!;
      const order = await callApi<OrderAnswer>('/api/pedido/crear', null, {
        items: [
          { presentationId: bag.id, quantity: 3 },
          { presentationId: sack.id, quantity: 1 },
        ],
        billing: {
          identificationType: 'cedula',
          identification: '1710034065',
          name: 'Rosa Quishpe',
          address: 'Av. Amazonas N34-12, Quito',
          email: `cambios.${Date.now()}@ejemplo.ec`,
          phone: '099 555 1234',
        },
        delivery: { method: 'pickup', branchIndex: 0 },
        payment: { method: 'transfer' },
        idempotencyKey: `cambios-${Date.now()}`,
      });
      // The branch now has 27 kg: the bags (3 kg), not the sack (25 kg) as well.
      await count(27);

      const orderPath = `/dashboard/order/${order.id}`;
      await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(orderPath)}`);
      await signIn(page);
      await page.waitForURL((url) => url.pathname === orderPath);
      await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar el pedido' });
      // Prefilled with what the branch can serve: the sack's line is left out.
      await expect
        .poll(() => confirm.getByRole('button', { name: 'Volver a incluir' }).isVisible())
        .toBe(true);
      await expect.poll(() => confirm.getByLabel('Cantidad').inputValue()).toBe('3');
      expect(await confirm.innerText()).toContain('Se confirma solo una parte');
      await confirm.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await confirm.waitFor({ state: 'hidden' });

      const confirmed = await callApi<OrderAnswer>(
        `/api/pedido/getPedido?id=${order.id}`,
        accessToken,
      );
      expect(confirmed.status).toBe('confirmed');
      expect(confirmed.lines.map((line) => [line.presentationLabel, line.quantity])).toEqual([
        ['Funda 1 kg', 3],
      ]);
      await expect.poll(() => page.getByText('Líneas cambiadas').first().isVisible()).toBe(true);
      await expect
        .poll(() =>
          page
            .getByText(/Quitado: 1 × Saco 25 kg/)
            .first()
            .isVisible(),
        )
        .toBe(true);

      // On a phone: «Editar líneas», a swap to more than was ordered refused on its field,
      // then a lower quantity with the server's totals before saving.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Editar líneas' }).click();
      const edit = page.getByRole('dialog', { name: /Editar líneas del pedido/ });
      await edit.getByLabel('Presentación').selectOption({ label: 'Saco 25 kg' });
      await edit.getByLabel('Cantidad').fill('2');
      // The server's answer, read as it comes (a failure names what it said).
      const refused = page.waitForResponse((response) =>
        response.url().includes('/api/pedido/cambiarLineas'),
      );
      await edit.getByRole('button', { name: 'Guardar cambios' }).click();
      const answer = await refused;
      expect(answer.status(), await answer.text()).toBe(400);
      await expect
        .poll(() =>
          edit
            .getByText(/No se puede pedir más de .* que antes/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      await edit.getByLabel('Presentación').selectOption({ label: 'Funda 1 kg' });
      await edit.getByLabel('Cantidad').fill('2');
      await edit.getByRole('button', { name: 'Ver totales' }).click();
      const preview = await callApi<OrderAnswer>(
        '/api/pedido/cambiarLineas?simular=1',
        accessToken,
        { id: order.id, lines: [{ position: 0, quantity: 2 }] },
      );
      await expect
        .poll(() =>
          edit
            .getByLabel('Totales con el cambio')
            .getByText(`$${(preview.summary.totalCents / 100).toFixed(2).replace('.', ',')}`)
            .first()
            .isVisible(),
        )
        .toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await edit.getByRole('button', { name: 'Guardar cambios' }).click();
      await edit.waitFor({ state: 'hidden' });

      const edited = await callApi<OrderAnswer>(
        `/api/pedido/getPedido?id=${order.id}`,
        accessToken,
      );
      expect(edited.lines[0]!.quantity).toBe(2);
      expect(edited.summary.totalCents).toBe(preview.summary.totalCents);
      await expect
        .poll(() =>
          page
            .getByText(/Funda 1 kg de .*: 3 → 2/)
            .first()
            .isVisible(),
        )
        .toBe(true);
      const stock = await callApi<{
        levels: { branchId: string; reserved: number; available: number }[];
      }>(`/api/inventario/stock?id=${product.id}`, accessToken);
      expect(stock.levels.find((level) => level.branchId === 'valle-de-los-chillos')).toMatchObject(
        { reserved: 2, available: 25 },
      );
      await callApi('/api/pedido/cambiarEstado', accessToken, {
        id: order.id,
        status: 'cancelled',
      });
    } finally {
      await saveInvoicing(invoicing.settings?.autoIssue ?? false);
      await callApi('/api/producto/eliminar', accessToken, { id: product.id }).catch(
        () => undefined,
      );
    }
  });
});
