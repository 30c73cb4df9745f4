import { defineEndpoint } from '../endpoint';
import { healthSchema } from '../health';
import { publicConfigSchema } from '../public-config';

export const platformEndpoints = {
  /** Whether the app and its dependencies answer (503 with the same body when the database is down). */
  health: defineEndpoint({ method: 'GET', path: '/api/health', response: healthSchema }),
  /** Settings the server shares with every visitor (support phone, IVA rate…). */
  publicConfig: defineEndpoint({
    method: 'GET',
    path: '/api/config',
    response: publicConfigSchema,
  }),
};
