// Thirty days of hourly traffic for the demo customer: a few nodes each hour, busier in the
// (UTC+8) evening. Deterministic (seeded), inserted in batches.
import type { Db, Tx } from '../db/client';
import { trafficRecords } from '../db/schema';
import { SERVICE_UTC_OFFSET_HOURS } from '../modules/services/rules';

const HOUR = 3600 * 1000;
const MIB = 1024 ** 2;
const BATCH = 1000;

/** mulberry32: a small seeded PRNG, so every demo install shows the same history. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Relative activity by local hour: quiet at night, a peak around 21:00. */
export function activity(localHour: number): number {
  if (localHour < 7) return 0.15;
  if (localHour < 12) return 0.5;
  if (localHour < 18) return 0.7;
  return localHour < 23 ? 1.3 : 0.6;
}

export interface TrafficRow {
  userId: number;
  nodeId: number;
  bucketStart: Date;
  upload: number;
  download: number;
  rate: string;
}

export function demoTrafficRows(
  userId: number,
  nodes: { id: number; rate: string }[],
  now: Date,
  days = 30,
): TrafficRow[] {
  const random = seededRandom(20_250_512);
  const currentHour = Math.floor(now.getTime() / HOUR) * HOUR;
  const rows: TrafficRow[] = [];
  for (let h = days * 24 - 1; h >= 0; h -= 1) {
    const bucketStart = new Date(currentHour - h * HOUR);
    const localHour = (bucketStart.getUTCHours() + SERVICE_UTC_OFFSET_HOURS) % 24;
    const picked = nodes.filter(() => random() < 0.35);
    // At least one node every hour, so the latest hour and a new month's first day are never empty.
    const used = picked.length > 0 || nodes.length === 0 ? picked : [nodes[Math.floor(random() * nodes.length)]!];
    for (const node of used) {
      const download = Math.round((20 + random() * 380) * activity(localHour) * MIB);
      rows.push({
        userId,
        nodeId: node.id,
        bucketStart,
        upload: Math.round(download * (0.05 + random() * 0.15)),
        download,
        rate: node.rate,
      });
    }
  }
  return rows;
}

export async function insertTraffic(db: Db | Tx, rows: TrafficRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(trafficRecords).values(rows.slice(i, i + BATCH));
  }
}

/** The plan's counters as the node API keeps them: each direction multiplied by the node's rate. */
export function chargedTotals(rows: TrafficRow[]): { upload: number; download: number } {
  return rows.reduce(
    (sum, row) => ({
      upload: sum.upload + Math.floor(row.upload * Number(row.rate)),
      download: sum.download + Math.floor(row.download * Number(row.rate)),
    }),
    { upload: 0, download: 0 },
  );
}
