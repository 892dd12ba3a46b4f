// Requests per second of a Clash render of 50 nodes: a real listening server (in-memory PGlite,
// migrations applied) hammered by autocannon over keep-alive connections. Each request looks the
// token up, reads the nodes, renders YAML and writes a fetch-log row, exactly as in production.
// Run: npx tsx api/bench/clash-render.ts   (BENCH_SECONDS, BENCH_CONNECTIONS to tune)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { nodes, userServices, users, type NodeProtocol } from '../src/db/schema';
import { ensureService } from '../src/modules/services/service-repo';

const NODE_COUNT = 50;
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

    const result = await autocannon({
      url,
      connections,
      duration: seconds,
      headers: { 'user-agent': 'clash-verge/bench' },
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    console.log(
      `Clash render, ${NODE_COUNT} nodes (${body.length} bytes YAML), ${connections} connections, ${seconds} s: ${Math.round(result.requests.average)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${failures} failures)`,
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
