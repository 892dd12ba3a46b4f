// npm run node --workspace api -- add|list|rotate-key|remove|disable|enable …
// Nodes and their keys from the shell, on PGlite or PostgreSQL. With the embedded database a running
// portal holds the folder, and the command refuses, saying what to do (db/data-folder-lock.ts). `add` and
// `rotate-key` end with the line `node_id=<id> key=<key>`: the key is shown this once (only its hash is
// stored). A shadowsocks node gives each customer their own port (shadowsocks-mod) unless --shared-port.
import { parseArgs } from 'node:util';
import { nodeCreateBody } from '@portal/shared/contract';
import { safeParse } from 'zod/mini';
import { databaseTarget, openDatabase, type Database } from '../db/client';
import { DatabaseInUseError } from '../db/data-folder-lock';
import { loadConfigOrExit } from '../load-config-or-exit';
import { plainMessage } from '../http/validation';
import { createNode, listStaffNodes, removeNode, rotateNodeKey, updateNode } from '../modules/node-admin/node-admin';
import { ApiError } from '../http/errors';

const USAGE = `Usage: npm run node --workspace api -- <command>

  add --name <name> --type <shadowsocks|vmess|vless|trojan|hysteria2> --server <host>
      --class <plan level it serves> --traffic-rate <rate, e.g. 1 or 0.5>
      [--port <port>] [--location <text>] [--country <CC>] [--speed-limit <Mbit/s>]
      [--method <aes-128-gcm|aes-256-gcm|chacha20-ietf-poly1305>] [--shared-port]     (shadowsocks)
      [--transport <tcp|ws|grpc>] [--security <tls|reality|none>] [--sni <name>] [--host <name>]
      [--path <path>] [--service-name <name>] [--flow xtls-rprx-vision]               (vmess, vless, trojan)
      [--reality-public-key <key>] [--reality-private-key <key>] [--reality-short-id <id>]
      [--reality-dest <host:port>] [--obfs-password <secret>] [--disabled]
  list
  rotate-key <node id>
  disable <node id>      the node gets an empty user list (closes every port) but keeps its key
  enable <node id>
  remove <node id>       with its traffic history and audit hits

A shadowsocks node gives each customer their own port and password, as shadowsocks-mod serves them;
--shared-port puts every customer on the node's one --port instead, as XrayR serves them.
With the embedded database, stop the portal first; with DATABASE_URL these work while it runs.`;

