import { poster } from '@/lib/api-client';

/** POST /api/uploads/eliminarDocumento: removes an uploaded PDF (and from products using it). */
export function deleteDocument(id: string): Promise<{ message: string }> {
  return poster<{ message: string }>('/api/uploads/eliminarDocumento', { id });
}
