// Types of postgres.mjs, for the journeys that run a portal on PostgreSQL (TypeScript).
export function benchPostgres(): { url: string | null; reason: string };
