// One demo node played over HTTP the way real node software plays it, in one of the two dialects:
// shadowsocks-mod (GET func/ping first, all four reports every pass even when empty, load averages,
// no If-None-Match) or XrayR (key and muKey, If-None-Match on the three GETs, only non-empty reports,
// CPU/memory/disk fractions). The traffic, devices and audit hits it reports are made up for the demo
// accounts among the customers its users answer lists, never for a real customer who bought a plan.
import { SERVICE_UTC_OFFSET_HOURS } from '../../modules/services/rules';
import { activity } from '../demo-traffic';

type Dialect = 'shadowsocks-mod' | 'xrayr';

export interface SimulatedNodeOptions {
  baseUrl: string;
  nodeId: number;
  key: string;
  dialect: Dialect;
  /** Between 0 and 1; tests pass a seeded one. */
  random: () => number;
  now: () => Date;
  /** The accounts whose use it makes up (the demo account); every other customer is served, never played. */
  plays: ReadonlySet<number>;
}

interface NodeUser {
  id: number;
}

const MIB = 1024 ** 2;
/** Documentation address ranges (RFC 5737, RFC 3849): never a real device. */
const DEVICE_PREFIXES = ['203.0.113.', '198.51.100.', '2001:db8:5::'];

class NodeCallError extends Error {}

export class SimulatedNode {
  private users: NodeUser[] = [];
  private ruleIds: number[] = [];
  private readonly etags = new Map<string, string>();
  private readonly bootedAt: number;
  private readonly baseLoad: number;

  constructor(private readonly options: SimulatedNodeOptions) {
    // Up for a few days already, with a load of its own.
    this.bootedAt = options.now().getTime() - Math.floor((2 + options.random() * 10) * 86_400_000);
    this.baseLoad = 0.15 + options.random() * 0.45;
  }

  get nodeId(): number {
    return this.options.nodeId;
  }

  /** Keeps the demo accounts of a fresh users list (null: unchanged since the last one). */
  private played(users: NodeUser[] | null): void {
    if (users) this.users = users.filter((user) => this.options.plays.has(user.id));
  }

  /** One pass, in the dialect's order; a refused call ends it, as in the real clients. */
  async pass(): Promise<void> {
    if (this.options.dialect === 'shadowsocks-mod') await this.shadowsocksModPass();
    else await this.xrayrPass();
  }

  private async shadowsocksModPass(): Promise<void> {
    await this.call('GET', 'func/ping', { withNodeId: false });
    await this.call('POST', 'users/traffic', { body: { data: this.traffic() } });
    await this.call('POST', `nodes/${this.options.nodeId}/info`, {
      body: { uptime: this.uptime().toFixed(2), load: `${this.loadAverages().join(' ')}\n` },
    });
    await this.call('POST', 'users/aliveip', { body: { data: this.devices() } });
    await this.call('POST', 'users/detectlog', { body: { data: this.hits() } });
    await this.call('GET', `nodes/${this.options.nodeId}/info`, { withNodeId: false });
    this.played((await this.call('GET', 'users')) as NodeUser[] | null);
    await this.call('GET', 'nodes', { withNodeId: false });
    this.ruleIds = (
      ((await this.call('GET', 'func/detect_rules', { withNodeId: false })) as { id: number }[]) ?? []
    ).map((rule) => rule.id);
  }

  private async xrayrPass(): Promise<void> {
    await this.call('GET', `nodes/${this.options.nodeId}/info`, { withNodeId: false, etag: 'node' });
    this.played((await this.call('GET', 'users', { etag: 'users' })) as NodeUser[] | null);
    const rules = (await this.call('GET', 'func/detect_rules', { withNodeId: false, etag: 'rules' })) as
      { id: number }[] | null;
    if (rules) this.ruleIds = rules.map((rule) => rule.id);
    const [cpu, mem, disk] = this.usage();
    await this.call('POST', `nodes/${this.options.nodeId}/info`, {
      withNodeId: false,
      body: { uptime: String(Math.floor(this.uptime())), load: `${cpu} ${mem} ${disk}` },
    });
    for (const [path, rows] of [
      ['users/traffic', this.traffic()],
      ['users/aliveip', this.devices()],
      ['users/detectlog', this.hits()],
    ] as const) {
      if (rows.length > 0) await this.call('POST', path, { body: { data: rows } });
    }
  }

  private uptime(): number {
    return (this.options.now().getTime() - this.bootedAt) / 1000;
  }

  private busy(): number {
    const localHour = (this.options.now().getUTCHours() + SERVICE_UTC_OFFSET_HOURS) % 24;
    return Math.min(0.95, this.baseLoad * activity(localHour) + this.options.random() * 0.1);
  }

  private loadAverages(): string[] {
    const now = this.busy();
    return [now, now * 0.9, now * 0.8].map((value) => value.toFixed(2));
  }

  private usage(): string[] {
    return [this.busy(), 0.3 + this.options.random() * 0.2, 0.42].map((value) => value.toFixed(2));
  }

  /** A minute of traffic for most of the node's customers, busier in the (UTC+8) evening. */
  private traffic() {
    const localHour = (this.options.now().getUTCHours() + SERVICE_UTC_OFFSET_HOURS) % 24;
    return this.users
      .filter(() => this.options.random() < 0.7)
      .map((user) => {
        const d = Math.round((0.3 + this.options.random() * 2.2) * activity(localHour) * MIB);
        return { u: Math.round(d * (0.05 + this.options.random() * 0.15)), d, user_id: user.id };
      });
  }

  /** Each customer has three devices with stable addresses; this node carries those its number picks. */
  private devices() {
    return this.users.flatMap((user) =>
      DEVICE_PREFIXES.flatMap((prefix, device) =>
        (user.id + device) % 5 === this.options.nodeId % 5
          ? [{ ip: `${prefix}${((user.id * 7 + device * 13) % 250) + 1}`, user_id: user.id }]
          : [],
      ),
    );
  }

  /** Now and then a connection matches an audit rule. */
  private hits() {
    if (this.ruleIds.length === 0 || this.users.length === 0 || this.options.random() > 0.01) return [];
    const user = this.users[Math.floor(this.options.random() * this.users.length)]!;
    const rule = this.ruleIds[Math.floor(this.options.random() * this.ruleIds.length)]!;
    return [{ list_id: rule, user_id: user.id }];
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; withNodeId?: boolean; etag?: string } = {},
  ): Promise<unknown> {
    const { baseUrl, key, nodeId, dialect } = this.options;
    const credentials = dialect === 'xrayr' ? `key=${key}&muKey=${key}` : `key=${key}`;
    const query = options.withNodeId === false ? credentials : `node_id=${nodeId}&${credentials}`;
    const headers: Record<string, string> = {
      'user-agent':
        dialect === 'xrayr' ? 'go-resty/2.7.0 (https://github.com/go-resty/resty)' : 'python-requests/2.31.0',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.etag) headers['if-none-match'] = this.etags.get(options.etag) ?? '';
    const response = await fetch(`${baseUrl}/v1/mod_mu/${path}?${query}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    if (options.etag && response.status === 304) return null;
    const text = await response.text();
    if (response.status !== 200) throw new NodeCallError(`${method} ${path}: ${response.status} ${text}`);
    const etag = response.headers.get('etag');
    if (options.etag && etag) this.etags.set(options.etag, etag);
    const body = JSON.parse(text) as { ret?: number; data?: unknown };
    if (Object.keys(body).length !== 2 || body.ret !== 1) throw new NodeCallError(`${method} ${path}: ${text}`);
    return body.data;
  }
}
