import type { ContactInboxMessage } from '@quimia/contracts';
import type { contactMessages } from '../../db/schema';

export function presentInboxMessage(
  row: typeof contactMessages.$inferSelect,
  handledByName: string | null,
): ContactInboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledAt ? handledByName : null,
  };
}
