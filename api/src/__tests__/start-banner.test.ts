// The start banner outside demo mode tells the operator how to make the first administrator.
import { startBanner, type StartFacts } from '../start-banner';

const facts: StartFacts = {
  siteName: 'Portal',
  url: 'https://portal.example.com',
  database: 'postgres',
  dataDir: '/var/lib/portal',
  mail: 'SMTP',
  logLevel: 'warn',
  demo: null,
  staff: null,
  payments: 'EPay',
  missingStaticDir: null,
  releaseKey: 'environment',
};

it('says how to make the first admin while there is none', () => {
  expect(startBanner({ ...facts, noAdminYet: true })).toContain(
    'First admin  none yet: sign up at https://portal.example.com/auth/sign-up, then run npm run make-staff --workspace api -- <your email> admin',
  );
  expect(startBanner({ ...facts, noAdminYet: false })).not.toContain('First admin');
});
