import fp from 'fastify-plugin';
import type { CompanySettingsValues } from '@quimia/contracts';
import { companyReader, type CompanyReader } from './company-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The company settings as every part of the app reads them (prices, pages, public config,
     * mail); inside a transaction, pass it (see `companyReader`).
     */
    readCompany: CompanyReader;
  }
}

/** Decorates `app.readCompany`, so that no route or service is handed a reader by hand. */
export default fp<{ defaults: CompanySettingsValues }>(
  async (app, { defaults }) => {
    app.decorate('readCompany', companyReader(app, defaults));
  },
  { name: 'company-settings', dependencies: ['public-cache'] },
);
