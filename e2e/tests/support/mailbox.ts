// Reads what the SMTP receiver got and finds the code the portal emailed to an address.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { e2eEnv } from './env';

interface StoredMail {
  file: string;
  to: string[];
  raw: string;
}

function mailTo(address: string): StoredMail[] {
  const { mailDir } = e2eEnv();
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: name,
      ...(JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as Omit<StoredMail, 'file'>),
    }))
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a message to `address` newer than `after` (a count of earlier messages) and returns its 6-digit code. */
export async function waitForEmailCode(address: string, { after = 0, timeoutMs = 20_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailTo(address);
    const latest = mails.length > after ? mails.at(-1) : undefined;
    if (latest) {
      const parsed = await PostalMime.parse(latest.raw);
      const code = `${parsed.subject ?? ''}\n${parsed.text ?? ''}`.match(/\b(\d{6})\b/)?.[1];
      if (!code)
        throw new Error(`Mail ${latest.file} to ${address} has no 6-digit code:\n${parsed.subject}\n${parsed.text}`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

export function countMailTo(address: string): number {
  return mailTo(address).length;
}
