import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultaImportEndpoints,
  importFormFieldsSchema,
  INVALID_TEXT_MESSAGE,
  isCleanText,
  type ImportOutcome,
} from '@quimia/contracts';
import { badRequest, HttpError } from '../../lib/errors';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import type { CompanyReader } from '../company';
import { csvTemplate } from './import-files/csv-templates';
import { ZIP_LIMITS } from './import-files/zip-reader';
import { listUnmatchedCodes, mapPartyCode } from './import/code-mapping';
import { ImportSession } from './import/import-service';

const tags = ['consultas'];
const errors = ROUTE_ERROR_STATUSES;

/** Files per request: the import screen sends large sets in batches of this size. */
export const IMPORT_MAX_FILES = 100;
const MEGABYTE = 1024 * 1024;

const tooLarge = () =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `Un archivo supera los ${ZIP_LIMITS.maxArchiveBytes / MEGABYTE} MB: divide el ZIP en partes`,
  );

/** Filling the consultas: importing files, the CSV templates, and mapping supplier codes. */
const importRoutes: FastifyPluginAsyncZod<{ readCompany: CompanyReader }> = async (
  app,
  { readCompany },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: ZIP_LIMITS.maxArchiveBytes,
      files: IMPORT_MAX_FILES,
      fields: 2,
      parts: IMPORT_MAX_FILES + 2,
      fieldSize: 4000,
    },
  });

  endpointRoute(
    app,
    consultaImportEndpoints.importFiles,
    {
      access: STAFF_ONLY,
      summary: 'Importar comprobantes del SRI (XML o ZIP) y CSV; ?simular=1 solo revisa',
      description: `Multipart: hasta ${IMPORT_MAX_FILES} archivos en el campo "files" (cada uno de hasta ${ZIP_LIMITS.maxArchiveBytes / MEGABYTE} MB); antes de ellos, opcionalmente "tipo" y "columnas" para un CSV. Un resultado por archivo (por documento dentro de un ZIP); cada archivo se guarda en su propia transacción.`,
      tags,
      errors: [...errors, 413, 415],
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Envía los archivos como multipart/form-data en el campo "files"',
        );
      }
      const user = signedInUser(request);
      const { settings } = await readCompany();
      const dryRun = request.query.simular;
      const fields: Record<string, string> = {};
      let session: ImportSession | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            const value = typeof part.value === 'string' ? part.value : '';
            if (!isCleanText(value)) {
              throw badRequest(INVALID_TEXT_MESSAGE, [
                { field: part.fieldname, message: INVALID_TEXT_MESSAGE },
              ]);
            }
            fields[part.fieldname] = value;
            continue;
          }
          if (!session) {
            const parsed = importFormFieldsSchema.safeParse(fields);
            if (!parsed.success) {
              const issue = parsed.error.issues[0]!;
              throw badRequest(issue.message, [
                { field: String(issue.path[0] ?? 'tipo'), message: issue.message },
              ]);
            }
            session = new ImportSession(app.db, {
              dryRun,
              companyRuc: settings.ruc,
              importedBy: user.id,
              csvKind: parsed.data.tipo,
              csvMapping: parsed.data.columnas,
            });
          }
          const data = await part.toBuffer();
          // Past the limit the parser keeps no more bytes and marks the file truncated: a cut
          // file is never read as if whole.
          if (part.file.truncated) throw tooLarge();
          const name = (part.filename || 'archivo').replace(/[\\/]+/g, '_').slice(0, 200);
          await session.add(name, data);
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw badRequest(`Envía como máximo ${IMPORT_MAX_FILES} archivos por solicitud`);
        }
        if (code === 'FST_FIELDS_LIMIT') throw badRequest('El formulario tiene campos de más');
        if (code?.startsWith('FST_')) throw badRequest('No se pudieron leer los archivos enviados');
        throw error;
      }
      const results = (await session?.finish()) ?? [];
      if (results.length === 0) {
        throw badRequest('Adjunta al menos un archivo', [
          { field: 'files', message: 'Adjunta al menos un archivo' },
        ]);
      }
      const counts: Record<ImportOutcome, number> = {
        created: 0,
        duplicate: 0,
        refused: 0,
        updated: 0,
      };
      for (const result of results) counts[result.outcome] += 1;
      return { dryRun, results, counts };
    },
  );

  endpointRoute(
    app,
    consultaImportEndpoints.csvTemplate,
    { access: STAFF_ONLY, summary: 'Plantilla CSV para importar', tags, errors },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="plantilla-${request.query.tipo}.csv"`)
        .header('cache-control', 'no-store')
        .send(csvTemplate(request.query.tipo)),
  );

  endpointRoute(
    app,
    consultaImportEndpoints.unmatchedCodes,
    { access: STAFF_ONLY, summary: 'Códigos de productos aún sin asignar', tags, errors },
    async (request) => listUnmatchedCodes(app.db, request.query),
  );

  endpointRoute(
    app,
    consultaImportEndpoints.mapCode,
    {
      access: STAFF_ONLY,
      summary: 'Asignar el código de un proveedor o cliente a un producto (todas sus líneas)',
      tags,
      errors,
    },
    async (request) =>
      mapPartyCode(app.db, {
        ...request.body,
        presentationId: request.body.presentationId ?? null,
        userId: signedInUser(request).id,
      }),
  );
};

export default importRoutes;
