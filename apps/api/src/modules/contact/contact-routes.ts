import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@quimia/contracts';
import { contactMessages } from '../../db/schema';
import { endpointRoute } from '../../plugins/app/endpoint-route';

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
      config: {
        rateLimit: {
          max: 5,
          timeWindow: '10 minutes',
          keyGenerator: (request) => `contact:${request.ip}`,
        },
      },
    },
    async (request, reply) =>
      app.once(request, reply, 'contact', async (tx) => {
        const [saved] = await tx
          .insert(contactMessages)
          .values({ ...request.body, ip: request.ip })
          .returning({ id: contactMessages.id });
        request.log.info(
          { event: 'contact.received', messageId: saved!.id },
          'contact message received',
        );
        return {
          status: 201,
          body: {
            id: saved!.id,
            message: 'Gracias por escribirnos. Te responderemos lo antes posible.',
          },
        };
      }),
  );
};

export default contactRoutes;
