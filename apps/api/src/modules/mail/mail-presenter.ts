import type { MailMessage, MailSummary } from '@quimia/contracts';
import type { MailMessageRow } from '../../db/schema';

export function presentMailSummary(row: MailMessageRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** With its plain-text body; the HTML twin says the same and is never shown in the dashboard. */
export function presentMailMessage(row: MailMessageRow): MailMessage {
  return { ...presentMailSummary(row), text: row.text };
}
