import { uploadEndpoints } from '@quimia/contracts/endpoints/catalog';
import { callEndpoint } from '@/lib/api-client';

/** Removes an uploaded image (and from galleries using it). */
export function deleteImage(id: string) {
  return callEndpoint(uploadEndpoints.removeImage, { body: { id } });
}
