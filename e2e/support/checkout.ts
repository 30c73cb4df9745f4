import type { Page } from 'playwright-core';

/** A guest buyer's «Facturación» step, filled with a valid cédula, then on to «Entrega». */
export async function fillGuestBilling(
  page: Page,
  buyer: { name: string; address: string; email: string },
) {
  const billing = page.getByRole('form', { name: 'Datos de facturación' });
  await billing.getByLabel('Número de cédula').fill('1714307103');
  await billing.getByLabel('Razón social o nombre').fill(buyer.name);
  await billing.getByLabel('Dirección', { exact: true }).fill(buyer.address);
  await billing.getByLabel('Correo para facturas electrónicas').fill(buyer.email);
  await billing.getByLabel('Teléfono').fill('099 555 1234');
  await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
}
