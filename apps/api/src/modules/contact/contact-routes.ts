import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactEndpoints } from '@quimia/contracts';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import { addCustomerMessage } from '../quotations';
import { saveContactMessage } from './contact-service';

/**
 * Public messages from the contact page; staff read them in the back office. A message sent from
 * a quotation's page (with its link's token) joins that quotation's thread instead.
 */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    contactEndpoints.sendMessage,
    {
      access: 'public',
      summary: 'Enviar un mensaje desde la página de contacto',
      tags: ['cotizar'],
      errors: [404, 409, 422, 429],
      config: { rateLimit: perAddress('contact', 5, '10 minutes') },
    },
    async (request, reply) =>
      app.once(request, reply, 'contact', async (tx) => {
        const { quotationToken, ...message } = request.body;
        if (quotationToken) {
          const saved = await addCustomerMessage(tx, {
            token: quotationToken,
            name: message.name,
            email: message.email,
            phone: message.phone,
            message: message.message,
            ip: request.ip,
          });
          request.log.info(
            { event: 'quotation.message', quotationId: saved.quotationId, messageId: saved.id },
            'quotation message received',
          );
          return {
            status: 201,
            body: {
              id: saved.id,
              message: `Recibimos tu mensaje sobre la cotización ${saved.number}. Te responderemos aquí mismo.`,
            },
          };
        }
        const id = await saveContactMessage(tx, { ...message, ip: request.ip });
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
