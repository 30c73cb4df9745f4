import type { FastifyPluginAsync } from 'fastify';
import { contactEndpoints } from '@quimia/contracts';

/** Where the contact page lives, and what it shows after a form sent without scripts. */
export const CONTACT_PAGE = '/contact-us';
export const CONTACT_OUTCOMES = {
  sent: 'enviado=1',
  invalid: 'error=revisar',
  limited: 'error=limite',
  failed: 'error=fallo',
} as const;

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The contact form as a plain HTML form, for a browser that runs no scripts (or has not run them
 * yet, the first seconds on a phone): the fields arrive form-encoded, go through the JSON
 * endpoint itself (same validation, limits and once-only storage, as the visitor's address) and
 * the visitor is sent back to the contact page, which says how it went.
 */
const contactFormFallbackRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(CONTACT_PAGE, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const payload = Object.fromEntries(
      FIELDS.flatMap((field) => (typeof form[field] === 'string' ? [[field, form[field]]] : [])),
    );
    const answer = await app.inject({
      method: 'POST',
      url: contactEndpoints.sendMessage.path,
      payload,
      remoteAddress: request.ip,
    });
    const outcome =
      answer.statusCode === 201
        ? CONTACT_OUTCOMES.sent
        : answer.statusCode === 429
          ? CONTACT_OUTCOMES.limited
          : answer.statusCode < 500
            ? CONTACT_OUTCOMES.invalid
            : CONTACT_OUTCOMES.failed;
    return reply.redirect(`${CONTACT_PAGE}?${outcome}#formulario`, 303);
  });
};

export default contactFormFallbackRoutes;
