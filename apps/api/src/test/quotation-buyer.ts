// A buyer as the quotation tests write them: who asks, who the invoice names, how it is
// received and paid.

export const QUOTATION_CUSTOMER = {
  name: 'Limpieza Total S.A.',
  email: 'compras@limpiezatotal.ec',
  phone: '099 765 4321',
  identificationType: 'ruc',
  identification: '1790016919001',
  city: 'Quito',
};
export const QUOTATION_BILLING = {
  identificationType: 'ruc',
  identification: '1790016919001',
  name: 'Limpieza Total S.A.',
  address: 'Av. de los Shyris N34-12',
  email: 'compras@limpiezatotal.ec',
  phone: '099 765 4321',
};
/** Pickup at the first branch, paid by transfer. */
export const PICKUP = { method: 'pickup', branchIndex: 0 };
export const TRANSFER = { method: 'transfer' };
