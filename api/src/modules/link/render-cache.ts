// Clash YAML costs a few milliseconds per 50 nodes to stringify, and clients re-fetch the same
// profile over and over. The render is a pure function of the proxies, so its output is kept in a
// small in-process LRU keyed by a hash of its input: always correct, nothing shared between processes.
import crypto from 'node:crypto';
import type { ProxyNode } from './proxies';

export function memoizeRender(
  render: (proxies: ProxyNode[]) => string,
  capacity = 256,
): (proxies: ProxyNode[]) => string {
  const cache = new Map<string, string>();
  return (proxies) => {
    const key = crypto.createHash('sha256').update(JSON.stringify(proxies)).digest('base64url');
    const cached = cache.get(key);
    if (cached !== undefined) {
      // Re-insert to mark it most recently used.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const body = render(proxies);
    cache.set(key, body);
    if (cache.size > capacity) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    return body;
  };
}
