// Types of server.mjs, for the journeys that run a portal of their own (TypeScript).
export interface PortalServer {
  baseURL: string;
  port: number;
  dataDir: string;
  demoAccount: { email: string; password: string };
  stop(): Promise<void>;
}
export function startPortalServer(options: {
  repoRoot: string;
  staticDir: string;
  env?: (port: number) => Record<string, string>;
}): Promise<PortalServer>;
export function freePort(): Promise<number>;
