import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countOf,
  inventoryEndpoints,
  type PurchaseSuggestionMailResponse,
} from '@quimia/contracts';
import { notFound } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import { STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { purchaseSuggestionMail } from '../../modules/mail';
import { lineText, purchaseSuggestion } from './suggestion-queries';

const tags = ['inventario'];

/** «Sugerencia de compra»: what to buy by supplier, and a supplier's part sent by e-mail. */
const purchaseSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(
    app,
    inventoryEndpoints.suggestion,
    {
      access: STAFF_ONLY,
      summary: 'Sugerencia de compra: productos en su mínimo o por debajo, por proveedor',
      tags,
      errors: [],
    },
    async (_request, reply) => noStore(reply, () => purchaseSuggestion(app.db)),
  );

  endpointRoute(
    app,
    inventoryEndpoints.sendSuggestion,
    {
      access: STAFF_ONLY,
      summary:
        'Envía por correo a un proveedor su parte de la sugerencia de compra. Una vez por clave Idempotency-Key.',
      tags,
      errors: [404, 422],
    },
    async (request, reply) => {
      const { supplierId, email } = request.body;
      return app.once(request, reply, 'purchase-suggestion.mail', async (tx) => {
        const suggestion = await purchaseSuggestion(tx);
        const group = suggestion.groups.find((entry) => entry.supplier?.id === supplierId);
        if (!group?.supplier) {
          throw notFound('Este proveedor no tiene productos en la sugerencia de compra');
        }
        // Recorded in the transaction: the e-mail is queued once however often this is sent.
        await app.mail.send(
          email,
          purchaseSuggestionMail({
            supplierName: group.supplier.name,
            lines: group.lines.map(lineText),
          }),
          { db: tx },
        );
        request.log.info(
          { event: 'inventory.suggestion_mailed', supplierId, lines: group.lines.length },
          'purchase suggestion mailed',
        );
        const body: PurchaseSuggestionMailResponse = {
          message: `Sugerencia enviada a ${email}: ${countOf(group.lines.length, 'producto', 'productos')}.`,
          lines: group.lines.length,
        };
        return { status: 200, body };
      });
    },
  );
};

export default purchaseSuggestionRoutes;
