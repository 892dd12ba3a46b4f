// Types of remote-copy.mjs, for the release journeys (TypeScript).
export function changedRemoteCopy(options: {
  repoRoot: string;
  folder: string;
  into: string;
  file: string;
  from: string;
  to: string;
}): string;
