import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productPresentations, products } from '../db/schema';

// What the orders' tests share: a buyer's billing data, the ways to receive an order, and the
// test catalogue's presentations by name.

export const BILLING = {
  identificationType: 'ruc',
  identification: '1714307103001',
  name: 'Limpiezas del Valle S.A.',
  address: 'Av. General Rumiñahui y Calle 5, Sangolquí',
  email: 'compras@limpiezasvalle.ec',
  phone: '02 233 4455',
};
/** Sur de Quito, the second branch. */
export const PICKUP = { method: 'pickup', branchIndex: 1 };
export const SOUTH = 'sur-de-quito';
export const SHIPPING = {
  method: 'shipping',
  province: 'Pichincha',
  city: 'Quito',
  address: 'Av. Amazonas N34-12 y Atahualpa',
  reference: 'Edificio azul',
  contactName: 'Rosa Quishpe',
  phone: '099 555 1234',
};

/** The catalogue's presentation ids by `CODE label` (`ACI-001 Saco 25 kg`). */
export async function presentationIds(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ code: products.code, label: productPresentations.label, id: productPresentations.id })
    .from(productPresentations)
    .innerJoin(products, eq(products.id, productPresentations.productId));
  return Object.fromEntries(rows.map((row) => [`${row.code} ${row.label}`, row.id]));
}
