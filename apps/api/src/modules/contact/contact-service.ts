import type { contactMessageBodySchema } from '@quimia/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

/** Stores a message from the contact page; answers its id. */
export async function saveContactMessage(
  db: Database,
  message: z.output<typeof contactMessageBodySchema> & { ip: string },
): Promise<string> {
  const [saved] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  return saved!.id;
}
