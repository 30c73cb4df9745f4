// What other modules use of a customer's saved data (the checkout reads the billing data and
// the delivery addresses); never the routes.
export { listDeliveryAddresses, readAccount } from './customer-queries';
export { presentAccount, presentDeliveryAddress } from './customer-presenter';
