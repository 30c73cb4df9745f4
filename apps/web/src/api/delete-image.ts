import { poster } from '@/lib/api-client';

/** POST /api/uploads/eliminarImagen: removes an uploaded image (and from galleries using it). */
export function deleteImage(id: string): Promise<{ message: string }> {
  return poster<{ message: string }>('/api/uploads/eliminarImagen', { id });
}
