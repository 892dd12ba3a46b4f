// A real SMTP server on loopback that the portal's mailer talks to. Every message is written to the run's
// mail folder as <time>-<n>.json ({ to, raw }), which the tests' mailbox reads.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  close(): Promise<void>;
}

export async function startSmtpReceiver({ port, mailDir }: { port: number; mailDir: string }): Promise<SmtpReceiver> {
  let received = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS upgrade or login for the mailer to negotiate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const file = path.join(mailDir, `${Date.now()}-${String(++received).padStart(4, '0')}.json`);
        writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
