// Types of remote-build.mjs, for the release tool (TypeScript).
export const PORTAL_REMOTE_FILE: string;
export function sealRemoteOutput(app: { name: string; version: string }, outputPath: string): string;
export function buildRemote(app: {
  name: string;
  version: string;
  configPath: string;
}): Promise<{ outputPath: string; version: string; durationMs: number; warnings: string }>;
