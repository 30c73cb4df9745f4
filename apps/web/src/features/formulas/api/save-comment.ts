import { useMutation } from '@tanstack/react-query';
import type { CommentBody } from '@quimia/contracts';
import { poster } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export type CommentCreated = { id: string; message: string };

/**
 * `POST /api/formula/guardarComentario` (public, rate limited): the comment waits for a staff
 * member's approval, so nothing on the page changes until then.
 */
export function saveComment({
  body,
  idempotencyKey,
}: {
  body: CommentBody;
  /** The same key sent twice stores the comment once. */
  idempotencyKey: string;
}): Promise<CommentCreated> {
  return poster<CommentCreated>('/api/formula/guardarComentario', body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useSaveComment() {
  return useMutation({ mutationFn: saveComment });
}
