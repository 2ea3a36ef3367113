import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/stand-ins/seed/seed';
import { loadPartnerFiles, PARTNERS_DIR } from '../src/modules/partners/partner-files';
import { SUITE_CAPTURE_ENV } from './suite-capture';

/**
 * Test databases start from a template built once per Vitest run instead of being migrated and
 * seeded anew for every test app: opening an empty PGlite runs initdb (seconds of WASM), migrating and
 * seeding 19 partners takes seconds more, and a run builds a hundred apps. A template is either just
 * migrated or migrated and seeded with the real partners and no merchants (what most tests ask for);
 * any other set-up is built as before. The templates live in the run's capture folder (PGlite dumps)
 * or as databases named after it (PostgreSQL, dropped by the global setup's teardown).
 */
export type TemplateKind = 'migrated' | 'seeded';

const runId = () => {
  const dir = process.env[SUITE_CAPTURE_ENV];
  return dir && existsSync(dir) ? dir : undefined;
};

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>, kind: TemplateKind) {
  await migrate(database);
  if (kind === 'seeded') await seed(database.db, loadPartnerFiles(PARTNERS_DIR), { merchants: 0 });
}

/** The PGlite template's dump, built by the first worker that needs it; undefined outside a suite run. */
export async function pgliteTemplate(kind: TemplateKind): Promise<Blob | undefined> {
  const dir = runId();
  if (!dir) return undefined;
  const file = join(dir, `template-${kind}.tar`);
  if (!existsSync(file)) {
    // Two workers may build it at once: each writes its own file and renames it into place, atomically.
    const database = await openDatabase({});
    await prepare(database, kind);
    const dump = await database.dump!();
    await database.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Names of this run's PostgreSQL templates (lower case, as PostgreSQL folds them). */
export function postgresTemplateName(kind: TemplateKind, dir = runId()): string | undefined {
  return dir
    ? `fp_tpl_${kind}_${basename(dir)
        .replace(/[^a-z0-9]/gi, '')
        .toLowerCase()}`
    : undefined;
}

/** The PostgreSQL template database, built under an advisory lock by the first worker that needs it. */
export async function postgresTemplate(adminUrl: string, kind: TemplateKind): Promise<string | undefined> {
  const name = postgresTemplateName(kind);
  if (!name) return undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await prepare(database, kind);
      } finally {
        await database.close();
      }
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await admin.end();
  }
}

/** Drops this run's PostgreSQL templates (the global setup's teardown). */
export async function dropPostgresTemplates(adminUrl: string, dir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const kind of ['migrated', 'seeded'] as const) {
      await admin.query(`DROP DATABASE IF EXISTS ${postgresTemplateName(kind, dir)} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}
