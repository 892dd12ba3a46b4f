// No secret in any log line: at the chattiest useful level (info: every request), the logs of a
// sign-up (mailed by SMTP and to the outbox), a password reset, a sign-in, a token refresh, a
// subscription fetch and a failed query carry no code, password, token or key.
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { bearer, solveCaptcha } from '../../test-support/flows';
import { errorForLog, redactUrl } from '../log-safety';
import { freePort } from '../../test-support/free-port';

/** A loopback SMTP server that keeps each message's raw text. */
async function smtpReceiver() {
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const codeIn = (raw: string) => /Your code is (\d{6})/.exec(raw)?.[1];

/** Runs the flows that handle secrets and answers every log line they wrote, with the secrets used. */
async function secretsAndLogs(t: TestApp, lines: string[], mailText: (email: string) => Promise<string>) {
  const secrets: string[] = [];
  const email = 'logs@example.com';
  const password = 'log-safe password 1';
  await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/register/request-email-code',
    payload: { email, ...(await solveCaptcha(t.app, 'register')) },
  });
  const signUpCode = codeIn(await mailText(email))!;
  secrets.push(signUpCode, password);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/register',
    payload: { email, name: 'Logs', password, re_password: password, email_code: signUpCode },
  });
  expect(registered.statusCode).toBe(200);
  const session = registered.json().result as { access_token: string; refresh_token: string };
  secrets.push(session.access_token, session.refresh_token);

  await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/forgot-password/request-email-code',
    payload: { email, ...(await solveCaptcha(t.app, 'forgot_password')) },
  });
  const resetCode = codeIn(await mailText(email))!;
  expect(resetCode).not.toBe(signUpCode);
  secrets.push(resetCode);

  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/v2/auth/refresh',
    payload: { refresh_token: session.refresh_token },
  });
  secrets.push(refreshed.json().result.refresh_token);

  const link = await t.app.inject({
    url: '/api/v2/user/services/link-token/link-token/',
    headers: bearer(session.access_token),
  });
  const token = link.json().result.link_token as string;
  secrets.push(token);
  expect((await t.app.inject({ url: `/link/${token}?target=clash` })).statusCode).toBe(200);
  await t.app.inject({ url: `/v1/link/${token}` });
  await t.app.inject({ url: '/v1/emby_function?api_key=emby-secret-key-1&sql_table=user' });
  secrets.push('emby-secret-key-1');

  // Every request was logged (the level is info), so the check below has lines to look at.
  expect(lines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThan(8);
  return secrets;
}

function expectNoSecret(lines: string[], secrets: string[]) {
  const text = lines.join('\n');
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(6);
    if (text.includes(secret)) throw new Error(`A log line carries a secret (${secret.slice(0, 4)}…):\n${text}`);
  }
}

describe('log lines', () => {
  it('carry no code, password, token or key when mail goes by SMTP', async () => {
    const smtp = await smtpReceiver();
    const lines: string[] = [];
    const t = await createTestApp(
      { LOG_LEVEL: 'info', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const secrets = await secretsAndLogs(t, lines, async () => smtp.received.at(-1) ?? '');
      expect(lines.some((line) => line.includes('mail sent: sign-up code'))).toBe(true);
      expect(lines.some((line) => line.includes('mail sent: password reset code'))).toBe(true);
      expectNoSecret(lines, secrets);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('carry none when mail goes to the outbox either', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const fs = await import('node:fs');
      const path = await import('node:path');
      const newestMail = async () => {
        const outbox = path.join(t.dataDir, 'outbox');
        const newest = fs.readdirSync(outbox).sort().at(-1)!;
        return fs.readFileSync(path.join(outbox, newest), 'utf8');
      };
      const secrets = await secretsAndLogs(t, lines, newestMail);
      expect(lines.some((line) => line.includes('mail written to the outbox (no SMTP_URL): sign-up code'))).toBe(true);
      expectNoSecret(lines, secrets);
    } finally {
      await t.close();
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/link/abc123secret', '/link/[redacted]'],
    ['/v1/link/abc123secret?target=clash', '/v1/link/[redacted]?target=clash'],
    ['/v1/emby_link/abc', '/v1/emby_link/[redacted]'],
    ['/v1/mod_mu/nodes?key=mu-secret&node_id=1', '/v1/mod_mu/nodes?key=[redacted]&node_id=1'],
    ['/x?API_KEY=1&a=2&token=3&code', '/x?API_KEY=[redacted]&a=2&token=[redacted]&code=[redacted]'],
    ['/api/v2/user/tickets-v2/?page=1', '/api/v2/user/tickets-v2/?page=1'],
    ['/x?%zz=1', '/x?%zz=1'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('errorForLog', () => {
  it("keeps a failed query's parameters out, its cause in", () => {
    const error = new Error('Failed query: insert into users values ($1, $2)\nparams: me@example.com,$argon2id$hash');
    error.cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const logged = errorForLog(error);
    expect(JSON.stringify(logged)).not.toContain('argon2id');
    expect(logged.message).toBe('Failed query: insert into users values ($1, $2)\nparams: [redacted]');
    expect(logged).toMatchObject({ cause: { message: 'duplicate key value', code: '23505' } });
  });
});
