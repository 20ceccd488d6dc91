import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './test-app';

export interface SmtpInbox {
  url: string;
  messages: ParsedMail[];
  /** The first message (arrived or arriving) to that address whose subject matches. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** The 6-digit code in the newest code message to that address. */
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
}

const recipient = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
    a.value.map((v) => v.address?.toLowerCase()),
  );

/** A real SMTP server inside the test, collecting every message it is sent. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = async (to: string, subject?: RegExp, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...messages]
        .reverse()
        .find((m) => recipient(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no message to ${to} matching ${subject}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async codeFor(to) {
      const mail = await waitFor(to, /code/i);
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      if (!code) throw new Error(`no code in the message to ${to}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real app on a fresh database (`createTestApp`'s options) sending its mail to a new inbox:
 * both; closing the app closes the inbox too.
 */
export async function createTestAppWithInbox(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox();
  const app = await createTestApp({ ...options, env: { SMTP_URL: inbox.url, ...options.env } });
  const close = async () => {
    await app.close();
    await inbox.close();
  };
  return { t: { ...app, close }, inbox };
}
