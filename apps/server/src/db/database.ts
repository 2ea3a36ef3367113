import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import { pglitePool } from './pglite-pool';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

/** A connection pool's connections now (GET /metrics): open, idle, and callers waiting for one. */
export interface PoolStats {
  /** Which pool: `main`, or `nearest_first` (the searches' pool, PostgreSQL only). */
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}

/** The one handle the app holds on its database, whichever engine is behind it. */
export interface Database {
  db: Kysely<DB>;
  /**
   * Connections whose planner never picks bitmap scans, for nearest-first searches (decision 0007):
   * one round trip instead of BEGIN / SET LOCAL / query / COMMIT. Absent on PGlite, whose one
   * connection is shared, so searches there set the option inside a transaction.
   */
  nearestFirstDb?: Kysely<DB>;
  engine: Engine;
  /** Runs a multi-statement SQL script (migrations); no parameters. */
  execScript(script: string): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pools' connections (PGlite: its one connection, in use or not, and the callers queued for it). */
  poolStats(): PoolStats[];
  /** Calls `listener` with every query that fails (Kysely's error log); answers the function that stops it. */
  onQueryError(listener: (error: unknown) => void): () => void;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (the tests' seeded templates). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this dump instead of an empty cluster (tests clone a migrated, seeded template). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL reached through a pooler in transaction mode (PgBouncer; DATABASE_TRANSACTION_POOLER): a
   * connection is the client's for one transaction only, so no named prepared statements (the next
   * statement may land on a server connection that lacks them) and no startup options (PgBouncer refuses
   * them); searches then set their planner option inside a transaction, as on PGlite.
   */
  transactionPooler?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.transactionPooler ?? false)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { cube, earthdistance, pg_trgm, btree_gist };
  const options = { extensions, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const queryErrors = queryErrorListeners();
  const pool = pglitePool(client);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryErrors.log });
  return {
    db,
    engine: 'pglite',
    poolStats: () => [{ pool: 'main', ...pool.stats() }],
    onQueryError: queryErrors.on,
    // exec outside the pool would race with pooled queries; take the connection first.
    execScript: (script) => db.connection().execute(async () => void (await client.exec(script))),
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      await db.destroy();
      await client.close();
    },
    dump: () => db.connection().execute(async () => client.dumpDataDir('none')),
  };
}

/** How many distinct statements are kept prepared; past this, statements run unnamed (planned each time). */
const MAX_PREPARED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

/**
 * Runs each parameterized statement as a named prepared statement, so every connection plans it once
 * and then reuses the plan: planning a search took 0.4-0.9 ms of its 1-2 ms database time
 * (docs/decisions/0007). The SQL comes from Kysely, so the set of distinct texts is small and bounded.
 */
function preparingStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
    (client as unknown as { query: typeof query }).query = (config, values) => {
      if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0) return query(config, values);
      let name = statementNames.get(config);
      if (!name && statementNames.size < MAX_PREPARED_STATEMENTS) {
        name = `fp_${statementNames.size}`;
        statementNames.set(config, name);
      }
      return name ? query({ name, text: config, values }) : query(config, values);
    };
  });
  return pool;
}

/**
 * A connection that drops (a restarted or failed-over server, pg_terminate_backend) emits 'error' on its
 * client, checked out or idle; an 'error' with no listener would end the process. The pool's own
 * 'error' covers idle clients only, so every client gets a listener as it connects. Nothing is lost by
 * ignoring the event: a query in flight rejects with the same error (the request answers 503, see
 * lib/database-errors.ts), and the pool discards the broken client when it is released.
 */
function survivingDroppedConnections(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPostgres(url: string, transactionPooler: boolean): Promise<Database> {
  const prepared = (pool: pg.Pool) => (transactionPooler ? pool : preparingStatements(pool));
  const pool = survivingDroppedConnections(
    prepared(new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })),
  );
  const queryErrors = queryErrorListeners();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryErrors.log });
  const nearestFirstPool = transactionPooler
    ? undefined
    : survivingDroppedConnections(
        preparingStatements(
          new pg.Pool({
            connectionString: url,
            max: 10,
            connectionTimeoutMillis: 5000,
            options: '-c enable_bitmapscan=off',
          }),
        ),
      );
  const nearestFirstDb = nearestFirstPool
    ? new Kysely<DB>({ dialect: new PostgresDialect({ pool: nearestFirstPool }), log: queryErrors.log })
    : undefined;
  const statsOf = (name: string, of: pg.Pool): PoolStats => ({
    pool: name,
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
  });
  return {
    db,
    ...(nearestFirstDb ? { nearestFirstDb } : {}),
    engine: 'postgres',
    poolStats: () => [statsOf('main', pool), ...(nearestFirstPool ? [statsOf('nearest_first', nearestFirstPool)] : [])],
    onQueryError: queryErrors.on,
    execScript: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } finally {
        client.release();
      }
    },
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      await Promise.all([db.destroy(), nearestFirstDb?.destroy()]);
    },
  };
}

/**
 * Kysely's log, passed to each Kysely instance, handing failed queries to whoever listens (the metrics). Built
 * with the database, before any app, so the app subscribes later and unsubscribes when it closes.
 */
function queryErrorListeners() {
  const listeners = new Set<(error: unknown) => void>();
  return {
    log(event: LogEvent) {
      if (event.level !== 'error') return;
      for (const listener of listeners) listener(event.error);
    },
    on(listener: (error: unknown) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
