import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { createTransport, type Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { memoryCounters, type WindowCounters } from '../../lib/window-counters';
import { deliverMail, MAIL_ATTEMPTS, recordMail } from './mail-service';
import type { Letter, ShopIdentity } from './mail-templates';

export type MailerOptions = {
  /** `SMTP_URL`; without it every e-mail waits in the outbox. */
  smtpUrl?: string;
  /** `MAIL_FROM`; by default the shop's name at no-responder@ its public host. */
  from?: string;
  /**
   * Who signs the e-mails, read when each one is written (the company settings may change it),
   * through the connection the e-mail is written with: inside a transaction, the embedded
   * database has no other connection to answer on.
   */
  shop: (db: Database) => Promise<ShopIdentity>;
  /**
   * Counts the e-mails each address got on a visitor's word (`limitedPerRecipient`); shared by
   * every process when they are kept in Redis. This process's memory by default.
   */
  recipientCounters?: WindowCounters;
};

/**
 * How many e-mails sent on a visitor's word (quotation requested, order received, account
 * created) one address may get, whoever asks and from wherever: a buyer gets each of theirs, a
 * stranger cannot fill someone's mailbox through the shop's forms.
 */
export const MAIL_PER_RECIPIENT = [
  { max: 5, windowMs: 3_600_000, name: 'hour' },
  { max: 15, windowMs: 86_400_000, name: 'day' },
] as const;

export type Mailer = {
  /** `smtp` sends through the mail server; `outbox` keeps every e-mail for staff to pass on. */
  delivery: 'smtp' | 'outbox';
  /** Where mail goes, in a line for the server's start message. */
  describe(): string;
  /**
   * Writes the letter to `to` and records it; with a mail server, a job sends it after the
   * request. `db` may be a transaction: nothing is recorded or sent unless it commits. Null: the
   * owner turned this kind of e-mail off, or the address had its share of e-mails sent on a
   * visitor's word, and nothing was written.
   */
  send(to: string, letter: Letter, options?: { db?: Database }): Promise<string | null>;
};

const SEND_JOB = 'mail.send';

/** The mail server's host and port, never its user or password. */
function serverName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's e-mail: `app.mail.send(to, letter)`. */
    mail: Mailer;
  }
}

/** The app's mailer: records every e-mail and, with a mail server, sends it through the job runner. */
export default fp<MailerOptions>(
  async (app, { smtpUrl, from, shop, recipientCounters = memoryCounters() }) => {
    let transport: Transporter | undefined;
    if (smtpUrl) {
      // A server that does not answer must not hold a job for minutes (the defaults wait 2 to 10).
      transport = createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      });
      app.addHook('onClose', async () => transport?.close());
    }
    const sender = async () => {
      if (from) return from;
      const identity = await shop(app.db);
      const name = identity.name.replace(/["\\<>]/g, '');
      return `"${name}" <no-responder@${new URL(identity.url).hostname}>`;
    };
    if (transport) {
      const activeTransport = transport;
      app.jobs.handle<{ id: string }>(
        SEND_JOB,
        async ({ id }, job) =>
          deliverMail(app.db, activeTransport, await sender(), id, job.attempt),
        { timeoutMs: 60_000 },
      );
    }

    /** False once `to` had its share of e-mails sent on a visitor's word; counts this one. */
    const recipientMayGetMore = async (to: string) => {
      // The address itself is not kept in the counters (they may live in a shared Redis).
      const key = createHash('sha256').update(to.trim().toLowerCase()).digest('base64url');
      let allowed = true;
      for (const { max, windowMs, name } of MAIL_PER_RECIPIENT) {
        const { hits } = await recipientCounters.add(`mail-to:${name}:${key}`, windowMs);
        if (hits > max) allowed = false;
      }
      return allowed;
    };

    const mailer: Mailer = {
      delivery: transport ? 'smtp' : 'outbox',
      describe: () =>
        smtpUrl
          ? `Correo: se envía por ${serverName(smtpUrl)}${from ? ` como ${from}` : ''} (registro en el panel, Correo saliente)`
          : 'Correo: sin SMTP_URL no se envía; queda en la bandeja de salida del panel (Correo saliente). Define SMTP_URL para enviarlo.',
      async send(to, letter, { db = app.db } = {}) {
        const identity = await shop(db);
        if (letter.optional && identity.customerEmails?.[letter.optional] === false) {
          app.log.info({ event: 'mail.turned_off', kind: letter.kind }, 'mail turned off');
          return null;
        }
        if (letter.limitedPerRecipient && !(await recipientMayGetMore(to))) {
          app.log.warn({ event: 'mail.recipient_limited', kind: letter.kind }, 'mail not sent');
          return null;
        }
        const content = letter.compose(identity);
        const message = { ...content, kind: letter.kind, to };
        if (!transport) {
          const id = await recordMail(db, message, 'outbox');
          app.log.info(
            { event: 'mail.outbox', mailId: id, kind: letter.kind },
            'mail kept in the outbox',
          );
          return id;
        }
        const id = await recordMail(db, message, 'queued');
        await app.jobs.enqueue(SEND_JOB, { id }, { dedupeKey: id, maxAttempts: MAIL_ATTEMPTS, db });
        return id;
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mailer', dependencies: ['database', 'jobs'] },
);
