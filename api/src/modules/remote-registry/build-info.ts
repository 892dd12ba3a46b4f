// dist/build-info.json, written by `npm run build` (shared/tooling/build.mjs): the shell this server
// serves, the exact shared-library versions it was built with, and the remote versions the same build
// wrote into the artifact store. Re-read when asked: a build replaces it while the server runs.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const BUILD_INFO_FILE = 'build-info.json';

const buildInfoSchema = z.object({
  /** One id per `npm run build`: its remotes are published once, by one process (portal_builds). */
  build_id: z.string().min(1).optional(),
  shell: z.object({
    version: z.string(),
    built_at: z.string().optional(),
    built_with: z.record(z.string(), z.string()).optional(),
    /** The page server (the shell's Node build), relative to the static folder (modules/page-server). */
    server: z.string().optional(),
  }),
  remotes: z
    .record(z.string(), z.object({ version: z.string(), built_at: z.string().optional() }).passthrough())
    .optional(),
});
export type BuildInfo = z.infer<typeof buildInfoSchema>;

/** The build in `staticDir`, or undefined when there is none (or it cannot be read). */
export function readBuildInfo(staticDir: string): BuildInfo | undefined {
  try {
    const parsed = buildInfoSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(staticDir, BUILD_INFO_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The live shell: its build id (`dev` when none is built) and what it was built with ({} when unknown). */
export function liveShell(staticDir: string): { version: string | null; builtWith: Record<string, string> } {
  const info = readBuildInfo(staticDir);
  return { version: info?.shell.version ?? null, builtWith: info?.shell.built_with ?? {} };
}
