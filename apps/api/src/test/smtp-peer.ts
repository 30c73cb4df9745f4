import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpPeer = {
  /** `smtp://127.0.0.1:port`, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the first e-mail to `to` that arrives (or has arrived). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

/** The addresses an e-mail was sent to. */
export function recipientsOf(mail: ParsedMail): string[] {
  return [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address ?? ''));
}

/**
 * A real SMTP server on loopback, the far end of the app's mail: it parses each e-mail it
 * receives and hands it to `onMail`. The end-to-end suite runs one for the built app too.
 */
export async function listenForMail(
  onMail: (mail: ParsedMail) => void,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          onMail(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback mail server that keeps what it receives, for the API's tests to read. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const { url, close } = await listenForMail((mail) => {
    received.push(mail);
    for (const waiter of [...waiting]) {
      if (recipientsOf(mail).includes(waiter.to)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  });
  return {
    url,
    received,
    next(to, timeoutMs = 45_000) {
      const arrived = received.find((mail) => recipientsOf(mail).includes(to));
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close,
  };
}
