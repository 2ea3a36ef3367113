// npm run bench: issue 19's performance suite in one command and one table (docs/performance.md "npm run bench").
// Runs, on PostgreSQL (throw-away databases on --admin-url, dropped after):
//   search     merchant search at 100,000 and 1,000,000 restaurants, concurrency 10 and 50, beside /api/health
//              (bench/search.mjs);
//   traffic    search under varied traffic at 1,000,000 restaurants, every request a different place and query, page
//              cache off, per search kind and the mix, concurrency 10 and 50 (bench/search-traffic-bench.mjs);
//   account    GET /api/Member, the transactions page and the dine summary for a member with 2,000 purchases
//              posted through the signed feed (bench/account.mjs);
//   ingest     feed ingestion of 1,000,000 rows beside a plain COPY (bench/ingest.mjs);
//   catalog    the catalog import of 100,000 locations beside a plain COPY, and its idempotent re-post
//              (bench/catalog-import.mjs);
//   bundle     first-load JavaScript per page, gzip, against the targets and the budgets (bench/bundle.mjs);
//   lighthouse Lighthouse on /, /search, /login, /account/overview (bench/lighthouse.mjs; embedded database);
//   scale      the three-instance test (apps/server/test/scale; needs Redis on 127.0.0.1:6379), pass or fail.
// and prints one table: each figure, its reference from the same run, its target and whether it is met.
// Timings are reported, never asserted: the exit status is 0 whatever the numbers (1 only when a section
// could not run). Each bench's own output goes to stderr; the table to stdout.
//
// Usage: npm run bench [-- --quick] [-- --only search,traffic,account,ingest,catalog,bundle,lighthouse,scale] [-- --json FILE]
//        [-- --duration 10] [-- --admin-url postgres://postgres@127.0.0.1:5432/postgres]
// --quick: 100,000 restaurants only (the traffic too), concurrency 10, 5 s per target, one Lighthouse run, 100,000 feed rows,
// 10,000 catalog locations.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { accountBench } from './account.mjs';
import { measureBundles } from './bundle.mjs';
import { ingestBench } from './ingest.mjs';
import { catalogImportBench, catalogImportRows } from './catalog-import.mjs';
import { buildWebApp, lighthouseBench } from './lighthouse.mjs';
import {
  accountRows,
  bundleRows,
  errorRows,
  ingestRows,
  lighthouseRows,
  renderTable,
  scaleRows,
  searchRows,
  summarize,
  trafficRows,
} from './report.mjs';
import { searchBench } from './search.mjs';
import { searchTrafficBench } from './search-traffic-bench.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECTIONS = ['search', 'traffic', 'account', 'ingest', 'catalog', 'bundle', 'lighthouse', 'scale'];

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    duration: { type: 'string' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const only = values.only ? values.only.split(',').map((s) => s.trim()) : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length) throw new Error(`--only: unknown ${unknown.join(', ')}; choose from ${SECTIONS.join(',')}`);
const quick = values.quick;
const adminUrl = values['admin-url'];
const plan = {
  merchants: quick ? [100_000] : [100_000, 1_000_000],
  connections: quick ? [10] : [10, 50],
  duration: Number(values.duration ?? (quick ? 5 : 10)),
  lighthouseRuns: quick ? 1 : 3,
  ingestRows: quick ? 100_000 : 1_000_000,
  catalogRows: quick ? 10_000 : 100_000,
};
if (!Number.isFinite(plan.duration) || plan.duration <= 0) throw new Error('--duration takes seconds');

