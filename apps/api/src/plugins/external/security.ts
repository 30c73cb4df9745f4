import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The Content Security Policy allows no inline script; inline styles stay
 * allowed because MUI (emotion) injects its styles at run time.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // No other host: an address written into a page (a model's answer, an imported text)
      // could carry data away as an image's query. Uploaded images are served by this site.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  // The storefront links out to WhatsApp and maps; they need no opener but may see the origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options, recorded from one run of its middleware. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers do not change from one request to the next (no nonces, no per-request directive),
 * so helmet runs once at start and every reply gets the recorded set (so does an answer given
 * before Fastify, see `publicCache.answerEarly`). `@fastify/helmet` built
 * helmet's middleware again on every request, parsing the whole policy: a tenth of the CPU of a
 * cached catalogue read.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(helmetHeaders());

export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
  },
  { name: 'security' },
);
