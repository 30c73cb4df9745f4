import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoicingEndpoints, STAFF_ROLES, type InvoicingConfiguration } from '@quimia/contracts';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { noStore } from '../../lib/no-store';
import { ADMIN_ONLY, STAFF_ONLY } from '../../lib/route-schemas';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { signedInUser } from '../../plugins/app/authentication';
import { listCustomerDocuments, listDocuments, loadDocumentDetail } from './document-queries';
import { findDocument } from './document-service';
import type { ElectronicDocument } from './electronic-document';
import {
  invoicingReadiness,
  loadInvoicingState,
  saveInvoicingSettings,
  unknownBranchSeries,
  storeCertificate,
} from './invoicing-settings';
import { renderRide } from './ride/ride-pdf';
import { CertificateError } from './signature/read-certificate';

const tags = ['facturación'];

/** A .p12 is a few kilobytes; past this it is not one. */
const CERTIFICATE_MAX_BYTES = 100 * 1024;

/** The certificate file and its password from the multipart form, in either order. */
async function readCertificateForm(
  request: FastifyRequest,
): Promise<{ file: Buffer; password: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Envía el certificado como multipart/form-data: el archivo en "file" y su contraseña en "password"',
    );
  }
  let file: Buffer | undefined;
  let password: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024 },
    })) {
      if (part.type === 'file') {
        const data = await (part as MultipartFile).toBuffer();
        if ((part as MultipartFile).file.truncated)
          throw new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            'El certificado supera 100 KB: no es un archivo .p12 de firma',
          );
        if (part.fieldname === 'file') file = data;
      } else if (part.fieldname === 'password' && typeof part.value === 'string') {
        password = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        'El certificado supera 100 KB: no es un archivo .p12 de firma',
      );
    }
    throw badRequest(
      'No se pudo leer el formulario enviado: adjunta el archivo .p12 y su contraseña',
    );
  }
  if (!file?.length)
    throw badRequest('Adjunta el archivo .p12 o .pfx del certificado', [
      { field: 'file', message: 'Adjunta el archivo .p12 o .pfx' },
    ]);
  if (!password)
    throw badRequest('Escribe la contraseña del certificado', [
      { field: 'password', message: 'Escribe la contraseña del certificado' },
    ]);
  return { file, password };
}

