// Timing helpers of the browser-side benches (the API's own benches time with api/bench/lib/percentile.ts).

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `clients` loops of `once` until `ms` have passed; answers how many of each outcome (a throw: 'failed'). */
export async function loop(clients, ms, once) {
  const until = Date.now() + ms;
  const counts = {};
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const outcome = await once().catch(() => 'failed');
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
    }),
  );
  return counts;
}
