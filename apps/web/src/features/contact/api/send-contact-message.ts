import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactMessageBodySchema,
  contactMessageResponseSchema,
  type ContactMessageBody,
} from '@quimia/contracts';
import { poster } from '@/lib/api-client';

export { contactMessageBodySchema, type ContactMessageBody };
export type ContactMessageValues = z.output<typeof contactMessageBodySchema>;
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

/** `POST /api/cotizar/contacto`: stores a message from the contact form (public, rate limited). */
export async function sendContactMessage(
  values: ContactMessageValues,
): Promise<ContactMessageResponse> {
  // The schema turns an empty phone into null; the API takes it as absent.
  const body: ContactMessageBody = { ...values, phone: values.phone ?? undefined };
  const data = await poster<unknown>('/api/cotizar/contacto', body);
  return contactMessageResponseSchema.parse(data);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
