// The subscription proved by real programs (Debian's shadowsocks-libev, v2ray 4.34 and trojan; .ci/run
// installs them): shadowsocks, VMess-over-WebSocket and Trojan-over-TLS nodes are added with the node CLI;
// ss-server, v2ray and trojan run as those nodes configured only from the /v1/mod_mu answers node software
// gets; ss-local and v2ray run as the customer's apps configured only from the customer's own subscription
// entries; a page on a loopback HTTP server is fetched through each tunnel. Everything listens on
// 127.0.0.1 on free ports and is stopped at the end.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type Database, openDatabase } from '../../../db/client';
import { users } from '../../../db/schema';
import { cliHarness } from '../../../test-support/cli-harness';
import { freePort } from '../../../test-support/free-port';
import {
  fetchThrough,
  listening,
  programs,
  readShareLink,
  selfSignedCertificate,
  type Programs,
} from '../../../test-support/real-clients';
import { GIB, setService } from '../../../test-support/service-fixtures';
import { quickAccount } from '../../../test-support/wallet-fixtures';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(90_000);

const cli = cliHarness('node.ts');
const TROJAN_SNI = 'trojan.portal.test';
let dir: string;
let database: Database;
let app: FastifyInstance;
let page: http.Server;
let pagePort: number;
let run: Programs;

/** Adds a node with the CLI and answers its id and key (from the line `node_id=<id> key=<key>`). */
function addNode(...args: string[]): { id: number; key: string } {
  const result = cli.cli('add', '--server', '127.0.0.1', '--class', '0', '--traffic-rate', '1', ...args);
  const match = /node_id=(\d+) key=(\S+)/.exec(result.out);
  if (result.code !== 0 || !match) throw new Error(`node add failed: ${result.out}\n${result.err}`);
  return { id: Number(match[1]), key: match[2]! };
}

