// @cap.js/server with its challenges and tokens kept in the database (its storage hooks), so
// several API processes share them.
import Cap from '@cap.js/server';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { capChallenges, capTokens } from '../../db/schema';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGQUIT', 'beforeExit'] as const;
type Listener = (...args: unknown[]) => void;
const listenersOf = (event: string) => (process.listeners as (event: string) => Listener[])(event);

export function createCap(db: Db): Cap {
  // Cap's constructor installs SIGINT/SIGTERM handlers that call process.exit(); the server shuts
  // down gracefully on its own (and the database holds Cap's state), so those handlers are removed.
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(listenersOf(signal))]));
  const cap = new Cap({
    noFSState: true,
    storage: {
      challenges: {
        store: async (token, data) => {
          await db.insert(capChallenges).values({ token, data, expiresMs: data.expires });
        },
        read: async (token) => {
          const [row] = await db.select().from(capChallenges).where(eq(capChallenges.token, token)).limit(1);
          return row ? row.data : null;
        },
        delete: async (token) => {
          await db.delete(capChallenges).where(eq(capChallenges.token, token));
        },
        deleteExpired: async () => {
          await db.delete(capChallenges).where(lt(capChallenges.expiresMs, Date.now()));
        },
      },
      tokens: {
        store: async (tokenKey, expires) => {
          await db.insert(capTokens).values({ tokenKey, expiresMs: expires });
        },
        get: async (tokenKey) => {
          const [row] = await db.select().from(capTokens).where(eq(capTokens.tokenKey, tokenKey)).limit(1);
          return row ? row.expiresMs : null;
        },
        delete: async (tokenKey) => {
          await db.delete(capTokens).where(eq(capTokens.tokenKey, tokenKey));
        },
        deleteExpired: async () => {
          await db.delete(capTokens).where(lt(capTokens.expiresMs, Date.now()));
        },
      },
    },
  });
  for (const signal of SIGNALS) {
    for (const listener of listenersOf(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return cap;
}
