// Clash YAML costs a few milliseconds per 50 nodes to stringify, and clients re-fetch the same
// profile over and over. The render is a pure function of the proxies, so its output is kept in a
// small in-process LRU keyed by a hash of its input: always correct, nothing shared between processes.
// (On the embedded database the whole answer is kept too: subscription-reads.ts.)
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ProxyNode } from './proxies';

export function memoizeRender(
  render: (proxies: ProxyNode[]) => string,
  capacity = 256,
): (proxies: ProxyNode[]) => string {
  const cache = new LRUCache<string, string>({ max: capacity });
  return (proxies) => {
    const key = crypto.createHash('sha256').update(JSON.stringify(proxies)).digest('base64url');
    let body = cache.get(key);
    if (body === undefined) cache.set(key, (body = render(proxies)));
    return body;
  };
}
