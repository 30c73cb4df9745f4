import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  INVALID_TEXT_MESSAGE,
  isCleanText,
  uploadEndpoints,
} from '@quimia/contracts';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { STAFF_ONLY, type ErrorStatus } from '../../lib/route-schemas';
import { signedInUser } from '../../plugins/app/authentication';
import { CHANGE_TOPICS } from '../../plugins/app/change-topics';
import { endpointRoute } from '../../plugins/app/endpoint-route';
import { requestContext } from '../../plugins/app/request-context';
import { fileTooLarge, isPdf, processImage, unsupportedFile } from './file-checks';
import { presentDocument, presentImage } from './upload-presenter';
import { downloadName, loadDocument, loadVariant, type StoredVariant } from './upload-queries';
import {
  deleteDocument,
  deleteImage,
  safePdfName,
  storeDocument,
  storeImage,
} from './upload-service';
import { EVERYTHING } from '../../plugins/app/public-cache';

/** Besides bad input, no session and wrong role: too large, or not a file it takes. */
const uploadErrors: ErrorStatus[] = [413, 415];
const tags = ['uploads'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Image bytes are immutable per id: a small in-process cache spares the database. */
class VariantCache {
  private readonly entries = new Map<string, StoredVariant>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string) {
    return this.entries.get(key);
  }
  set(key: string, value: StoredVariant) {
    if (value.data.length > this.maxBytes / 8 || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.data.length;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.data.length;
    }
  }
  evict(id: string) {
    for (const [key, value] of this.entries) {
      if (!key.startsWith(`${id}:`)) continue;
      this.entries.delete(key);
      this.bytes -= value.data.length;
    }
  }
}

/** The one file of a multipart upload, read in full, within a size limit. */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<{ file: MultipartFile; data: Buffer }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Envía el archivo como multipart/form-data en el campo "file"',
    );
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file)
      throw badRequest('Adjunta un archivo', [{ field: 'file', message: 'Adjunta un archivo' }]);
    const data = await file.toBuffer();
    // Past the limit the parser stops keeping bytes and marks the file truncated, but that mark
    // can come after `toBuffer` checked it: read it again once the file has ended, or a cut
    // file would be stored as if whole.
    if (file.file.truncated || data.length > maxBytes) throw fileTooLarge(tooLarge);
    return { file, data };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('Envía un solo archivo por solicitud');
    }
    throw badRequest('No se pudo leer el archivo enviado');
  }
}

/** A text field of the upload, under the same text rule as every JSON field. */
function fieldValue(file: MultipartFile, name: string): string | undefined {
  const field = file.fields[name];
  const single = Array.isArray(field) ? field[0] : field;
  const value =
    single && single.type === 'field' && typeof single.value === 'string'
      ? single.value
      : undefined;
  if (value !== undefined && !isCleanText(value)) {
    throw new HttpError(400, 'VALIDATION_ERROR', INVALID_TEXT_MESSAGE, [
      { field: name, message: INVALID_TEXT_MESSAGE },
    ]);
  }
  return value;
}

/** Stored bytes with their validator: 304 when the browser already has them. */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { etag: string; data: Buffer },
  headers: { cacheControl: string; contentType: string; disposition: string },
) {
  reply
    .header('etag', file.etag)
    .header('cache-control', headers.cacheControl)
    .header('content-type', headers.contentType)
    .header('content-disposition', headers.disposition);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.send(file.data);
}

