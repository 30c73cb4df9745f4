import { defineEndpoint } from '../endpoint';
import { formulaQuoteBodySchema, formulaQuoteResponseSchema } from '../formula-quotes';

/** A published formula's ingredients at the batch a visitor wants, as packs ready to quote. */
export const formulaQuoteEndpoints = {
  /** Anyone (rate limited per address); reads only. */
  propose: defineEndpoint({
    method: 'POST',
    path: '/api/cotizar/desdeFormula',
    body: formulaQuoteBodySchema,
    response: formulaQuoteResponseSchema,
  }),
};
