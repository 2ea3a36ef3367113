// Lighthouse (mobile preset, simulated throttling) on the production web build, served by the real server
// over loopback from a throw-away embedded database: /, /search, /login and /account/overview (signed in as
// the README's demo card member). Prints the four category scores, FCP, LCP, TBT and CLS as the median of
// --runs runs per route, and each route's failing audits. Timings are reported, not asserted.
// Usage: npm run bench:lighthouse [-- --dist DIR] [-- --runs 3] [-- --routes /,/search] [-- --json FILE]
//        [-- --reports DIR] [-- --partner CODE]
// Without --dist the web app is built into a temporary folder first. Chromium: CHROME_PATH or /usr/bin/chromium.
// npm run bench (bench/run-all.mjs) calls lighthouseBench() for its table.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { pwaChecks } from './pwa-checks.mjs';
import { freePort, isMain, signIn, waitForHealth } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// A route is signed in when its path is under /account (the demo card member of the README).
const signedIn = (route) => route.startsWith('/account');

/** Builds the web app into `outDir` (production build, as the server serves it). */
export function buildWebApp(outDir) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: join(root, 'apps/web'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('web build failed');
}

/** One Lighthouse run; a run whose trace failed (Chrome's NO_NAVSTART and the like) is tried again, twice. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What an audit found, briefly: the first few items of its table (console errors, issues, elements). */
function detailsOf(audit) {
  const items = audit.details?.items ?? [];
  const said = items.slice(0, 3).map((item) => {
    const text = item.description ?? item.issueType ?? item.node?.snippet ?? item.url ?? item.source?.url ?? '';
    return String(text).replace(/\s+/g, ' ').slice(0, 140);
  });
  return said.filter(Boolean).length ? ` — ${said.filter(Boolean).join(' | ')}` : '';
}

/** The audits that failed (a score below 0.9, as Lighthouse's report marks them), with their short value. */
function failingAudits(lhr) {
  const failed = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 && audit.scoreDisplayMode !== 'binary') continue;
      if (audit.score === null || audit.score >= 0.9) continue;
      failed.push(`${id}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}${detailsOf(audit)}`);
    }
  }
  return failed;
}

/**
 * Lighthouse on `routes` of the built app at `dist` (built into a temporary folder when absent), served by the
 * real server from a throw-away embedded database: `runs` runs per route, then the installable-app checks.
 * Answers { version, runs, load, results: [{ route, performance, accessibility, bestPractices, seo, fcpMs,
 * lcpMs, tbtMs, cls, mainThreadMs, failing }], pwa }. Progress goes to stderr.
 */
export async function lighthouseBench({
  dist,
  runs = 3,
  routes = ['/', '/search', '/login', '/account/overview'],
  partner = 'aerovia',
  reportsDir,
} = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'forkpoint-lighthouse-'));
  if (!dist) {
    dist = join(scratch, 'dist');
    console.error('building the web app…');
    buildWebApp(dist);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The embedded database in the scratch folder, whatever DATABASE_URL the shell holds.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_DIR: dist,
      DEFAULT_PARTNER: partner,
      LOG_LEVEL: 'warn',
      // Every run comes from one address: the per-address limits would throttle the benchmark, not a person.
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
    },
  });
  let chrome;
  const cleanUp = () => {
    server.kill('SIGTERM');
    chrome?.kill();
  };
  const interrupted = () => {
    cleanUp();
    process.exit(130);
  };
  process.on('SIGINT', interrupted);
  try {
    await waitForHealth(base, server);
    const cookies = await signIn(base, partner);
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    // Lighthouse clears caches, storage and service workers before each run, but not cookies: set them here.
    const cdp = await browser.target().createCDPSession();

    const results = [];
    let version = '';
    const loadBefore = loadavg()[0];
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        await cdp.send('Storage.clearCookies');
        if (signedIn(route)) await cdp.send('Storage.setCookies', { cookies });
        const lhr = await audit(`${base}${route}`, chrome.port);
        if (signedIn(route) && new URL(lhr.finalDisplayedUrl).pathname !== route) {
          throw new Error(`${route} ended at ${lhr.finalDisplayedUrl}: the member was not signed in`);
        }
        samples.push(lhr);
        version = lhr.lighthouseVersion;
        console.error(`${route} run ${i + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}`);
      }
      const score = (id) => median(samples.map((s) => Math.round(s.categories[id].score * 100)));
      const metric = (id) => median(samples.map((s) => s.audits[id].numericValue));
      // The failing audits of the run whose performance is the median, so they match the printed numbers.
      const byPerformance = [...samples].sort(
        (a, b) => a.categories.performance.score - b.categories.performance.score,
      );
      const middle = byPerformance[Math.floor(byPerformance.length / 2)];
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const slug = route.replace(/^\//, '').replace(/\//g, '-') || 'home';
        writeFileSync(join(reportsDir, `${slug}.json`), JSON.stringify(middle));
      }
      results.push({
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
        mainThreadMs: Math.round(metric('mainthread-work-breakdown')),
        failing: failingAudits(middle),
      });
    }
    await cdp.send('Storage.clearCookies');
    const pwa = await pwaChecks(browser, base);
    await browser.disconnect();
    const load = `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after`;
    return { version, runs, load, results, pwa };
  } finally {
    process.off('SIGINT', interrupted);
    cleanUp();
    // The scratch folder holds the server's database: remove it once the server has stopped writing to it.
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise((r) => {
        const timer = setTimeout(r, 10_000);
        server.once('exit', () => r(clearTimeout(timer)));
      });
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    if (at < 0) return fallback;
    const value = process.argv[at + 1];
    if (!value || value.startsWith('--')) throw new Error(`--${name} needs a value`);
    return value;
  };
  const dist = option('dist', undefined);
  const jsonOut = option('json', undefined);
  const { version, runs, load, results, pwa } = await lighthouseBench({
    dist: dist && resolve(process.cwd(), dist),
    runs: Number(option('runs', '3')),
    routes: option('routes', '/,/search,/login,/account/overview').split(','),
    partner: option('partner', 'aerovia'),
    // Each route's median run as a Lighthouse JSON report (open with https://googlechrome.github.io/lighthouse/viewer/).
    reportsDir: option('reports', undefined),
  });
  console.log(`Lighthouse ${version}, mobile preset, median of ${runs} run(s); ${load}`);
  console.log('| route | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | main thread |');
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const r of results) {
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${s(r.fcpMs)} | ${s(r.lcpMs)} | ${r.tbtMs} ms | ${r.cls} | ${s(r.mainThreadMs)} |`,
    );
  }
  for (const r of results) {
    console.log(`\n${r.route} failing audits:${r.failing.length ? '' : ' none'}`);
    for (const f of r.failing) console.log(`  - ${f}`);
  }
  console.log("\nInstallable app (issue 17; Chrome's checks, as Lighthouse 11's PWA category made them):");
  for (const { check, ok, detail } of pwa)
    console.log(`  ${ok ? 'pass' : 'FAIL'}  ${check}${detail ? ` — ${detail}` : ''}`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ runs, load, results, pwa }, null, 2));
}