/** What node software reads: GET nodes/{id}/info and GET users, with the node's own key. */
async function nodeView(node: { id: number; key: string }) {
  const get = async (url: string) => {
    const res = await app.inject({ url, headers: { 'user-agent': 'python-requests/2.31.0' } });
    const body = res.json() as { ret: number; data: unknown };
    expect([res.statusCode, body.ret]).toEqual([200, 1]);
    return body.data;
  };
  const info = (await get(`/v1/mod_mu/nodes/${node.id}/info?key=${node.key}`)) as {
    server: string;
    type: string;
    custom_config: Record<string, string>;
  };
  const users = (await get(`/v1/mod_mu/users?node_id=${node.id}&key=${node.key}`)) as {
    id: number;
    port: number;
    passwd: string;
    method: string;
    uuid: string;
    forbidden_ip: string;
  }[];
  return { info, users };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-real-clients-'));
  run = programs(dir);
  page = http.createServer((request, response) => response.end(`hello from the loopback page, ${request.url}`));
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pagePort = (page.address() as { port: number }).port;
});
afterAll(async () => {
  await run?.stopAll();
  await app?.close();
  await database?.close();
  await new Promise((resolve) => page.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

it('carries a page through shadowsocks, VMess over WebSocket and Trojan over TLS', async () => {
  const [ssPort, vmessPort, trojanPort, customerPort, ssLocal, vmessLocal, trojanLocal] = await Promise.all(
    Array.from({ length: 7 }, () => freePort()),
  );
  const ss = addNode(
    '--name',
    'SS Tokyo',
    '--type',
    'shadowsocks',
    '--port',
    String(ssPort),
    '--method',
    'aes-256-gcm',
    '--port-per-user',
  );
  const vmess = addNode(
    '--name',
    'VMess WS',
    '--type',
    'vmess',
    '--port',
    String(vmessPort),
    '--transport',
    'ws',
    '--path',
    '/ray',
    '--security',
    'none',
  );
  const trojan = addNode('--name', 'Trojan TLS', '--type', 'trojan', '--port', String(trojanPort), '--sni', TROJAN_SNI);

  // The portal on the database the CLI wrote. NODE_FORBIDDEN_IP defaults to loopback, which would forbid
  // every node here from reaching the page: this deployment forbids nothing.
  const config = loadConfig({
    PORTAL_DATA_DIR: cli.dataDir(),
    STATIC_DIR: path.join(dir, 'dist'),
    DATABASE_URL: cli.databaseUrl() ?? '',
    LOG_LEVEL: 'silent',
    NODE_FORBIDDEN_IP: '',
    PORTAL_JOBS_SCHEDULE: '0',
  });
  database = await openDatabase(cli.target());
  await database.migrate();
  app = await buildApp(config, database);
  await app.ready();
  const t = { app, database, config, dataDir: cli.dataDir() } as unknown as TestApp;
  const alice = await quickAccount(t, 'alice@example.com');
  await database.db
    .update(users)
    .set({ accountExpireAt: new Date(Date.now() + 30 * 24 * 3600 * 1000) })
    .where(eq(users.id, alice.id));
  const service = await setService(database.db, alice.id, { level: 1, trafficTotal: 10 * GIB, port: customerPort });

  // The nodes, from the node API only.
  const ssView = await nodeView(ss);
  const ssUser = ssView.users.find((user) => user.id === alice.id)!;
  expect(ssUser.forbidden_ip).toBe('');
  run.start('ss-server', 'ss-server', [
    '-s',
    '127.0.0.1',
    '-p',
    String(ssUser.port),
    '-k',
    ssUser.passwd,
    '-m',
    ssUser.method,
  ]);

  const vmessView = await nodeView(vmess);
  const vmessConfig = vmessView.info.custom_config;
  expect(vmessConfig).toMatchObject({ network: 'ws', security: '' });
  const vmessServer = run.file(
    'vmess-node.json',
    JSON.stringify({
      log: { loglevel: 'warning' },
      inbounds: [
        {
          listen: '127.0.0.1',
          port: Number(vmessConfig.offset_port_node),
          protocol: 'vmess',
          settings: { clients: vmessView.users.map((user) => ({ id: user.uuid, alterId: 0 })) },
          streamSettings: { network: 'ws', wsSettings: { path: vmessConfig.path } },
        },
      ],
      outbounds: [{ protocol: 'freedom' }],
    }),
  );
  run.start('v2ray node', 'v2ray', ['-config', vmessServer]);

  const trojanView = await nodeView(trojan);
  const tls = await selfSignedCertificate(dir, trojanView.info.custom_config.sni!);
  const trojanServer = run.file(
    'trojan-node.json',
    JSON.stringify({
      run_type: 'server',
      local_addr: '127.0.0.1',
      local_port: Number(trojanView.info.custom_config.offset_port_node),
      remote_addr: '127.0.0.1',
      remote_port: pagePort,
      password: trojanView.users.map((user) => user.uuid),
      log_level: 2,
      ssl: { cert: tls.cert, key: tls.key, alpn: ['http/1.1'] },
    }),
  );
  run.start('trojan node', 'trojan', ['-c', trojanServer]);

  // The customer's apps, from the customer's own subscription only.
  const res = await app.inject({ url: `/link/${service.linkToken}`, headers: { 'user-agent': 'v2rayN/6.42' } });
  expect(res.statusCode).toBe(200);
  const links = Buffer.from(res.body, 'base64').toString('utf8').split('\n').map(readShareLink);
  const ssLink = links.find((link) => link.scheme === 'ss')!;
  const vmessLink = links.find((link) => link.scheme === 'vmess')!;
  const trojanLink = links.find((link) => link.scheme === 'trojan')!;
  expect([ssLink.name, vmessLink.name, trojanLink.name]).toEqual(['SS Tokyo', 'VMess WS', 'Trojan TLS']);

  run.start('ss-local', 'ss-local', [
    '-s',
    ssLink.host,
    '-p',
    String(ssLink.port),
    '-k',
    ssLink.password!,
    '-m',
    ssLink.method!,
    '-b',
    '127.0.0.1',
    '-l',
    String(ssLocal),
  ]);
  const v = vmessLink.vmess!;
  const clientConfig = run.file(
    'customer-v2ray.json',
    JSON.stringify({
      log: { loglevel: 'warning' },
      inbounds: [
        { tag: 'vmess-in', listen: '127.0.0.1', port: vmessLocal, protocol: 'socks', settings: { udp: false } },
        { tag: 'trojan-in', listen: '127.0.0.1', port: trojanLocal, protocol: 'socks', settings: { udp: false } },
      ],
      outbounds: [
        {
          tag: 'vmess',
          protocol: 'vmess',
          settings: {
            vnext: [
              { address: v.add, port: Number(v.port), users: [{ id: v.id, alterId: Number(v.aid), security: v.scy }] },
            ],
          },
          streamSettings: {
            network: v.net,
            security: v.tls || 'none',
            wsSettings: { path: v.path, headers: v.host ? { Host: v.host } : {} },
          },
        },
        {
          tag: 'trojan',
          protocol: 'trojan',
          settings: { servers: [{ address: trojanLink.host, port: trojanLink.port, password: trojanLink.password }] },
          streamSettings: {
            network: trojanLink.params!.get('type'),
            security: trojanLink.params!.get('security'),
            // The node's certificate is self-signed: the customer's device trusts it, and v2ray still checks
            // it against the name the entry gives.
            tlsSettings: {
              serverName: trojanLink.params!.get('sni'),
              allowInsecure: trojanLink.params!.get('allowInsecure') === '1',
              certificates: [{ usage: 'verify', certificateFile: tls.cert }],
            },
          },
        },
      ],
      routing: {
        rules: [
          { type: 'field', inboundTag: ['vmess-in'], outboundTag: 'vmess' },
          { type: 'field', inboundTag: ['trojan-in'], outboundTag: 'trojan' },
        ],
      },
    }),
  );
  run.start('customer v2ray', 'v2ray', ['-config', clientConfig]);

  try {
    await Promise.all(
      [ssUser.port, vmessPort, trojanPort, ssLocal, vmessLocal, trojanLocal].map((port) => listening(port!)),
    );
    for (const [tunnel, port] of [
      ['ss', ssLocal],
      ['vmess', vmessLocal],
      ['trojan', trojanLocal],
    ] as const) {
      expect(await fetchThrough(port!, `http://127.0.0.1:${pagePort}/${tunnel}`)).toBe(
        `hello from the loopback page, /${tunnel}`,
      );
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- program output ---\n${run.output()}`, { cause: error });
  }
});