// The benches' own lines go to stderr, so stdout is the table alone.
const log = (line) => console.error(line);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The three-instance test through Vitest's server-postgres project; its counts from Vitest's JSON report. */
function scaleTest() {
  const dir = mkdtempSync(join(tmpdir(), 'forkpoint-bench-scale-'));
  try {
    const report = join(dir, 'vitest.json');
    const started = Date.now();
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'server-postgres',
        'apps/server/test/scale/three-instances.test.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, stdio: ['ignore', 2, 2], env: { ...process.env, TEST_DATABASE_URL: adminUrl } },
    );
    const durationMs = Date.now() - started;
    let json;
    try {
      json = JSON.parse(readFileSync(report, 'utf8'));
    } catch {
      throw new Error(`vitest exited with ${run.status} and wrote no report`);
    }
    // A failed beforeAll fails the file and skips its tests: its message is the reason to show.
    const fileFailure = json.testResults.find((file) => file.status === 'failed' && file.message)?.message;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      failedFiles: json.numFailedTestSuites,
      message: fileFailure ? fileFailure.split('\n')[0] : '',
      durationMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const startedAt = new Date();
const loadAtStart = loadAverage();
log(
  `npm run bench${quick ? ' --quick' : ''}: ${only.join(', ')}; load average ${loadAtStart} on ${availableParallelism()} cores`,
);
const results = {};
const rows = [];
/** Runs one section; a section that fails is a row saying so, and the others still run. */
async function section(name, run, toRows) {
  if (!only.includes(name)) return;
  log(`\n=== ${name}`);
  try {
    results[name] = await run();
    rows.push(...toRows(results[name]));
  } catch (error) {
    log(error?.stack ?? String(error));
    results[name] = { error: String(error?.message ?? error) };
    rows.push(...errorRows(name, error));
  }
}

await section(
  'search',
  async () => {
    const sizes = [];
    for (const merchants of plan.merchants) {
      sizes.push(
        await searchBench({
          merchants,
          duration: plan.duration,
          connectionsList: plan.connections,
          adminUrl,
          explain: false,
          log,
        }),
      );
    }
    return sizes;
  },
  searchRows,
);
await section(
  'traffic',
  () =>
    searchTrafficBench({
      merchants: plan.merchants.at(-1),
      duration: plan.duration,
      connectionsList: plan.connections,
      adminUrl,
      log,
    }),
  trafficRows,
);
await section(
  'account',
  () => accountBench({ transactions: 2000, duration: plan.duration, connections: 10, adminUrl, log }),
  accountRows,
);
await section('ingest', () => ingestBench({ rows: plan.ingestRows, adminUrl, log }), ingestRows);
await section('catalog', () => catalogImportBench({ rows: plan.catalogRows, adminUrl, log }), catalogImportRows);

// One production build of the web app for the bundle sizes and Lighthouse, in a folder of this run.
const needsBuild = only.includes('bundle') || only.includes('lighthouse');
const webDir = needsBuild ? mkdtempSync(join(tmpdir(), 'forkpoint-bench-web-')) : null;
try {
  let built = null;
  const build = () => {
    if (built) return built;
    log('building the web app…');
    buildWebApp(join(webDir, 'dist'));
    return (built = join(webDir, 'dist'));
  };
  await section('bundle', () => measureBundles(build()), bundleRows);
  await section('lighthouse', () => lighthouseBench({ dist: build(), runs: plan.lighthouseRuns }), lighthouseRows);
} finally {
  if (webDir) rmSync(webDir, { recursive: true, force: true });
}
await section('scale', async () => scaleTest(), scaleRows);

const loadAtEnd = loadAverage();
const finishedAt = new Date();
const minutes = ((finishedAt - startedAt) / 60_000).toFixed(1);
console.log(
  `\nnpm run bench${quick ? ' --quick' : ''} — ${startedAt.toISOString()}, ${minutes} min; ` +
    `load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAtEnd} at the end, ${availableParallelism()} cores\n`,
);
console.log(renderTable(rows));
console.log(`\n${summarize(rows)}. Timings are reported, not asserted.`);
if (values.json) {
  writeFileSync(
    values.json,
    JSON.stringify(
      {
        startedAt,
        finishedAt,
        quick,
        plan,
        sections: only,
        loadAverage: { start: loadAtStart, end: loadAtEnd },
        results,
        rows,
      },
      null,
      2,
    ),
  );
}
if (rows.some((r) => r.verdict === 'error')) process.exitCode = 1;
