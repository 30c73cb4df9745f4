import { describe, expect, inject, it } from 'vitest';
import type { Product } from '@quimia/contracts';
import { writeSriXml } from '../apps/api/src/modules/consultas/sri/sri-xml-writer';
import { ADMIN } from './support/server';
import { callApi } from './support/api';
import { signIn, useBrowser } from './support/browser';

// Staff receive an imported supplier's factura into a branch: the page proposes its lines in the
// catalogue product's unit, staff correct a quantity, and «Recibir en …» adds it to the stock.

const SHOP_RUC = '1790016919001';
const RUN = Date.now().toString(36).toUpperCase();
const SUPPLIER = { ruc: '0992506717001', name: `Distribuidora ${RUN} S.A.`, address: 'Quito' };

/** The shop's RUC set, and this run's purchase of 3 kg of citric acid imported. */
async function importPurchase(token: string, productCode: string) {
  const current = await callApi<{
    settings: Record<string, unknown> & { branches: { id: string; name: string }[] };
  }>('/api/empresa/datos', token);
  await callApi('/api/empresa/guardar', token, { ...current.settings, ruc: SHOP_RUC });
  const xml = writeSriXml({
    kind: 'factura',
    version: '1.0.0',
    issuer: SUPPLIER,
    establishment: '004',
    emissionPoint: '001',
    sequential: Date.now() % 1_000_000_000,
    issueDate: '2026-11-20',
    buyer: { identificationType: '04', identification: SHOP_RUC, name: 'ProduApps S.A.' },
    lines: [
      {
        code: productCode,
        description: 'Ácido cítrico anhidro',
        unit: 'kg',
        quantity: 3,
        unitPrice: 2,
        ivaRateCode: '4',
      },
      { code: 'FLETE', description: 'Transporte', quantity: 1, unitPrice: 5, ivaRateCode: '4' },
    ],
  });
  const form = new FormData();
  form.append('files', new Blob([xml], { type: 'application/xml' }), `compra-${RUN}.xml`);
  const response = await fetch(`${inject('baseURL')}/api/consultas/importar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return current.settings.branches;
}

describe('purchase receipt', () => {
  const session = useBrowser();

  it('staff receive an imported purchase into a branch, at phone and desktop widths', async () => {
    const page = session.page;
    const { accessToken } = await callApi<{ accessToken: string }>('/api/auth/login', null, {
      userName: ADMIN.email,
      password: ADMIN.password,
    });
    const { product } = await callApi<{ product: Product }>(
      '/api/producto/getProducto?slug=acido-citrico-anhidro',
      null,
    );
    const branches = await importPurchase(accessToken, product.code);
    const branch = branches.at(-1)!;
    const stockAt = async (branchId: string) =>
      (
        await callApi<{ levels: { branchId: string; onHand: number }[] }>(
          `/api/inventario/stock?id=${product.id}`,
          accessToken,
        )
      ).levels.find((level) => level.branchId === branchId)?.onHand ?? 0;

    const path = '/dashboard/inventario/compras';
    await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(path)}`);
    await signIn(page);
    await page.waitForURL((url) => url.pathname === path);
    await page.getByLabel('Buscar proveedor').fill(SUPPLIER.name);
    const row = page.getByRole('button', { name: SUPPLIER.name });
    await row.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await row.waitFor();

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Recepción de compra' });
    const quantity = dialog.getByLabel('Cantidad (kg)');
    await expect.poll(() => quantity.inputValue()).toBe('3');
    await expect.poll(() => dialog.getByText('No entra al stock').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByLabel('Sucursal que recibe').click();
    await page.getByRole('option', { name: branch.name }).click();
    const before = await stockAt(branch.id);
    await quantity.fill('2,5');
    await dialog.getByRole('button', { name: `Recibir en ${branch.name}` }).click();
    await page.getByRole('alert').filter({ hasText: 'recibida en' }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(await stockAt(branch.id)).toBe(before + 2.5);
  });
});
