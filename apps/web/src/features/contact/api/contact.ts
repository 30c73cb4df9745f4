import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactMessageBodySchema,
  type ContactMessageBody,
  type EndpointResponse,
} from '@quimia/contracts';
import { contactEndpoints } from '@quimia/contracts/endpoints/contact';
import { callEndpoint } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export { contactMessageBodySchema, type ContactMessageBody };
export type ContactMessageValues = z.output<typeof contactMessageBodySchema>;
export type ContactMessageResponse = EndpointResponse<typeof contactEndpoints.sendMessage>;

/**
 * Stores a message from the contact form (public, rate limited). The same key sent twice stores
 * the message once.
 */
export async function sendContactMessage({
  values,
  idempotencyKey,
}: {
  values: ContactMessageValues;
  idempotencyKey: string;
}): Promise<ContactMessageResponse> {
  // The schema turns an empty phone into null; the API takes it as absent.
  const body: ContactMessageBody = { ...values, phone: values.phone ?? undefined };
  return callEndpoint(contactEndpoints.sendMessage, {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
