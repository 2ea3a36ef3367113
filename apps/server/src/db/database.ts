import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { pglitePool } from './pglite-pool';
import type { DB } from './schema';

export type Engine = 'pglite' | 'postgres';

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
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions = { cube, earthdistance, pg_trgm, btree_gist };
  const client = dataDir ? await PGlite.create(dataDir, { extensions }) : await PGlite.create({ extensions });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(client) }) });
  return {
    db,
    engine: 'pglite',
    // exec outside the pool would race with pooled queries; take the connection first.
    execScript: (script) => db.connection().execute(async () => void (await client.exec(script))),
    ping: async () => void (await sql`select 1`.execute(db)),
    close: async () => {
      await db.destroy();
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client erroring (server restart) must not crash the process; health reports it.
  pool.on('error', () => {});
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const nearestFirstPool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: '-c enable_bitmapscan=off',
  });
  nearestFirstPool.on('error', () => {});
  const nearestFirstDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: nearestFirstPool }) });
  return {
    db,
    nearestFirstDb,
    engine: 'postgres',
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
      await Promise.all([db.destroy(), nearestFirstDb.destroy()]);
    },
  };
}
