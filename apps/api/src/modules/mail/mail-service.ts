import { asc, eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailAttachments, mailMessages, readBytes } from '../../db/schema';
import type { MailContent } from './mail-templates';

/** Tries at the mail server before an e-mail is marked failed (the job runner waits longer each time). */
export const MAIL_ATTEMPTS = 5;

/**
 * The stored copy of a sent e-mail without the secrets of its links (a reset link's token): the
 * recipient has them, and whoever reads the log or a backup must not be able to use them. The
 * outbox keeps them, since staff pass those messages on by hand.
 */
export function withoutLinkSecrets(body: string): string {
  return body.replace(/([?&]token=)[\w-]+/g, '$1(oculto)');
}

/** Keeps an e-mail: `outbox` when no server will send it, `queued` when one will. */
export async function recordMail(
  db: Database,
  message: MailContent & { kind: string; to: string },
  status: 'outbox' | 'queued',
): Promise<string> {
  const [row] = await db
    .insert(mailMessages)
    .values({
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status,
    })
    .returning({ id: mailMessages.id });
  const attachments = message.attachments ?? [];
  if (attachments.length) {
    await db.insert(mailAttachments).values(
      attachments.map((attachment, position) => ({
        mailId: row!.id,
        position,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    );
  }
  return row!.id;
}

/**
 * Hands a queued e-mail to the mail server and records how it went. A failure is recorded and
 * thrown again, so the job runner retries it; after the last attempt it stays `failed`.
 */
export async function deliverMail(
  db: Database,
  transport: Transporter,
  from: string,
  id: string,
  attempt: number,
): Promise<void> {
  const [message] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  // Removed, or already sent by an attempt whose result was lost.
  if (!message || message.status === 'sent') return;
  const attachments = await db
    .select({
      filename: mailAttachments.fileName,
      contentType: mailAttachments.contentType,
      content: readBytes(mailAttachments.content),
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, id))
    .orderBy(asc(mailAttachments.position));
  try {
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments,
    });
  } catch (error) {
    await db
      .update(mailMessages)
      .set({
        status: attempt >= MAIL_ATTEMPTS ? 'failed' : 'queued',
        attempts: sql`${mailMessages.attempts} + 1`,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      })
      .where(eq(mailMessages.id, id));
    throw error;
  }
  await db
    .update(mailMessages)
    .set({
      status: 'sent',
      attempts: sql`${mailMessages.attempts} + 1`,
      lastError: null,
      sentAt: new Date(),
      text: withoutLinkSecrets(message.text),
      html: withoutLinkSecrets(message.html),
    })
    .where(eq(mailMessages.id, id));
}
