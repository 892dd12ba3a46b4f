// The customer's service row: created on first use (every customer has one), read, secrets replaced.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userServices } from '../../db/schema';
import { randomPassword } from '../../lib/random';

export type ServiceRow = typeof userServices.$inferSelect;

/** A subscription token: 32 url-safe characters (192 random bits). */
export function newLinkToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export function newSecrets() {
  return { ssPassword: randomPassword(), ssUuid: crypto.randomUUID() };
}

/** The customer's service, created (level 0, no traffic) when they have none yet. */
export async function ensureService(db: Db | Tx, userId: number): Promise<ServiceRow> {
  const [existing] = await db.select().from(userServices).where(eq(userServices.userId, userId)).limit(1);
  if (existing) return existing;
  await db
    .insert(userServices)
    .values({
      userId,
      linkToken: newLinkToken(),
      ...newSecrets(),
      port: crypto.randomInt(10_000, 60_000),
      otherEmbyUuid: crypto.randomUUID(),
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(userServices).where(eq(userServices.userId, userId)).limit(1);
  if (!created) throw new Error('The service row was not stored');
  return created;
}
