// Pure rules of the overview: how long open tickets have waited for staff, in the buckets it shows.
const HOUR_MS = 3600 * 1000;

export function waitingBuckets(since: readonly Date[], now: Date) {
  const ages = since.map((at) => now.getTime() - at.getTime());
  const oldest = since.reduce<Date | null>((first, at) => (first === null || at < first ? at : first), null);
  return {
    waiting: since.length,
    waiting_under_1h: ages.filter((age) => age < HOUR_MS).length,
    waiting_1h_to_24h: ages.filter((age) => age >= HOUR_MS && age < 24 * HOUR_MS).length,
    waiting_over_24h: ages.filter((age) => age >= 24 * HOUR_MS).length,
    oldest_waiting_since: oldest?.toISOString() ?? null,
  };
}