/** Electronic invoicing: its settings (admin), and the documents issued (staff; a buyer, theirs). */
const invoicingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  const configuration = async (): Promise<InvoicingConfiguration> => {
    const state = await loadInvoicingState(app.db);
    const { settings: company } = await app.readCompany();
    const endpoints = app.invoicing.connection(state.settings?.environment ?? 'pruebas');
    return {
      settings: state.settings,
      certificate: state.certificateInfo,
      ...invoicingReadiness(state, company),
      endpoints: { reception: endpoints.reception, authorization: endpoints.authorization },
      updatedAt: state.updatedAt?.toISOString() ?? null,
    };
  };

  endpointRoute(
    app,
    invoicingEndpoints.configuration,
    { access: ADMIN_ONLY, summary: 'Configuración de la facturación electrónica', tags },
    async (_request, reply) => noStore(reply, configuration),
  );

  endpointRoute(
    app,
    invoicingEndpoints.saveConfiguration,
    { access: ADMIN_ONLY, summary: 'Guardar la configuración de la facturación electrónica', tags },
    async (request, reply) => {
      const { settings: company } = await app.readCompany();
      const unknown = unknownBranchSeries(request.body, company.branches);
      if (unknown.length > 0) {
        const index = request.body.branchSeries.indexOf(unknown[0]!);
        const message = `La sucursal «${unknown[0]!.branch}» no está en Empresa › Sucursales`;
        throw new HttpError(422, 'VALIDATION_ERROR', message, [
          { field: `branchSeries.${index}.branch`, message },
        ]);
      }
      await saveInvoicingSettings(app.db, request.body, signedInUser(request).id);
      request.log.info(
        { event: 'invoicing.settings_saved', by: signedInUser(request).id },
        'invoicing settings saved',
      );
      return noStore(reply, configuration);
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.uploadCertificate,
    {
      access: ADMIN_ONLY,
      summary:
        'Subir el certificado de firma electrónica (.p12/.pfx, multipart: "file" y "password")',
      tags,
      errors: [413, 415, 422],
    },
    async (request, reply) => {
      const { file, password } = await readCertificateForm(request);
      let certificate;
      try {
        certificate = await storeCertificate(
          app.db,
          app.invoicing.certificateKey,
          file,
          password,
          signedInUser(request).id,
        );
      } catch (error) {
        if (error instanceof CertificateError) {
          throw new HttpError(422, 'VALIDATION_ERROR', error.message, [
            {
              field: error.code === 'WRONG_PASSWORD' ? 'password' : 'file',
              message: error.message,
            },
          ]);
        }
        throw error;
      }
      request.log.info(
        {
          event: 'invoicing.certificate_uploaded',
          by: signedInUser(request).id,
          serial: certificate.serialNumber,
        },
        'signature certificate uploaded',
      );
      const { warnings } = await configuration();
      return noStore(reply, async () => ({ certificate, warnings }));
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.list,
    { access: STAFF_ONLY, summary: 'Facturas y notas de crédito electrónicas', tags },
    async (request, reply) => noStore(reply, () => listDocuments(app.db, request.query)),
  );

  endpointRoute(
    app,
    invoicingEndpoints.detail,
    {
      access: STAFF_ONLY,
      summary: 'Una factura o nota de crédito con su historial',
      tags,
      errors: [404],
    },
    async (request, reply) => {
      const invoice = await loadDocumentDetail(app.db, request.query.id);
      if (!invoice) throw notFound('Documento no encontrado');
      return noStore(reply, async () => ({ invoice }));
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.mine,
    { access: 'signed-in', summary: 'Mis facturas y notas de crédito autorizadas', tags },
    async (request, reply) =>
      noStore(reply, () => listCustomerDocuments(app.db, signedInUser(request).id)),
  );

  /** Staff see any document; a buyer only theirs, and only once authorised. */
  const authorizedDocumentFor = async (request: FastifyRequest, id: string) => {
    const user = signedInUser(request);
    const row = await findDocument(app.db, id);
    if (!row || (!STAFF_ROLES.includes(user.role) && row.customerId !== user.id)) {
      throw notFound('Documento no encontrado');
    }
    if (row.status !== 'autorizada' || !row.authorizedXml || !row.authorizedAt) {
      throw new HttpError(409, 'CONFLICT', 'El documento aún no está autorizado por el SRI');
    }
    return row;
  };
  const fileName = (row: { kind: string; number: string }, extension: string) =>
    `${row.kind === 'factura' ? 'factura' : 'nota-credito'}-${row.number}.${extension}`;

  endpointRoute(
    app,
    invoicingEndpoints.xml,
    {
      access: 'signed-in',
      summary: 'El XML autorizado (como lo da el portal del SRI)',
      tags,
      errors: [404, 409],
    },
    async (request, reply) => {
      const row = await authorizedDocumentFor(request, request.query.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName(row, 'xml')}"`)
        .send(row.authorizedXml);
    },
  );

  endpointRoute(
    app,
    invoicingEndpoints.ride,
    {
      access: 'signed-in',
      summary: 'El RIDE (PDF) del documento autorizado',
      tags,
      errors: [404, 409],
    },
    async (request, reply) => {
      const row = await authorizedDocumentFor(request, request.query.id);
      const pdf = await renderRide(row.document as ElectronicDocument, {
        number: row.authorizationNumber ?? row.accessKey,
        authorizedAt: row.authorizedAt!.toISOString(),
        environment: row.environment,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName(row, 'pdf')}"`)
        .send(pdf);
    },
  );
};

export default invoicingRoutes;
