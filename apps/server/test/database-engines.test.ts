import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { openTestDatabase, testEngine } from './helper';

// What each engine's handle adds for searches (docs/decisions/0007): on PostgreSQL, statements run
// prepared and nearest-first searches have their own connections with bitmap scans off; PGlite has
// one shared connection and neither.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(async () => database?.close());

describe(`the ${testEngine} database handle`, () => {
  it('runs parameterized statements prepared on PostgreSQL, so a connection plans each one once', async () => {
    const prepared = await database.db.connection().execute(async (connection) => {
      for (let run = 0; run < 2; run += 1)
        await sql`SELECT count(*) FROM merchants WHERE partner_codes @> ARRAY[${'aerovia'}]::text[]`.execute(
          connection,
        );
      const { rows } = await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((row) => row.statement);
    });
    const merchantCounts = prepared.filter((statement) => statement.includes('FROM merchants WHERE partner_codes'));
    expect(merchantCounts).toHaveLength(database.engine === 'postgres' ? 1 : 0);
  });

  it('plans nearest-first searches with bitmap scans off on PostgreSQL only', async () => {
    if (database.engine === 'pglite') {
      expect(database.nearestFirstDb).toBeUndefined();
      return;
    }
    const setting = await sql<{ enable_bitmapscan: string }>`SHOW enable_bitmapscan`.execute(database.nearestFirstDb!);
    const general = await sql<{ enable_bitmapscan: string }>`SHOW enable_bitmapscan`.execute(database.db);
    expect([setting.rows[0]?.enable_bitmapscan, general.rows[0]?.enable_bitmapscan]).toEqual(['off', 'on']);
  });
});
