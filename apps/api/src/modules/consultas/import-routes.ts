import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consultaImportEndpoints,
  importFormFieldsSchema,
  INVALID_TEXT_MESSAGE,
  isCleanText,
  type ImportEvent,
  type ImportOutcome,
  type ImportResponse,
} from '@quimia/contracts';
import { AsyncQueue } from '../../lib/async-queue';
import { badRequest, HttpError } from '../../lib/errors';
import { sendEvents } from '../../lib/event-stream';
import { ROUTE_ERROR_STATUSES, STAFF_ONLY } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { csvTemplate } from './import-files/csv-template';
import { ZIP_LIMITS } from './import-files/zip-reader';
import { listUnmatchedCodes, mapPartyCode } from './import/code-mapping';
import { ImportStoppedError, type ImportOptions } from './import/import-options';
import { ImportSession } from './import/import-session';

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
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readCompany } = app;
  await app.register(multipart, {
    limits: {
      fileSize: ZIP_LIMITS.maxArchiveBytes,
      files: IMPORT_MAX_FILES,
      fields: 2,
      parts: IMPORT_MAX_FILES + 2,
      fieldSize: 4000,
    },
  });

  const importDescription = `Multipart: hasta ${IMPORT_MAX_FILES} archivos en el campo "files" (cada uno de hasta ${ZIP_LIMITS.maxArchiveBytes / MEGABYTE} MB); antes de ellos, opcionalmente "tipo" y "columnas" para un CSV. Un resultado por archivo (por documento dentro de un ZIP); cada archivo se guarda en su propia transacción.`;

  endpointRoute(
    app,
    consultaImportEndpoints.importFiles,
    {
      access: STAFF_ONLY,
      summary: 'Importar comprobantes del SRI (XML o ZIP) y CSV; ?simular=1 solo revisa',
      description: importDescription,
      tags,
      errors: [...errors, 413, 415],
    },
    async (request, reply) => {
      const opened = await openImport(request, await readCompany());
      return opened.run({ signal: abandoned(reply) }).catch((error: unknown) => {
        // The client left: nobody reads the answer, and it is no server failure to log.
        if (error instanceof ImportStoppedError) {
          throw new HttpError(499, 'IMPORT_STOPPED', error.message);
        }
        throw error;
      });
    },
  );

  endpointRoute(
    app,
    consultaImportEndpoints.importFilesWithProgress,
    {
      access: STAFF_ONLY,
      summary: 'Importar como la anterior, con el avance cada 100 documentos (text/event-stream)',
      description: `${importDescription} Responde eventos: "progress" (hechos, total conocido y cuentas) cada 100 documentos, y al final "result" (la misma respuesta que la importación simple) o "error". Si el cliente se va, se detiene tras el lote que se está guardando; lo guardado queda.`,
      tags,
      errors: [...errors, 413, 415],
    },
    async (request, reply) => {
      // Bad input found before the first file answers its status; later, an "error" event.
      const opened = await openImport(request, await readCompany());
      return sendEvents<ImportEvent>(reply, async function* (signal) {
        const events = new AsyncQueue<ImportEvent>();
        const running = opened
          .run({ signal, onProgress: (progress) => events.push({ type: 'progress', ...progress }) })
          .then(
            (answer) => events.push({ type: 'result', ...answer }),
            (error: unknown) => {
              if (error instanceof ImportStoppedError) return;
              if (error instanceof HttpError) {
                events.push({ type: 'error', message: error.message, code: error.code });
                return;
              }
              request.log.error(error, 'consultas import failed');
              events.push({
                type: 'error',
                message: 'La importación no pudo terminar; lo guardado hasta aquí se conserva',
                code: 'INTERNAL_ERROR',
              });
            },
          )
          .finally(() => events.end());
        yield* events;
        await running;
      });
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

/** Aborted when the client leaves before its answer is sent. */
function abandoned(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The multipart parser's own errors, said in Spanish with their status. */
function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(`Envía como máximo ${IMPORT_MAX_FILES} archivos por solicitud`);
  }
  if (code === 'FST_FIELDS_LIMIT') return badRequest('El formulario tiene campos de más');
  if (code?.startsWith('FST_')) return badRequest('No se pudieron leer los archivos enviados');
  return error;
}

type OpenedImport = {
  /** Reads the request's files one by one into the import and answers every result. */
  run(watch: Pick<ImportOptions, 'signal' | 'onProgress'>): Promise<ImportResponse>;
};

/**
 * Starts reading an import's form: its fields (sent before the files) are checked and its first
 * file is reached, so that bad input answers 4xx before anything is answered or written.
 */
async function openImport(
  request: FastifyRequest<{ Querystring: { simular: boolean } }>,
  { settings }: Awaited<ReturnType<FastifyInstance['readCompany']>>,
): Promise<OpenedImport> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Envía los archivos como multipart/form-data en el campo "files"',
    );
  }
  const user = signedInUser(request);
  const dryRun = request.query.simular;
  const parts = request.parts()[Symbol.asyncIterator]();
  const nextFile = async (fields?: Record<string, string>) => {
    try {
      for (;;) {
        const { value: part, done } = await parts.next();
        if (done) return null;
        if (part.type === 'file') return part;
        const value = typeof part.value === 'string' ? part.value : '';
        if (!isCleanText(value)) {
          throw badRequest(INVALID_TEXT_MESSAGE, [
            { field: part.fieldname, message: INVALID_TEXT_MESSAGE },
          ]);
        }
        if (fields) fields[part.fieldname] = value;
      }
    } catch (error) {
      throw uploadError(error);
    }
  };

  const fields: Record<string, string> = {};
  const first = await nextFile(fields);
  if (!first) {
    throw badRequest('Adjunta al menos un archivo', [
      { field: 'files', message: 'Adjunta al menos un archivo' },
    ]);
  }
  const parsed = importFormFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, [
      { field: String(issue.path[0] ?? 'tipo'), message: issue.message },
    ]);
  }

  return {
    async run(watch) {
      const session = new ImportSession(request.server.db, {
        dryRun,
        companyRuc: settings.ruc,
        importedBy: user.id,
        csvKind: parsed.data.tipo,
        csvMapping: parsed.data.columnas,
        log: request.log,
        ...watch,
      });
      try {
        for (let part: MultipartFile | null = first; part; part = await nextFile()) {
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (error) {
            throw uploadError(error);
          }
          // Past the limit the parser keeps no more bytes and marks the file truncated: a cut
          // file is never read as if whole.
          if (part.file.truncated) throw tooLarge();
          const name = (part.filename || 'archivo').replace(/[\\/]+/g, '_').slice(0, 200);
          await session.add(name, data);
        }
      } catch (error) {
        // An upload cut because the client left is a stop, not a bad upload.
        if (watch.signal?.aborted) throw new ImportStoppedError();
        throw error;
      }
      const results = await session.finish();
      const counts: Record<ImportOutcome, number> = {
        created: 0,
        duplicate: 0,
        refused: 0,
        updated: 0,
      };
      for (const result of results) counts[result.outcome] += 1;
      return { dryRun, results, counts, notice: session.notice };
    },
  };
}

export default importRoutes;