const OPTIONS = {
  name: { type: 'string' },
  type: { type: 'string' },
  server: { type: 'string' },
  class: { type: 'string' },
  'traffic-rate': { type: 'string' },
  port: { type: 'string' },
  location: { type: 'string' },
  country: { type: 'string' },
  'speed-limit': { type: 'string' },
  method: { type: 'string' },
  'port-per-user': { type: 'boolean' },
  'shared-port': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  transport: { type: 'string' },
  security: { type: 'string' },
  sni: { type: 'string' },
  host: { type: 'string' },
  path: { type: 'string' },
  'service-name': { type: 'string' },
  flow: { type: 'string' },
  'reality-public-key': { type: 'string' },
  'reality-private-key': { type: 'string' },
  'reality-short-id': { type: 'string' },
  'reality-dest': { type: 'string' },
  'obfs-password': { type: 'string' },
  disabled: { type: 'boolean' },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/** A whole number from a flag, or the text itself so that validation names the flag. */
const int = (value: string | undefined) => (value !== undefined && /^-?\d+$/.test(value) ? Number(value) : value);

/** The flags as the staff API's body, so both validate alike. */
function createBody(flags: Flags) {
  const settings = Object.fromEntries(
    Object.entries({
      method: flags.method,
      portPerUser: flags.type === 'shadowsocks' ? !flags['shared-port'] : undefined,
      transport: flags.transport,
      security: flags.security,
      sni: flags.sni,
      host: flags.host,
      path: flags.path,
      serviceName: flags['service-name'],
      flow: flags.flow,
      realityPublicKey: flags['reality-public-key'],
      realityPrivateKey: flags['reality-private-key'],
      realityShortId: flags['reality-short-id'],
      realityDest: flags['reality-dest'],
      ...(flags['obfs-password'] ? { obfs: 'salamander', obfsPassword: flags['obfs-password'] } : {}),
    }).filter(([, value]) => value !== undefined),
  );
  return {
    name: flags.name,
    type: flags.type,
    server: flags.server,
    node_class: int(flags.class),
    traffic_rate: flags['traffic-rate'],
    ...(flags.port !== undefined ? { port: int(flags.port) } : {}),
    ...(flags.location !== undefined ? { location: flags.location } : {}),
    ...(flags.country !== undefined ? { country_code: flags.country } : {}),
    ...(flags['speed-limit'] !== undefined ? { speed_limit_mbps: int(flags['speed-limit']) } : {}),
    ...(flags.disabled ? { is_enabled: false } : {}),
    settings,
  };
}

const FLAG_NAMES: Record<string, string> = {
  node_class: 'class',
  traffic_rate: 'traffic-rate',
  country_code: 'country',
  speed_limit_mbps: 'speed-limit',
  portPerUser: 'port-per-user',
  serviceName: 'service-name',
  realityPublicKey: 'reality-public-key',
  realityPrivateKey: 'reality-private-key',
  realityShortId: 'reality-short-id',
  realityDest: 'reality-dest',
  obfsPassword: 'obfs-password',
};

function nodeId(positionals: string[]): number {
  const id = Number(positionals[1]);
  if (!Number.isInteger(id) || id <= 0) throw new UsageError(`Give the node id: ${positionals[0]} <node id>`);
  return id;
}

class UsageError extends Error {}

async function run(database: Database, positionals: string[], flags: Flags): Promise<void> {
  const db = database.db;
  switch (positionals[0]) {
    case 'add': {
      if (flags['shared-port'] && flags['port-per-user'])
        throw new UsageError('--shared-port and --port-per-user: choose one (a port per customer is the default)');
      if (flags['shared-port'] && flags.type !== 'shadowsocks')
        throw new UsageError('--shared-port: only shadowsocks nodes have a port per customer to share');
      const parsed = safeParse(nodeCreateBody, createBody(flags), { error: plainMessage });
      if (!parsed.success) {
        const problems = parsed.error.issues.map((issue) => {
          const field = String(issue.path.at(-1) ?? '');
          return `--${FLAG_NAMES[field] ?? field}: ${issue.message}`;
        });
        throw new UsageError(problems.join('\n'));
      }
      const { node, key } = await createNode(db, parsed.data);
      console.log(
        `Added node ${node.id} "${node.name}" (${node.protocol} on ${node.host}:${node.port}, class ${node.minLevel}, rate ${node.trafficRate}).`,
      );
      console.log('The key is shown this once; the portal keeps only its hash.');
      console.log(`node_id=${node.id} key=${key}`);
      return;
    }
    case 'list': {
      const nodes = await listStaffNodes(db, new Date());
      if (nodes.length === 0) console.log('No nodes yet: npm run node --workspace api -- add …');
      for (const node of nodes) {
        const live =
          node.status === 'online' ? `online, load ${node.load}%, ${node.online_user_count} online` : 'offline';
        console.log(
          `${node.id}\t${node.name}\t${node.type} ${node.server}:${node.port}\tclass ${node.node_class}\trate ${node.traffic_rate}\t${node.is_enabled ? live : 'disabled'}\t${node.has_key ? 'key set' : 'no key'}`,
        );
      }
      return;
    }
    case 'rotate-key': {
      const { node, key } = await rotateNodeKey(db, nodeId(positionals));
      console.log(`New key for node ${node.id} "${node.name}"; the old key no longer works.`);
      console.log(`node_id=${node.id} key=${key}`);
      return;
    }
    case 'disable':
    case 'enable': {
      const node = await updateNode(db, nodeId(positionals), { is_enabled: positionals[0] === 'enable' });
      console.log(`Node ${node.id} "${node.name}" is ${node.isEnabled ? 'enabled' : 'disabled'}.`);
      return;
    }
    case 'remove': {
      const node = await removeNode(db, nodeId(positionals));
      console.log(`Removed node ${node.id} "${node.name}".`);
      return;
    }
    default:
      throw new UsageError(USAGE);
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  if (parsed.positionals.length === 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    await run(database, parsed.positionals, parsed.values);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    if (error instanceof ApiError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseInUseError) {
      const live = error.holder.url
        ? '\nWhile it runs, an admin can manage nodes through it: /api/v2/low_admin_api/node/ (api/README.md).'
        : '';
      console.error(`${error.message}${live}`);
      process.exit(1);
    }
    console.error(`node failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
