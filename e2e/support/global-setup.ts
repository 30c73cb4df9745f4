import type { TestProject } from 'vitest/node';
import { startSriPeer } from '../../apps/api/src/test/sri-peer';
import { startMailPeer } from './mail-peer';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the loopback mail server writes what the app sends (`waitForMail`). */
    mailDir: string;
  }
}

/**
 * One app for the end-to-end suite, started from the build as `npm start` does, sending its
 * e-mail to a mail server on loopback and its electronic invoices to a loopback SRI.
 */
export default async function setup(project: TestProject) {
  const mail = await startMailPeer();
  const sri = await startSriPeer();
  const server = await startServer({
    SMTP_URL: mail.url,
    SRI_RECEPCION_URL: sri.receptionUrl,
    SRI_AUTORIZACION_URL: sri.authorizationUrl,
  });
  project.provide('baseURL', server.url);
  project.provide('mailDir', mail.dir);
  return async () => {
    await server.stop();
    await mail.stop();
    await sri.close();
  };
}
