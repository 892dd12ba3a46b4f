// What the shell reports about a remote it loaded, for the release gate (shared/tooling/release/gate):
// in a browser previewing a candidate, the gate asks the shell itself whether the candidate's modules have
// the shape the shell expects and serve every path the shell's route table gives it.
import type { RemoteName } from './types';

export interface ModuleInspection {
  ok: boolean;
  /** Route paths (./routes) or widget names (./widgets) the module offers. */
  names: string[];
  /** Why it is not what the shell expects, when not. */
  problem: string | null;
}

export interface RemoteInspection {
  remote: RemoteName;
  /** The version this page registered for the remote, and whether it came from a preview. */
  version: string | null;
  preview: boolean;
  /** Every path this shell's route table gives the remote (REMOTE_PATHS). */
  expectedPaths: string[];
  routes: ModuleInspection;
  /** Only when asked for (the remote exposes ./widgets). */
  widgets: ModuleInspection | null;
  /** The pages whose own chunk failed to load (each page of ./routes is loaded, none rendered). */
  pageCodeFailures: { path: string; problem: string }[];
}

export type InspectRemote = (remote: RemoteName, options: { widgets: boolean }) => Promise<RemoteInspection>;

declare global {
  interface Window {
    /** Installed by the shell on pages that preview a candidate (shell/src/remotes/inspect-remote.ts). */
    __PORTAL_INSPECT__?: InspectRemote;
  }
}
