// Starts the SMTP receiver for the whole run (the server only connects when it sends mail, so it may
// already be running) and checks that the portal was built.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './env';
import { startSmtpReceiver } from './smtp-receiver';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const env = e2eEnv();
  if (!existsSync(path.join(env.staticDir, 'index.html'))) {
    throw new Error(`No built portal in ${env.staticDir}: run npm run build first (npm run test:e2e does).`);
  }
  const receiver = await startSmtpReceiver({ port: env.smtpPort, mailDir: env.mailDir });
  return () => receiver.close();
}
