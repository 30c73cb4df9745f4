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

/** A real SMTP server on loopback that keeps what it receives: the far end of the app's mail. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const recipients = (mail: ParsedMail) =>
    [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const waiter of [...waiting]) {
            if (recipients(mail).includes(waiter.to)) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
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
    received,
    next(to, timeoutMs = 45_000) {
      const arrived = received.find((mail) => recipients(mail).includes(to));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
