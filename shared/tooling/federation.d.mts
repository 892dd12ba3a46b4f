// Types of federation.mjs, for the release tool (TypeScript).
export const REMOTES: Readonly<Record<string, string>>;
export const HOST_NAME: string;
export const BUILT_WITH_PACKAGES: string[];
export function builtWith(): Record<string, string>;
