import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quotationAdminEndpoints,
  quotationEndpoints,
  type QuotationCreated,
} from '@quimia/contracts';
import { countedPage } from '../../lib/counted-page';
import { badRequest, notFound } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { optionalSignedInUser, signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { perAddress } from '../../plugins/external/rate-limit';
import type { Database } from '../../db/client';
import {
  customerOf,
  presentCustomerQuotation,
  presentLine,
  presentQuotationSummary,
  presentStaffQuotation,
  type QuotationRow,
} from './quotation-presenter';
import { weighSale } from '../pricing';
import { renderQuotationPdf } from './quotation-pdf';
import { sendQuotationMail } from './quotation-mail';
import {
  countPending,
  findQuotationById,
  findQuotationByToken,
  latestQuotations,
  listQuotations,
  loadLatestRevision,
  loadMessages,
  loadRevisions,
  userName,
} from './quotation-queries';
import { shopDate } from '../../lib/shop-calendar';
import { effectiveStatus } from './quotation-rules';
import {
  addStaffReply,
  createQuotation,
  isStaff,
  markQuotationSeen,
  reviseQuotation,
  setQuotationStatus,
} from './quotation-service';

const tags = ['cotizar'];
const errors = ROUTE_ERROR_STATUSES;

/** Staff skip the visitors' limit: they quote for customers on the phone all day. */
async function staffCaller(request: FastifyRequest): Promise<boolean> {
  try {
    return isStaff(await optionalSignedInUser(request));
  } catch {
    return false;
  }
}

const NOT_FOUND = 'Cotización no encontrada';

/**
 * What a revision's lines weigh for their freight (kg), by their presentations' shipping weights
 * now; null when none is still in the catalogue or none can be weighed.
 */
async function quotedWeight(
  db: Database,
  lines: readonly { presentationId: string | null; quantity: number }[],
): Promise<number | null> {
  const items = lines.flatMap((line) =>
    line.presentationId === null
      ? []
      : [{ presentationId: line.presentationId, quantity: line.quantity }],
  );
  if (items.length === 0) return null;
  const weight = await weighSale(db, items);
  return weight.kg > 0 ? weight.kg : null;
}

/**
 * Quotations: asked for by visitors, clients and staff (priced by the server), read and accepted
 * at their link, printed as PDF; staff list them, revise them, send, reject and convert them.
 */
const quotationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  const today = () => shopDate(new Date());
  const linkOf = (token: string) => `${app.publicOrigin}/cotizacion/${token}`;

  async function staffView(db: Database, row: QuotationRow) {
    const [revisions, messages, createdBy] = await Promise.all([
      loadRevisions(db, row.id),
      loadMessages(db, row.id),
      userName(db, row.createdBy),
    ]);
    const weight = await quotedWeight(db, revisions[0]!.lines);
    return presentStaffQuotation(row, revisions, messages, { createdBy }, today(), weight);
  }

  async function staffViewById(id: string) {
    const row = await findQuotationById(app.db, id);
    if (!row) throw notFound(NOT_FOUND);
    return staffView(app.db, row);
  }

  /** After a staff member changed a quotation: the log line, then its staff view as it is now. */
  async function staffViewAfter(
    request: FastifyRequest,
    change: { event: string; id: string; by: string },
    logMessage: string,
  ) {
    request.log.info(
      { event: `quotation.${change.event}`, quotationId: change.id, by: change.by },
      logMessage,
    );
    return staffViewById(change.id);
  }

  endpointRoute(
    app,
    quotationEndpoints.save,
    {
      access: 'public',
      summary: 'Solicitar una cotización (visitantes, clientes y vendedores)',
      description:
        'Los precios los pone el servidor; las presentaciones sin precio quedan "a consultar". Una vez por clave Idempotency-Key.',
      tags,
      errors: [409, 422, 429],
      config: {
        rateLimit: { ...perAddress('quotation', 10, '10 minutes'), allowList: staffCaller },
      },
    },
    async (request, reply) => {
      const user = await optionalSignedInUser(request);
      return app.once(request, reply, 'quotation', async (tx) => {
        const { settings } = await readCompany(tx);
        const { row, lines, summary } = await createQuotation(tx, {
          body: request.body,
          user,
          ip: request.ip,
          settings,
        });
        request.log.info(
          {
            event: 'quotation.created',
            quotationId: row.id,
            number: row.number,
            source: row.source,
            by: user?.id ?? null,
          },
          'quotation created',
        );
        const body: QuotationCreated = {
          id: row.id,
          number: row.number,
          token: row.token,
          status: 'new',
          validUntil: row.validUntil,
          lines: lines.map(presentLine),
          summary,
          message: `Recibimos tu solicitud de cotización ${row.number}. Te responderemos lo antes posible.`,
        };
        return {
          status: 201,
          body,
          // The customer keeps the link by e-mail. A quotation staff write for a customer
          // reaches them when it is marked sent.
          afterCommit:
            row.source === 'staff'
              ? undefined
              : () => sendQuotationMail(app, request.log, 'received', { id: row.id }),
        };
      });
    },
  );

  endpointRoute(
    app,
    quotationEndpoints.latest,
    {
      access: 'signed-in',
      summary: 'Últimas cotizaciones: todas para el personal, las propias para un cliente',
      tags,
      errors,
    },
    async (request) => {
      const user = signedInUser(request);
      const rows = await latestQuotations(app.db, {
        limit: request.query.limite,
        customerUserId: isStaff(user) ? undefined : user.id,
      });
      const day = today();
      return { items: rows.map((row) => presentQuotationSummary(row, day)) };
    },
  );

  endpointRoute(
    app,
    quotationEndpoints.pdf,
    {
      access: 'public',
      summary: 'La cotización en PDF (con el enlace del cliente, o por id para el personal)',
      tags,
      errors: [403, 404],
    },
    async (request, reply) => {
      const { token, id, revision } = request.query;
      let row: QuotationRow | null;
      if (id) {
        await app.assertAccess(request, STAFF_ONLY);
        row = await findQuotationById(app.db, id);
      } else {
        if (revision !== undefined) {
          throw badRequest('Con el enlace solo se descarga la última revisión', [
            { field: 'revision', message: 'Solo el personal descarga revisiones anteriores' },
          ]);
        }
        row = await findQuotationByToken(app.db, token!);
      }
      if (!row) throw notFound(NOT_FOUND);
      const [shown] = await loadRevisions(app.db, row.id, revision ?? row.revision);
      if (!shown) throw notFound('Esa revisión no existe');
      const { settings } = await readCompany();
      const pdf = await renderQuotationPdf({
        seller: {
          tradeName: settings.tradeName,
          legalName: settings.legalName,
          ruc: settings.ruc,
          branches: settings.branches,
          whatsappNumber: settings.whatsappNumber,
          conditions: settings.quotationConditions,
        },
        quotation: {
          number: row.number,
          revision: shown.row.revision,
          issuedAt: shown.row.createdAt,
          validUntil: shown.row.validUntil,
          status: effectiveStatus(row.status, row.validUntil, today()),
          link: linkOf(row.token),
        },
        customer: customerOf(row),
        lines: shown.lines.map(presentLine),
        summary: shown.row.summary,
        shippingWeightKg: await quotedWeight(app.db, shown.lines),
        sellerNotes: shown.row.notes,
        customerNotes: row.notes,
      });
      const name = `${row.number}${shown.row.revision > 1 ? `-rev${shown.row.revision}` : ''}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(pdf);
    },
  );

  endpointRoute(
    app,
    quotationEndpoints.byToken,
    { access: 'public', summary: 'Una cotización por su enlace', tags, errors: [404] },
    async (request, reply) => {
      const row = await findQuotationByToken(app.db, request.query.token);
      if (!row) throw notFound(NOT_FOUND);
      const [latest, messages] = await Promise.all([
        loadLatestRevision(app.db, row),
        loadMessages(app.db, row.id),
      ]);
      reply.header('cache-control', 'private, no-store');
      const weight = await quotedWeight(app.db, latest.lines);
      return presentCustomerQuotation(row, latest, messages, today(), weight);
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.list,
    { access: STAFF_ONLY, summary: 'Cotizaciones, las más recientes primero', tags, errors },
    async (request) => {
      const day = today();
      return countedPage(request.query, await listQuotations(app.db, request.query, day), (row) =>
        presentQuotationSummary(row, day),
      );
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.get,
    { access: STAFF_ONLY, summary: 'Una cotización con sus revisiones y mensajes', tags, errors },
    async (request) => staffViewById(request.query.id),
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.revise,
    {
      access: STAFF_ONLY,
      summary: 'Nueva revisión: productos, precios, descuento, observaciones y validez',
      tags,
      errors,
    },
    async (request) => {
      const user = signedInUser(request);
      const { settings } = await readCompany();
      const id = await app.db.transaction((tx) =>
        reviseQuotation(tx, { body: request.body, user, settings }),
      );
      return staffViewAfter(request, { event: 'revised', id, by: user.id }, 'quotation revised');
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.setStatus,
    { access: STAFF_ONLY, summary: 'Marcar una cotización enviada o rechazada', tags, errors },
    async (request) => {
      const { id, status } = request.body;
      const changed = await app.db.transaction((tx) => setQuotationStatus(tx, { id, status }));
      if (status === 'sent' && changed) await sendQuotationMail(app, request.log, 'sent', { id });
      const by = signedInUser(request).id;
      return staffViewAfter(request, { event: status, id, by }, `quotation ${status}`);
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.reply,
    { access: STAFF_ONLY, summary: 'Responder en el hilo de una cotización', tags, errors },
    async (request) => {
      const { id, message } = request.body;
      const user = signedInUser(request);
      await app.db.transaction((tx) => addStaffReply(tx, { id, message, user }));
      await sendQuotationMail(app, request.log, 'answered', { id, reply: message });
      const change = { event: 'replied', id, by: user.id };
      return staffViewAfter(request, change, 'quotation thread answered');
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.markSeen,
    { access: STAFF_ONLY, summary: 'Marcar una cotización como vista', tags, errors },
    async (request) => {
      if (!(await markQuotationSeen(app.db, request.body.id))) throw notFound(NOT_FOUND);
      return { message: 'Cotización vista' };
    },
  );

  endpointRoute(
    app,
    quotationAdminEndpoints.pending,
    {
      access: STAFF_ONLY,
      summary: 'Cotizaciones que esperan al personal: solicitudes, mensajes y aceptaciones',
      tags,
      errors,
    },
    async () => countPending(app.db),
  );
};

export default quotationRoutes;
