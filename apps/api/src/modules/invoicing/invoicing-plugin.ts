import fp from 'fastify-plugin';
import type { SriEnvironmentName } from '@quimia/contracts';
import type { SriConnection } from './document-sending';
import { sriEndpoints } from './sri/sri-endpoints';

export type InvoicingOptions = {
  /** Encrypts the signature certificate and its password (never in the database). */
  certificateKey: Buffer;
  /** `SRI_RECEPCION_URL` / `SRI_AUTORIZACION_URL`: replace the environment's addresses. */
  receptionUrl?: string;
  authorizationUrl?: string;
};

export type Invoicing = {
  certificateKey: Buffer;
  /** The SRI's services for an environment, or the addresses the server was started with. */
  connection(environment: SriEnvironmentName): SriConnection;
};

declare module 'fastify' {
  interface FastifyInstance {
    invoicing: Invoicing;
  }
}

/** What electronic invoicing needs from the server's configuration. */
export default fp<InvoicingOptions>(
  async (app, { certificateKey, receptionUrl, authorizationUrl }) => {
    app.decorate('invoicing', {
      certificateKey,
      connection: (environment) =>
        sriEndpoints(environment, { reception: receptionUrl, authorization: authorizationUrl }),
    });
  },
  { name: 'invoicing' },
);
