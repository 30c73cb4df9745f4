import { useMutation } from '@tanstack/react-query';
import type { CommentBody } from '@quimia/contracts';
import { poster } from '@/lib/api-client';

export type CommentCreated = { id: string; message: string };

/**
 * `POST /api/formula/guardarComentario` (public, rate limited): the comment waits for a staff
 * member's approval, so nothing on the page changes until then.
 */
export function saveComment(body: CommentBody): Promise<CommentCreated> {
  return poster<CommentCreated>('/api/formula/guardarComentario', body);
}

export function useSaveComment() {
  return useMutation({ mutationFn: saveComment });
}
