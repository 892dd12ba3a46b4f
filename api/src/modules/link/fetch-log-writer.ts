// The subscription fetch log, written in batches: a fetch adds its row (with the moment it was served) and
// the rows go to the database in one statement at most a second later, or at once when 100 are waiting.
// An insert per fetch was the larger part of a fetch's cost on the embedded database. The customer's log
// page flushes this process's rows before it reads (services/secrets.ts), and closing the server flushes
// what is left; rows of another process show within its second. A crash loses at most that second of log.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { subscribeFetchLogs } from '../../db/schema';

type FetchLogRow = typeof subscribeFetchLogs.$inferInsert;

export interface FetchLogWriter {
  add(row: FetchLogRow): void;
  /** Writes every row added so far; resolves when they are stored (or their failure was logged). */
  flush(): Promise<void>;
}

export function createFetchLogWriter(
  db: Db,
  log: FastifyBaseLogger,
  options: { flushAfterMs?: number; maxWaiting?: number } = {},
): FetchLogWriter {
  const flushAfterMs = options.flushAfterMs ?? 1000;
  const maxWaiting = options.maxWaiting ?? 100;
  let waiting: FetchLogRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = waiting;
    waiting = [];
    if (rows.length > 0) {
      // One write at a time, in order: a flush resolves after every row added before it is stored.
      writing = writing.then(async () => {
        try {
          await db.insert(subscribeFetchLogs).values(rows);
        } catch (error) {
          log.error({ err: error, rows: rows.length }, 'subscription fetch log rows were not stored');
        }
      });
    }
    return writing;
  }

  return {
    add(row) {
      waiting.push(row);
      if (waiting.length >= maxWaiting) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), flushAfterMs);
        timer.unref();
      }
    },
    flush,
  };
}
