// Types of apps.mjs, for the release tool (TypeScript).
export interface AppInfo {
  folder: string;
  name: string;
  dir: string;
  isHost: boolean;
  configPath: string;
  version: string;
  port: number;
  hasRoutes: boolean;
  hasEntry: boolean;
}
export const REPO_ROOT: string;
export function describeApp(root: string, folder: string, name: string): AppInfo;
export function allApps(root?: string): AppInfo[];
export function buildableApps(root?: string): AppInfo[];
export function devApps(root?: string): AppInfo[];