/** Images (re-encoded to WebP in the database) and PDF documents. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const variants = new VariantCache(32 * 1024 * 1024);
  app.changeFeed.subscribe(CHANGE_TOPICS.imageDeleted, (event) => {
    if (event.id) variants.evict(event.id);
  });

  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1000 },
  });

  endpointRoute(
    app,
    uploadEndpoints.uploadImage,
    {
      access: STAFF_ONLY,
      summary:
        'Subir una imagen (multipart, campo "file"; campo opcional "alt" antes del archivo). JPEG, PNG, WebP o GIF de hasta 5 MB; se guarda como WebP en 320, 800 y 1600 px',
      tags,
      errors: uploadErrors,
    },
    async (request, reply) => {
      const { file, data } = await readUpload(
        request,
        IMAGE_MAX_BYTES,
        'La imagen supera el máximo de 5 MB',
      );
      const processed = await processImage(data);
      const alt = fieldValue(file, 'alt')?.trim().slice(0, 200) || null;
      const user = signedInUser(request);
      const row = await storeImage(app.db, processed, {
        alt,
        originalBytes: data.length,
        createdBy: user.id,
      });
      request.log.info(
        { event: 'uploads.image', imageId: row.id, format: processed.format, bytes: data.length },
        'image uploaded',
      );
      return reply.status(201).send({ image: presentImage(row) });
    },
  );

  endpointRoute(
    app,
    uploadEndpoints.image,
    {
      access: 'public',
      summary: 'Una imagen en WebP (sm 320 px, md 800 px, lg 1600 px), cacheable para siempre',
      tags,
      errors: [404],
    },
    async (request, reply) => {
      const { id, size } = request.query;
      const key = `${id}:${size}`;
      let variant = variants.get(key);
      if (!variant) {
        variant = await loadVariant(app.db, id, size);
        if (!variant) throw notFound('Imagen no encontrada');
        variants.set(key, variant);
      }
      return sendFile(request, reply, variant, {
        cacheControl: IMMUTABLE,
        contentType: 'image/webp',
        disposition: 'inline',
      });
    },
  );

  endpointRoute(
    app,
    uploadEndpoints.removeImage,
    {
      access: STAFF_ONLY,
      summary: 'Eliminar una imagen (también de las galerías y portadas que la usan)',
      tags,
      errors: [...uploadErrors, 404],
    },
    async (request) => {
      const { id } = request.body;
      if (!(await deleteImage(app.db, id))) throw notFound('Imagen no encontrada');
      await app.changeFeed.publish(CHANGE_TOPICS.imageDeleted, id);
      // Gone from every gallery and cover that used it.
      await requestContext(request).committed(EVERYTHING, {
        event: 'uploads.image_removed',
        message: 'image removed',
        imageId: id,
      });
      return { message: 'Imagen eliminada' };
    },
  );

  endpointRoute(
    app,
    uploadEndpoints.uploadDocument,
    {
      access: STAFF_ONLY,
      summary:
        'Subir un PDF (ficha técnica u hoja de seguridad; multipart, campo "file"), de hasta 10 MB',
      tags,
      errors: uploadErrors,
    },
    async (request, reply) => {
      const { file, data } = await readUpload(
        request,
        DOCUMENT_MAX_BYTES,
        'El PDF supera el máximo de 10 MB',
      );
      if (!isPdf(data)) {
        throw unsupportedFile('El archivo no es un PDF válido.');
      }
      const row = await storeDocument(app.db, {
        fileName: safePdfName(file.filename),
        data,
        createdBy: signedInUser(request).id,
      });
      request.log.info(
        { event: 'uploads.document', documentId: row.id, bytes: data.length },
        'document uploaded',
      );
      return reply.status(201).send({ document: presentDocument(row) });
    },
  );

  endpointRoute(
    app,
    uploadEndpoints.document,
    {
      access: 'public',
      summary: 'Descargar un PDF con su nombre (ficha técnica u hoja de seguridad)',
      tags,
      errors: [404],
    },
    async (request, reply) => {
      const { id, inline } = request.query;
      const document = await loadDocument(app.db, id);
      if (!document) throw notFound('Documento no encontrado');
      const name = await downloadName(app.db, id, document.fileName);
      return sendFile(request, reply, document, {
        cacheControl: 'public, max-age=3600',
        contentType: 'application/pdf',
        disposition: `${inline ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      });
    },
  );

  endpointRoute(
    app,
    uploadEndpoints.removeDocument,
    {
      access: STAFF_ONLY,
      summary: 'Eliminar un PDF (se quita de los productos que lo usan)',
      tags,
      errors: [...uploadErrors, 404],
    },
    async (request) => {
      const { id } = request.body;
      if (!(await deleteDocument(app.db, id))) throw notFound('Documento no encontrado');
      await requestContext(request).committed(EVERYTHING, {
        event: 'uploads.document_removed',
        message: 'document removed',
        documentId: id,
      });
      return { message: 'Documento eliminado' };
    },
  );
};

export default uploadRoutes;
