// The operators' tools beside a running portal on the embedded database (PGlite takes one process per
// folder): they refuse in words that say who holds the folder and what to do, and change nothing; once
// the portal is stopped they work. `--help` prints the usage without touching the database. The
// portal here is this test process holding the folder as `npm start` does (db/data-folder-lock.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { DatabaseInUseError, lockDataFolder } from '../../db/data-folder-lock';
import { nodes, users } from '../../db/schema';
import { ROLES } from '@portal/shared/contract';
import { cliHarness } from '../../test-support/cli-harness';

const harness = cliHarness('node.ts', { embedded: true });
const { tool } = harness;
let portal: Database | null = null;

beforeAll(async () => {
  portal = await openDatabase(harness.target(), { command: 'npm start', url: 'http://localhost:8080' });
  await portal.migrate();
  await portal.db.insert(users).values({
    newId: crypto.randomUUID(),
    email: 'support@example.com',
    name: 'Support',
    passwordHash: 'not-a-hash',
    passwordHashId: crypto.randomUUID(),
  });
});
afterAll(async () => {
  await portal?.close();
});

const ADD_NODE = ['add', '--name', 'Tokyo 01', '--type', 'shadowsocks', '--server', 'tyo.example.com'];
const ADD_FLAGS = ['--class', '0', '--traffic-rate', '1'];

describe('beside a running portal on the embedded database', () => {
  it('refuses, naming the portal and what to do, and changes nothing', async () => {
    const refusals = [
      tool('node.ts', ...ADD_NODE, ...ADD_FLAGS),
      tool('node.ts', 'remove', '1'),
      tool('make-staff.ts', 'support@example.com', 'admin'),
      tool('cd-key.ts', 'create', '--amount', '10'),
    ];
    for (const refused of refusals) {
      expect(refused).toMatchObject({ code: 1, out: '' });
      expect(refused.err).toContain(
        `The portal is running on this embedded database: npm start (process ${process.pid}, http://localhost:8080)`,
      );
      expect(refused.err).toContain('Nothing was changed.');
      expect(refused.err).toContain('Stop the portal (Ctrl-C where it runs), run this command again');
      expect(refused.err).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(refusals[0]!.err).toContain('/api/v2/low_admin_api/node/');
    expect(refusals[3]!.err).toContain('POST /api/v2/low_admin_api/cd_key/');
    expect(await portal!.db.select().from(nodes)).toEqual([]);
    const [account] = await portal!.db.select().from(users).where(eq(users.email, 'support@example.com'));
    expect(account?.role).toBe(ROLES.user);
  }, 120_000);

  it('prints each tool’s usage for --help, without an error', () => {
    for (const script of ['node.ts', 'make-staff.ts', 'cd-key.ts']) {
      const help = tool(script, '--help');
      expect(help).toMatchObject({ code: 0, err: '' });
      expect(help.out).toMatch(/^Usage: npm run /);
    }
  }, 120_000);

  it('works once the portal has stopped', async () => {
    await portal!.close();
    portal = null;
    expect(tool('make-staff.ts', 'support@example.com', 'low_admin')).toMatchObject({ code: 0 });
    const added = tool('node.ts', ...ADD_NODE, ...ADD_FLAGS);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(/node_id=1 key=/);
    portal = await openDatabase(harness.target());
    expect(await portal.db.select({ id: nodes.id }).from(nodes)).toEqual([{ id: 1 }]);
  }, 120_000);
});

describe('the data folder lock', () => {
  it('refuses a second opener while the holder runs, and takes over from one that is gone', () => {
    const folder = path.join(harness.dataDir(), 'lock-test');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(`${folder}.lock`, JSON.stringify({ pid: Number(gone.stdout), command: 'npm start', since: '' }));
    const release = lockDataFolder(folder, { command: 'npm run node' });
    expect(JSON.parse(fs.readFileSync(`${folder}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);

    // Held by a live process other than this one: the test runner's parent.
    fs.writeFileSync(
      `${folder}.lock`,
      JSON.stringify({ pid: process.ppid, command: 'npm run cd-key', since: new Date().toISOString() }),
    );
    expect(() => lockDataFolder(folder, { command: 'npm start' })).toThrow(DatabaseInUseError);
    expect(() => lockDataFolder(folder, { command: 'npm start' })).toThrow(
      `npm run cd-key (process ${process.ppid}) has the embedded database ${folder} open, and it takes one process at a time. Wait until it ends, then try again.`,
    );
  });
});
