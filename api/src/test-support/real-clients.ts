// Running Debian's proxy programs (shadowsocks-libev, v2ray, trojan) as nodes and clients on loopback:
// start one with its config written to a folder, wait until its port listens, fetch a page through a
// client's SOCKS5 port with curl, and stop everything at the end. Parsing of the share links a customer's
// app reads (ss://, vmess://, trojan://) is here too, as an app would do it.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Programs {
  /** Starts `command args`, keeping its output for a failing test's message. */
  start(name: string, command: string, args: string[]): ChildProcess;
  /** Writes a file into the run's folder and answers its path. */
  file(name: string, content: string): string;
  output(): string;
  stopAll(): Promise<void>;
}

export function programs(dir: string): Programs {
  const started: { name: string; child: ChildProcess }[] = [];
  let output = '';
  return {
    start(name, command, args) {
      const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr])
        stream?.on('data', (chunk: Buffer) => (output += `[${name}] ${chunk.toString()}`));
      child.on('error', (error) => (output += `[${name}] could not start: ${error.message}\n`));
      started.push({ name, child });
      return child;
    },
    file(name, content) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, content, { mode: 0o600 });
      return file;
    },
    output: () => output,
    async stopAll() {
      await Promise.all(
        started.map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
export async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on 127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** GETs `url` through the SOCKS5 proxy on 127.0.0.1:socksPort (curl resolves nothing itself). */
export async function fetchThrough(socksPort: number, url: string): Promise<string> {
  const { stdout } = await run('curl', [
    '--silent',
    '--show-error',
    '--max-time',
    '10',
    '--socks5-hostname',
    `127.0.0.1:${socksPort}`,
    url,
  ]);
  return stdout;
}

/** A self-signed certificate for `name` (the node's TLS), with the key beside it. */
export async function selfSignedCertificate(dir: string, name: string): Promise<{ cert: string; key: string }> {
  const cert = path.join(dir, `${name}.crt`);
  const key = path.join(dir, `${name}.key`);
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    `subjectAltName=DNS:${name}`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  return { cert, key };
}

export interface ShareLink {
  scheme: string;
  name: string;
  host: string;
  port: number;
  /** ss: method and password; vmess: the v2rayN JSON; trojan: password and query. */
  method?: string;
  password?: string;
  vmess?: Record<string, string>;
  params?: URLSearchParams;
}

/** A share link as a client app reads it (SIP002 ss://, v2rayN vmess://, the Xray URI trojan://). */
export function readShareLink(link: string): ShareLink {
  const scheme = link.slice(0, link.indexOf('://'));
  if (scheme === 'vmess') {
    const vmess = JSON.parse(Buffer.from(link.slice('vmess://'.length), 'base64').toString('utf8')) as Record<
      string,
      string
    >;
    return { scheme, name: vmess.ps ?? '', host: vmess.add ?? '', port: Number(vmess.port), vmess };
  }
  const url = new URL(link);
  const name = decodeURIComponent(url.hash.slice(1));
  if (scheme === 'ss') {
    const [method, ...password] = Buffer.from(decodeURIComponent(url.username), 'base64url')
      .toString('utf8')
      .split(':');
    return { scheme, name, host: url.hostname, port: Number(url.port), method, password: password.join(':') };
  }
  return {
    scheme,
    name,
    host: url.hostname,
    port: Number(url.port),
    password: decodeURIComponent(url.username),
    params: url.searchParams,
  };
}
