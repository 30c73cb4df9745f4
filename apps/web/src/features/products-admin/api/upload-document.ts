import { DOCUMENT_MAX_BYTES, type UploadedDocument } from '@quimia/contracts';
import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

const DOCUMENT_TOO_LARGE_MESSAGE = `El PDF supera el máximo de ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Uploads a PDF (multipart `file`): a technical or safety data sheet; the
 * server checks it really is a PDF (staff).
 */
export async function uploadDocument(file: File): Promise<UploadedDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw { message: DOCUMENT_TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' };
  }
  const form = new FormData();
  form.append('file', file);
  const data = await callEndpoint(uploadEndpoints.uploadDocument, { body: form });
  return data.document;
}
