// What the other flows use of a quotation becoming an order: the demo's year accepts and
// converts its quotations through the same steps as the buyer and staff. Never the routes.
export { acceptQuotation, convertQuotation } from './quotation-order-service';
