import { idQuerySchema } from '../common';
import {
  customerAccountSchema,
  customerBillingSchema,
  deliveryAddressSaveBodySchema,
} from '../customers';
import { defineEndpoint } from '../endpoint';

/**
 * A signed-in customer's own data ("Mi cuenta"): the server takes the customer from the token,
 * never from the request, so nobody reads or writes another's rows.
 */
export const accountEndpoints = {
  /** Billing data and delivery addresses. */
  account: defineEndpoint({
    method: 'GET',
    path: '/api/cuenta/datos',
    response: customerAccountSchema,
  }),
  /** Replaces the billing data; answers the whole account. */
  saveBilling: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/guardarFacturacion',
    body: customerBillingSchema,
    response: customerAccountSchema,
  }),
  /** Adds (no id: 201) or updates (200) a delivery address; answers the whole account. */
  saveAddress: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/guardarDireccion',
    body: deliveryAddressSaveBodySchema,
    response: customerAccountSchema,
    status: [200, 201],
  }),
  removeAddress: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/eliminarDireccion',
    body: idQuerySchema,
    response: customerAccountSchema,
  }),
  /** Makes one address the default (the others stop being it). */
  setDefaultAddress: defineEndpoint({
    method: 'POST',
    path: '/api/cuenta/direccionPredeterminada',
    body: idQuerySchema,
    response: customerAccountSchema,
  }),
};
