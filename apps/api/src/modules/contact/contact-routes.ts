import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { saveContactMessage } from './contact-service';

/** Public messages from the contact page; staff read them in the back office. */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    contactEndpoints.sendMessage,
    {
      access: 'public',
      summary: 'Enviar un mensaje desde la página de contacto',
      tags: ['cotizar'],
      errors: [409, 422, 429],
      config: { rateLimit: perAddress('contact', 5, '10 minutes') },
    },
    async (request, reply) =>
      app.once(request, reply, 'contact', async (tx) => {
        const id = await saveContactMessage(tx, { ...request.body, ip: request.ip });
        request.log.info({ event: 'contact.received', messageId: id }, 'contact message received');
        return {
          status: 201,
          body: {
            id,
            message: 'Gracias por escribirnos. Te responderemos lo antes posible.',
          },
        };
      }),
  );
};

export default contactRoutes;
