import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * Makes a PGlite instance look like a `pg` pool so Kysely's own PostgresDialect drives
 * both engines through one code path (see docs/decisions/0002-database-engines.md).
 *
 * PGlite is a single connection. A transaction issues BEGIN … COMMIT on the connection it
 * holds, so the pool hands the connection to one holder at a time: other queries wait.
 */
/** The one connection's use now: held or not, and how many callers wait for it (GET /metrics). */
export interface PglitePoolStats {
  total: 1;
  idle: 0 | 1;
  waiting: number;
}

export function pglitePool(pg: PGlite): PostgresPool & { stats(): PglitePoolStats } {
  let queue: Promise<void> = Promise.resolve();
  /** Callers that asked for the connection and have not released it: the holder and those queued behind it. */
  let claimed = 0;

  return {
    stats: () => ({ total: 1, idle: claimed === 0 ? 1 : 0, waiting: Math.max(0, claimed - 1) }),
    async connect(): Promise<PostgresPoolClient> {
      claimed += 1;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => released);
      await previous;
      let done = false;
      const query = async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
        const result = await pg.query<R>(sql, parameters as unknown[]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      };
      return {
        // Kysely only calls the (sql, parameters) form; streaming cursors are not offered.
        query: query as PostgresPoolClient['query'],
        release() {
          if (done) return;
          done = true;
          claimed -= 1;
          release();
        },
      };
    },
    async end() {
      await queue;
    },
  };
}

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase();
  const known: Command[] = ['INSERT', 'UPDATE', 'DELETE', 'SELECT', 'MERGE'];
  return (known as string[]).includes(word ?? '') ? (word as Command) : 'SELECT';
}
