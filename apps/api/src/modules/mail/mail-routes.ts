import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailEndpoints } from '@quimia/contracts';
import { countedPage } from '../../lib/counted-page';
import { notFound } from '../../lib/errors';
import { ADMIN_ONLY, ROUTE_ERROR_STATUSES } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { presentMailMessage, presentMailSummary } from './mail-presenter';
import { findMail, listMail } from './mail-queries';

const tags = ['correo'];
const errors = ROUTE_ERROR_STATUSES;

/** The outgoing mail, for administrators: the outbox without a mail server, the sent log with one. */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    mailEndpoints.list,
    {
      access: ADMIN_ONLY,
      summary: 'Correo saliente: bandeja de salida y registro de envíos',
      tags,
      errors,
    },
    async (request) =>
      countedPage(request.query, await listMail(app.db, request.query), presentMailSummary),
  );

  endpointRoute(
    app,
    mailEndpoints.message,
    { access: ADMIN_ONLY, summary: 'Un correo con su texto', tags, errors },
    async (request) => {
      const row = await findMail(app.db, request.query.id);
      if (!row) throw notFound('Correo no encontrado');
      return { message: presentMailMessage(row) };
    },
  );
};

export default mailRoutes;
