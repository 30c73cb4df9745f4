import type { CustomerAccount, EcuadorProvince, SavedDeliveryAddress } from '@quimia/contracts';
import type { customerBilling, deliveryAddresses } from '../../db/schema';

export function presentDeliveryAddress(
  row: typeof deliveryAddresses.$inferSelect,
): SavedDeliveryAddress {
  return {
    id: row.id,
    label: row.label,
    contactName: row.contactName,
    phone: row.phone,
    // Written only through the contracts' list of provinces.
    province: row.province as EcuadorProvince,
    city: row.city,
    address: row.address,
    reference: row.reference,
    isDefault: row.isDefault,
  };
}

export function presentAccount(
  billing: typeof customerBilling.$inferSelect | undefined,
  addresses: (typeof deliveryAddresses.$inferSelect)[],
): CustomerAccount {
  return {
    billing: billing
      ? {
          identificationType: billing.identificationType,
          identification: billing.identification,
          name: billing.name,
          address: billing.address,
          email: billing.email,
          phone: billing.phone,
        }
      : null,
    addresses: addresses.map(presentDeliveryAddress),
  };
}
