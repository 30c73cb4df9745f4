import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactMessageBodySchema,
  contactMessageResponseSchema,
  type ContactMessageBody,
} from '@quimia/contracts';
import { poster } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';

export { contactMessageBodySchema, type ContactMessageBody };
export type ContactMessageValues = z.output<typeof contactMessageBodySchema>;
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

/**
 * `POST /api/cotizar/contacto`: stores a message from the contact form (public, rate limited).
 * The same key sent twice stores the message once.
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
  const data = await poster<unknown>('/api/cotizar/contacto', body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return contactMessageResponseSchema.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
