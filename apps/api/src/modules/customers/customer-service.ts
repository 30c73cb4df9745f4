import { and, count, desc, eq, ne } from 'drizzle-orm';
import {
  MAX_DELIVERY_ADDRESSES,
  type CustomerBilling,
  type DeliveryAddress,
} from '@quimia/contracts';
import type { Database } from '../../db/client';
import { customerBilling, deliveryAddresses, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';

const ADDRESS_NOT_FOUND = 'Dirección no encontrada';

/**
 * Runs a customer's write in a transaction that first locks their user row: two writes of one
 * customer (a double click, two tabs) run one after the other, so the count limit, the single
 * default and the duplicate check see each other's rows.
 */
function asCustomer<T>(db: Database, userId: string, write: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return write(tx);
  });
}

/** Replaces the customer's billing data. */
export function saveBilling(db: Database, userId: string, billing: CustomerBilling) {
  return asCustomer(db, userId, async (tx) => {
    const values = { ...billing, updatedAt: new Date() };
    await tx
      .insert(customerBilling)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: customerBilling.userId, set: values });
  });
}

/** Makes `id` the customer's only default address. */
async function makeDefault(tx: Database, userId: string, id: string) {
  // The other default goes first: the unique index allows one at any moment.
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(deliveryAddresses.userId, userId),
        eq(deliveryAddresses.isDefault, true),
        ne(deliveryAddresses.id, id),
      ),
    );
  await tx
    .update(deliveryAddresses)
    .set({ isDefault: true })
    .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.id, id)));
}

/** The newest of the customer's addresses becomes the default when none is. */
async function keepOneDefault(tx: Database, userId: string) {
  const [newest] = await tx
    .select({ id: deliveryAddresses.id, isDefault: deliveryAddresses.isDefault })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.isDefault), desc(deliveryAddresses.createdAt))
    .limit(1);
  if (newest && !newest.isDefault) await makeDefault(tx, userId, newest.id);
}

/**
 * Adds an address (no `id`) or updates one of the customer's own. A customer with addresses
 * always has one default: the first address is it, and unticking the default keeps it until
 * another is chosen. Sending the same new address again stores nothing new.
 */
export function saveDeliveryAddress(
  db: Database,
  userId: string,
  { id, isDefault, ...fields }: DeliveryAddress & { id?: string },
): Promise<{ created: boolean }> {
  return asCustomer(db, userId, async (tx) => {
    let savedId = id;
    let created = false;
    if (id) {
      const updated = await tx
        .update(deliveryAddresses)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
        .returning({ id: deliveryAddresses.id });
      if (updated.length === 0) throw notFound(ADDRESS_NOT_FOUND);
    } else {
      const [twin] = await tx
        .select({ id: deliveryAddresses.id })
        .from(deliveryAddresses)
        .where(
          and(
            eq(deliveryAddresses.userId, userId),
            ...Object.entries(fields).map(([key, value]) =>
              eq(deliveryAddresses[key as keyof typeof fields], value),
            ),
          ),
        )
        .limit(1);
      if (twin) {
        savedId = twin.id;
      } else {
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(deliveryAddresses)
          .where(eq(deliveryAddresses.userId, userId));
        if (Number(total) >= MAX_DELIVERY_ADDRESSES) {
          throw conflict(
            `Puedes guardar hasta ${MAX_DELIVERY_ADDRESSES} direcciones: elimina una que ya no uses`,
          );
        }
        const [inserted] = await tx
          .insert(deliveryAddresses)
          .values({ userId, ...fields })
          .returning({ id: deliveryAddresses.id });
        savedId = inserted!.id;
        created = true;
      }
    }
    if (isDefault) await makeDefault(tx, userId, savedId!);
    else await keepOneDefault(tx, userId);
    return { created };
  });
}

/** Removes one of the customer's addresses; another becomes the default if it was. */
export function removeDeliveryAddress(db: Database, userId: string, id: string) {
  return asCustomer(db, userId, async (tx) => {
    const removed = await tx
      .delete(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
      .returning({ id: deliveryAddresses.id });
    if (removed.length === 0) throw notFound(ADDRESS_NOT_FOUND);
    await keepOneDefault(tx, userId);
  });
}

/** Makes one of the customer's addresses the default. */
export function setDefaultAddress(db: Database, userId: string, id: string) {
  return asCustomer(db, userId, async (tx) => {
    const [own] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)));
    if (!own) throw notFound(ADDRESS_NOT_FOUND);
    await makeDefault(tx, userId, id);
  });
}
