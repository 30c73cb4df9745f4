import {
  companySettingsResponseSchema,
  companySettingsSchema,
  publicCompanySchema,
} from '../company';
import { defineEndpoint } from '../endpoint';

export const companyEndpoints = {
  /** The seller's data every page shows (name, branches, phones, social links, IVA…). */
  publicSettings: defineEndpoint({
    method: 'GET',
    path: '/api/empresa/publica',
    response: publicCompanySchema,
  }),
  /** The settings as the administrator edits them. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/empresa/datos',
    response: companySettingsResponseSchema,
  }),
  /** Saves every setting at once (the whole form). */
  save: defineEndpoint({
    method: 'POST',
    path: '/api/empresa/guardar',
    body: companySettingsSchema,
    response: companySettingsResponseSchema,
  }),
};
