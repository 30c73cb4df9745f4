import { useMutation } from '@tanstack/react-query';
import type { CommentBody, EndpointResponse } from '@quimia/contracts';
import { formulaEndpoints } from '@quimia/contracts/endpoints/formulas';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export type CommentCreated = EndpointResponse<typeof formulaEndpoints.comment>;

/**
 * Stores a visitor's comment (public, rate limited): it waits for a staff
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
  return callEndpoint(formulaEndpoints.comment, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useSaveComment() {
  return useMutation({ mutationFn: saveComment });
}
