// What other modules use of pricing (orders, quotations, the cart): the server's prices and the
// invoice's figures. Never the routes.
export {
  ON_REQUEST_MESSAGE,
  priceSale,
  type PriceSaleInput,
  type PricingSettings,
  weighSale,
} from './pricing-service';
export {
  freightCents,
  saleWeight,
  type FreightRate,
  type FreightTable,
  type SaleWeight,
  type WeighedLine,
} from './freight';
export {
  lineSubtotalCents,
  saleLimitIssues,
  summarizeSale,
  summarizeWithinLimits,
  type LimitContext,
  type SummaryLine,
  type SummaryOptions,
} from './sale-summary';
