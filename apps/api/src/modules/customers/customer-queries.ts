import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerBilling, deliveryAddresses } from '../../db/schema';
import { presentAccount } from './customer-presenter';

/** A customer's delivery addresses: the default first, then the newest. */
export function listDeliveryAddresses(db: Database, userId: string) {
  return db
    .select()
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(
      desc(deliveryAddresses.isDefault),
      desc(deliveryAddresses.createdAt),
      desc(deliveryAddresses.id),
    );
}

/** Everything a customer saved (billing and addresses), as the contracts show it. */
export async function readAccount(db: Database, userId: string) {
  const [[billing], addresses] = await Promise.all([
    db.select().from(customerBilling).where(eq(customerBilling.userId, userId)),
    listDeliveryAddresses(db, userId),
  ]);
  return presentAccount(billing, addresses);
}
