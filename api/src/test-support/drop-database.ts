// Drops a PostgreSQL database a test or a bench run made for itself. WITH (FORCE) ends the connections
// still open on it, but PostgreSQL refuses the whole statement (42501) when one of them belongs to a role
// this one may not signal — an autovacuum worker busy on the fresh database, on a loaded machine. Then:
// end this role's own connections, and DROP DATABASE without FORCE, which cancels autovacuum by itself,
// retried while the ended connections go away (each try itself waits up to 5 s for them).
import pg from 'pg';

const INSUFFICIENT_PRIVILEGE = '42501';
const OBJECT_IN_USE = '55006';

function codeOf(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}

export async function dropDatabase(adminUrl: string, name: string, options: { attempts?: number } = {}): Promise<void> {
  const attempts = options.attempts ?? 6;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if (codeOf(error) !== INSUFFICIENT_PRIVILEGE) throw error;
    }
    for (let attempt = 1; ; attempt += 1) {
      await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and usename = current_user and pid <> pg_backend_pid()`,
        [name],
      );
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        if (codeOf(error) !== OBJECT_IN_USE || attempt >= attempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await client.end();
  }
}
