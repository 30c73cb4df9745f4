import { demoDataRemovalSchema, demoDataStatusSchema } from '../demo-data';
import { defineEndpoint } from '../endpoint';

export const demoDataEndpoints = {
  /** How much of the demo shop is still there (staff see a notice while it is). */
  status: defineEndpoint({
    method: 'GET',
    path: '/api/demo/estado',
    response: demoDataStatusSchema,
  }),
  /** Removes every demo product and formula staff never edited; what staff made stays. */
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/demo/quitar',
    response: demoDataRemovalSchema,
  }),
};
