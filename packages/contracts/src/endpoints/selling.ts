import { defineEndpoint } from '../endpoint';
import { priceQuoteBodySchema, priceQuoteResponseSchema } from '../selling';
import { shippingRatesResponseSchema, shippingRatesSaveBodySchema } from '../shipping';

export const sellingEndpoints = {
  /**
   * What a cart or a checkout costs (anyone, rate limited per address): every price comes from
   * the server, with each line's problem, the ways to receive it and the invoice's figures.
   */
  priceQuote: defineEndpoint({
    method: 'POST',
    path: '/api/pedido/calcular',
    body: priceQuoteBodySchema,
    response: priceQuoteResponseSchema,
  }),
  /** Administrators: the courier rates per province and the free-shipping threshold. */
  shippingRates: defineEndpoint({
    method: 'GET',
    path: '/api/envios/tarifas',
    response: shippingRatesResponseSchema,
  }),
  /** Administrators: replaces the table (all 24 provinces). */
  saveShippingRates: defineEndpoint({
    method: 'POST',
    path: '/api/envios/guardar',
    body: shippingRatesSaveBodySchema,
    response: shippingRatesResponseSchema,
  }),
};
