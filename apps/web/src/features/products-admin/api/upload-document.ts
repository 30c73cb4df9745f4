import { DOCUMENT_MAX_BYTES, type UploadedDocument } from '@quimia/contracts';
import { poster } from '@/lib/api-client';

type UploadDocumentResponse = { document: UploadedDocument };

const DOCUMENT_TOO_LARGE_MESSAGE = `El PDF supera el máximo de ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * POST /api/uploads/subirDocumento (multipart `file`): a PDF technical or safety data sheet; the
 * server checks it really is a PDF (staff).
 */
export async function uploadDocument(file: File): Promise<UploadedDocument> {
  if (file.size > DOCUMENT_MAX_BYTES) {
    throw { message: DOCUMENT_TOO_LARGE_MESSAGE, code: 'FILE_TOO_LARGE' };
  }
  const form = new FormData();
  form.append('file', file);
  const data = await poster<UploadDocumentResponse>('/api/uploads/subirDocumento', form);
  return data.document;
}
