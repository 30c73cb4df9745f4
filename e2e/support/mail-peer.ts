import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listenForMail, recipientsOf } from '../../apps/api/src/test/smtp-peer';

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type MailPeer = { url: string; dir: string; stop(): Promise<void> };

/**
 * A loopback mail server for the app under test: each e-mail it receives is written to `dir` as
 * JSON, where tests (in other workers than the setup that runs it) read it.
 */
export async function startMailPeer(): Promise<MailPeer> {
  const dir = mkdtempSync(join(tmpdir(), 'quimia-e2e-mail-'));
  let received = 0;
  const { url, close } = await listenForMail((mail) => {
    const message: ReceivedMail = {
      to: recipientsOf(mail),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    };
    received += 1;
    writeFileSync(join(dir, `${Date.now()}-${received}.json`), JSON.stringify(message));
  });
  return {
    url,
    dir,
    async stop() {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first e-mail to `to` (with a subject that matches) that arrived, waiting for it. */
export async function waitForMail(
  dir: string,
  to: string,
  { subject = /./, timeoutMs = 20_000 }: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to) && subject.test(mail.subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
