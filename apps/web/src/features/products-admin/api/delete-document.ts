import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

/** Removes an uploaded PDF (and from products using it). */
export function deleteDocument(id: string) {
  return callEndpoint(uploadEndpoints.removeDocument, { body: { id } });
}
