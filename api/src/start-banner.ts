// What `npm start` prints once the server listens: where the portal is, how to sign in, where its
// data lives, what the logs show and how to stop it. Request logs and build details stay out of it
// (LOG_LEVEL=info, npm start -- --verbose).

export type DemoState =
  { kind: 'created'; email: string; generatedPassword: string | null } | { kind: 'existing'; email: string } | null;

export interface StartFacts {
  siteName: string;
  url: string;
  database: 'pglite' | 'postgres';
  dataDir: string;
  mail: string;
  logLevel: string;
  demo: DemoState;
  staff: { email: string; role: string } | null;
  /** Outside demo mode with no administrator yet: the banner says how to make the first one. */
  noAdminYet?: boolean;
  /** How customers top up (payment-setup.ts describe()). */
  payments: string;
  /** The built portal's folder when it does not exist (the API is served alone). */
  missingStaticDir: string | null;
  /** Where the operators' release key comes from (lib/release-key.ts): the file it was written to, or the environment. */
  releaseKey: { file: string } | 'environment';
}

function demoLine(demo: NonNullable<DemoState>): string {
  if (demo.kind === 'existing') return `${demo.email} (lost its password? npm run demo-password sets a new one)`;
  if (demo.generatedPassword) {
    return `${demo.email} / ${demo.generatedPassword}  (shown this once; npm run demo-password sets a new one)`;
  }
  return `${demo.email} (password from PORTAL_DEMO_PASSWORD)`;
}

function logsLine(level: string): string {
  if (level === 'silent') return 'none (LOG_LEVEL=silent)';
  if (['info', 'debug', 'trace'].includes(level)) return `JSON lines on stdout, every request (LOG_LEVEL=${level})`;
  return `warnings and errors as JSON lines (LOG_LEVEL=info adds every request)`;
}

export function startBanner(facts: StartFacts): string {
  const rows: [string, string][] = [];
  if (facts.missingStaticDir) {
    rows.push(['Pages', `not built (${facts.missingStaticDir} does not exist): the API alone; run npm run build`]);
  }
  if (facts.demo) rows.push(['Demo account', demoLine(facts.demo)]);
  if (facts.staff) rows.push(['Staff account', `${facts.staff.email} (${facts.staff.role}, created now)`]);
  if (facts.noAdminYet) {
    rows.push([
      'First admin',
      `none yet: sign up at ${facts.url}/auth/sign-up, then run npm run make-staff --workspace api -- <your email> admin (the console is at ${facts.url}/admin)`,
    ]);
  }
  rows.push([
    'Data',
    facts.database === 'pglite'
      ? `${facts.dataDir} (embedded database, signing keys, mail outbox)`
      : `PostgreSQL (DATABASE_URL); signing keys and mail outbox in ${facts.dataDir}`,
  ]);
  rows.push(['Mail', facts.mail]);
  rows.push(['Payments', facts.payments]);
  rows.push([
    'Releases',
    `npm run release -- <remote>, npm run remotes -- list (release key ${
      facts.releaseKey === 'environment' ? 'from RELEASE_API_KEY' : `in ${facts.releaseKey.file}`
    })`,
  ]);
  rows.push(['Logs', logsLine(facts.logLevel)]);
  rows.push(['Stop', 'Ctrl-C']);
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `${facts.siteName} portal: ${facts.url}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
  ].join('\n');
}
