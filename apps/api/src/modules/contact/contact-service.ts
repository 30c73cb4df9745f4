import type { contactMessageBodySchema } from '@quimia/contracts';
import type { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
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

/**
 * Marks a message handled by `userId`, or waiting again; answers false when there is no such
 * message. Marking it handled twice keeps the first time and person.
 */
export async function markHandled(
  db: Database,
  { id, handled, userId }: { id: string; handled: boolean; userId: string },
): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledBy: sql`case when ${contactMessages.handledAt} is null then ${userId}::uuid else ${contactMessages.handledBy} end`,
          }
        : { handledAt: null, handledBy: null },
    )
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}
