// Types of content-hash.mjs, for the API (which checks an uploaded version folder against its name).
export function listFiles(dir: string): string[];
export function hashDirectory(dir: string): string;
export function buildVersion(packageVersion: string, dir: string): string;
