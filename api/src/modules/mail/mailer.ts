// Outgoing mail: SMTP when SMTP_URL is set, else a local outbox folder (<data>/outbox/*.eml) and
// a log line, so a local sign-up works without a mail server. A log line names the mail's kind and
// recipient, never its subject or text: those carry one-time codes.
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is, for the log ("sign-up code"): the log never carries the subject or the text. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Where mail goes, for the start-up log. */
  describe(): string;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    const host = new URL(options.smtpUrl).host;
    return {
      async send({ kind, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, kind }, `mail sent: ${kind}`);
      },
      close: () => transport.close(),
      describe: () => `SMTP ${host}`,
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ kind, ...message }) {
      const info = await builder.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ to: message.to, kind, file }, `mail written to the outbox (no SMTP_URL): ${kind}`);
    },
    close: () => builder.close(),
    describe: () => `outbox folder ${options.outboxDir} (set SMTP_URL to send real mail)`,
  };
}
