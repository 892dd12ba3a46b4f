// Which remotes this browser previews instead of their live version (a preview cookie made /remotes.json
// say so): none on customers' pages.
import { useEffect, useState } from 'react';
import type { RemoteName } from '@portal/shared';
import { loadRegistry } from './registry';

export type Previewed = { remote: RemoteName; version: string; until?: string }[];

export function usePreviewedRemotes(): Previewed {
  const [previewed, setPreviewed] = useState<Previewed>([]);
  useEffect(() => {
    let current = true;
    loadRegistry().then(
      (registry) => {
        if (!current) return;
        const entries = Object.entries(registry) as [
          RemoteName,
          { version: string; preview?: boolean; preview_until?: string },
        ][];
        const found = entries
          .filter(([, entry]) => entry.preview)
          .map(([remote, { version, preview_until }]) => ({ remote, version, until: preview_until }));
        if (found.length > 0) setPreviewed(found);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return previewed;
}
