// Clash renders of 50 nodes per second on one core: a real listening server (in-memory PGlite, migrations
// applied) in this process, loaded by autocannon in a child process over keep-alive connections. Every
// request is served as in production (the token's service, the level's nodes, the YAML, a fetch-log row;
// subscription-reads.ts decides what comes from memory). This process is the server and its database on
// one thread, so its CPU time is one core's: the figure is requests per CPU-second of this process, which
// a busy shared machine changes far less than requests per wall-clock second (printed beside it).
// Run: npx tsx api/bench/clash-render.ts   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { nodes, userServices, users, type NodeProtocol } from '../src/db/schema';
import { ensureService } from '../src/modules/services/service-repo';

const NODE_COUNT = 50;

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon's command line in its own process, so its work is not this process's CPU. */
function loadFromChild(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, '--json', '-c', String(connections), '-d', String(seconds), '-H', 'user-agent=clash-verge/bench', url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as LoadResult);
      } catch (error) {
        reject(new Error(`autocannon exited ${code} without a result`, { cause: error }));
      }
    });
  });
}
const PROTOCOLS: NodeProtocol[] = ['vmess', 'vless', 'trojan', 'shadowsocks', 'hysteria2'];

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({ PORTAL_DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'dist'), LOG_LEVEL: 'silent' });
  const database = await openDatabase({ memory: true });
  await database.migrate();
  const app = await buildApp(config, database);
  try {
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({
        newId: crypto.randomUUID(),
        email: 'bench@example.com',
        name: 'Bench',
        passwordHash: 'x',
        passwordHashId: crypto.randomUUID(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('bench user not stored');
    await ensureService(db, user.id);
    const [service] = await db
      .update(userServices)
      .set({ level: 1, levelExpireAt: new Date(Date.now() + 86_400_000), trafficTotal: 100 * 1024 ** 3 })
      .where(eq(userServices.userId, user.id))
      .returning();
    await db.insert(nodes).values(
      Array.from({ length: NODE_COUNT }, (_, i) => ({
        name: `Node ${String(i + 1).padStart(2, '0')}`,
        location: 'Tokyo',
        countryCode: 'JP',
        protocol: PROTOCOLS[i % PROTOCOLS.length]!,
        host: `n${i + 1}.example.net`,
        port: 443,
        settings: { transport: 'ws' as const, security: 'tls' as const, path: '/ray', sni: `n${i + 1}.example.net` },
        lastHeartbeatAt: new Date(),
      })),
    );

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}/link/${service!.linkToken}?target=clash`;
    const probe = await fetch(url);
    const body = await probe.text();
    const proxies = probe.status === 200 ? (parse(body) as { proxies?: unknown[] }).proxies : undefined;
    if (proxies?.length !== NODE_COUNT) throw new Error(`unexpected answer ${probe.status}: ${body.slice(0, 300)}`);

    const cpuBefore = process.cpuUsage();
    const result = await loadFromChild(url, connections, seconds);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `Clash render, ${NODE_COUNT} nodes (${body.length} bytes YAML), ${connections} connections, ${seconds} s: ${Math.round(result.requests.total / cpuSeconds)} renders per CPU-second (one core; ${Math.round((cpu.user + cpu.system) / result.requests.total)} µs each); ${Math.round(result.requests.average)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${failures} failures; load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
