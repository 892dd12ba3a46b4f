// Records what a page fetches, phase by phase (e.g. "before the sign-in click", "until the dashboard
// shows"), with the bytes of every response and their gzip size computed by us (level 9, so the figure
// does not depend on the server's compression settings). Also prints the per-file table.
import { gzipSync } from 'node:zlib';

export function isJavaScript(url, contentType) {
  return /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(new URL(url).pathname);
}

/**
 * Starts recording `page`'s http(s) requests. Each request belongs to the phase that was current when it
 * STARTED; `setPhase` moves on. `collect()` waits for the finished ones and answers them with the failures.
 */
export function recordRequests(page, initialPhase = 'page') {
  let phase = initialPhase;
  const phaseOf = new WeakMap();
  const pending = [];
  const failed = [];
  page.on('request', (request) => phaseOf.set(request, phase));
  page.on('requestfinished', (request) => {
    // blob: and data: URLs (e.g. the captcha's worker) are made in the page, not fetched from the server.
    if (!/^https?:/.test(request.url())) return;
    const requestPhase = phaseOf.get(request) ?? phase;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        const sizes = await request.sizes().catch(() => null);
        const contentType = response?.headers()['content-type'] ?? '';
        return {
          phase: requestPhase,
          url: request.url(),
          method: request.method(),
          status: response?.status() ?? 0,
          type: request.resourceType(),
          contentType,
          js: isJavaScript(request.url(), contentType),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          transferredBodyBytes: sizes?.responseBodySize ?? null,
          contentEncoding: response?.headers()['content-encoding'] ?? null,
          // Kept for checks on the content (e.g. echarts); dropped before reports are written.
          body,
        };
      })(),
    );
  });
  page.on('requestfailed', (request) =>
    failed.push({
      phase: phaseOf.get(request) ?? phase,
      url: request.url(),
      error: request.failure()?.errorText ?? '',
    }),
  );
  return {
    setPhase(next) {
      phase = next;
    },
    async collect() {
      return { requests: await Promise.all(pending), failed: [...failed] };
    },
  };
}

/** JavaScript totals of a list of recorded requests. */
export function javaScriptTotals(requests) {
  const js = requests.filter((r) => r.js);
  return {
    requests: requests.length,
    jsFiles: js.length,
    jsBytes: js.reduce((sum, r) => sum + r.bytes, 0),
    jsGzipBytes: js.reduce((sum, r) => sum + r.gzipBytes, 0),
  };
}

export function relativePath(url, baseURL) {
  return url.startsWith(baseURL) ? url.slice(baseURL.length) : url;
}

/** Totals as bench-results write them. */
export function totalsRow(totals) {
  return {
    requests: totals.requests,
    js_files: totals.jsFiles,
    js_bytes: totals.jsBytes,
    js_gzip_bytes: totals.jsGzipBytes,
  };
}

/** `record` without the named keys. */
export function omit(record, ...keys) {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** A request as written to bench-results: path instead of URL, no body (and none of `dropKeys`). */
export function reportRow(request, baseURL, ...dropKeys) {
  return { path: relativePath(request.url, baseURL), ...omit(request, 'url', 'body', ...dropKeys) };
}

export function printTable(requests, baseURL) {
  const rows = requests.map((r) => ({
    file: relativePath(r.url, baseURL),
    status: String(r.status),
    bytes: String(r.bytes),
    gzip: String(r.gzipBytes),
    wire:
      r.transferredBodyBytes === null
        ? '-'
        : `${r.transferredBodyBytes}${r.contentEncoding ? ` ${r.contentEncoding}` : ''}`,
  }));
  const width = Math.min(90, Math.max(4, ...rows.map((row) => row.file.length)));
  const line = (r) =>
    `${r.file.slice(0, width).padEnd(width)}  ${r.status.padStart(6)}  ${r.bytes.padStart(9)}  ${r.gzip.padStart(9)}  ${r.wire.padStart(12)}`;
  console.log(line({ file: 'request', status: 'status', bytes: 'bytes', gzip: 'gzip', wire: 'on the wire' }));
  for (const row of rows) console.log(line(row));
}
