// A real API process (node --import tsx api/src/main.ts), for tests that need several processes on one
// PostgreSQL database, as a deployment with several processes has: each its own pool, caches and timers.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { exportPKCS8, exportSPKI, generateKeyPair } from 'jose';
import { freePort } from './free-port';

/** The repository's root, found from the working directory (Jest's CommonJS and the benches' ESM alike). */
function repoRoot(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'api', 'src', 'main.ts'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No api/src/main.ts above ${process.cwd()}`);
  }
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then waits for the process to end. */
  stop(): Promise<void>;
}

/** Starts the server with `env` (and nothing else of this process's environment but PATH and HOME); resolves once /health answers. */
export async function startApiProcess(env: Record<string, string>, dataDir: string): Promise<ApiProcess> {
  const port = await freePort();
  const root = repoRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: ApiProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API process exited ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${server.base}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`The API process did not start:\n${output}`);
}

/** An ES256 key pair as the JWT_PRIVATE_KEY / JWT_PUBLIC_KEY variables every process of one database shares. */
export async function sharedJwtKeys(): Promise<{ JWT_PRIVATE_KEY: string; JWT_PUBLIC_KEY: string }> {
  const keys = await generateKeyPair('ES256', { extractable: true });
  return { JWT_PRIVATE_KEY: await exportPKCS8(keys.privateKey), JWT_PUBLIC_KEY: await exportSPKI(keys.publicKey) };
}
