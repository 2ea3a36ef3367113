// Builds the web app and prints the gzip size of the JavaScript pages load first, against their budgets:
// - home: the entry script and every module it preloads (lazy route chunks are not counted);
// - search: the same, plus the /search route chunk and every chunk it imports statically — what the page
//   runs before its map loads (the map, Leaflet and the US states data are a lazy chunk of their own).
// Usage: npm run bench:bundle [-- --no-build] [-- --dist /path/to/built/app]
// With --dist the build is skipped and that folder is read (e.g. one built with `vite build --outDir`).
// Exits with status 1 when a page is over its budget. npm run bench (bench/run-all.mjs) calls measureBundles().
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

import { isMain } from './server-harness.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Budgets in KiB of gzip (level 9), as the sizes are printed. */
export const PAGES = [
  // 116 since issue 31: the API path objects (see search) left the home page 0.3 KiB under its old budget.
  { name: 'home', budgetKiB: 116, routeChunk: null },
  // The chunk of app/routes/search-route.tsx, which router.tsx loads lazily for /search. 129 since issues 29 and 30:
  // each card decides its featured offer on the restaurant's own clock (rules/earn-decision.ts, 1.8 KiB with the
  // rates), and the shell shows one overlay at a time (lib/overlays.ts) with the join action in a phone's header.
  // 130 since issue 31 (+0.1 KiB): the member, merchant and app API paths are written once, as objects in
  // packages/shared, and the app chunk carries each object whole (a bundler keeps every property of an object).
  { name: 'search', budgetKiB: 130, routeChunk: /^search-route-[\w-]+\.js$/ },
  // The account pages are their own chunks, out of the home page's first load; each is reported (issue 14).
  // 152 since issue 30 (the shell's one-overlay rule and member-kind header, +0.5 KiB in the app chunk); the cash
  // programs' summary loads only where a program pays cash (components/rewards/lazy-cash-rewards-summary.tsx).
  // Each account page +1 since issue 31, for the API path objects (see search).
  { name: 'account overview', budgetKiB: 153, routeChunk: /^account-overview-route-[\w-]+\.js$/ },
  { name: 'reviews & history', budgetKiB: 159, routeChunk: /^recent-activity-route-[\w-]+\.js$/ },
  // 178 since issue 36: the program's card copy (the provider's load failure) is read by the Linked Cards page and,
  // lazily, by the re-enrollment form, so it is a chunk of its own (+0.3 KiB here, -0.3 KiB on every other page).
  { name: 'linked cards', budgetKiB: 178, routeChunk: /^manage-cards-route-[\w-]+\.js$/ },
  { name: 'profile', budgetKiB: 168, routeChunk: /^user-profile-route-[\w-]+\.js$/ },
];

/** A chunk's static imports (`import … from "./x.js"`, `import "./x.js"`); dynamic import() calls are left out. */
function staticImports(dist, file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g)];
  return found.map((m) => posix.normalize(posix.join(posix.dirname(file), m[1])));
}

/** The files and everything they import statically. */
function closure(dist, files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(dist, file));
  }
  return [...seen];
}

function measure(dist, files) {
  let raw = 0;
  let gzip = 0;
  const rows = files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    return `/${file}\t${(bytes.length / 1024).toFixed(1)} KiB\tgzip ${(zipped / 1024).toFixed(1)} KiB`;
  });
  return { rows, raw, gzip };
}

/**
 * The first-load JavaScript of each page of PAGES in the built app at `dist`: answers
 * [{ name, budgetKiB, files, rows, raw, gzip, gzipKiB, within }] (rows: one line per file, as printed).
 */
export function measureBundles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entryScripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1].replace(/^\//, ''));
  const assets = readdirSync(join(dist, 'assets'));
  return PAGES.map((page) => {
    const start = [...entryScripts];
    if (page.routeChunk) {
      const chunk = assets.find((name) => page.routeChunk.test(name));
      if (!chunk) throw new Error(`no chunk matching ${page.routeChunk} in ${dist}/assets`);
      start.push(`assets/${chunk}`);
    }
    const files = closure(dist, start);
    const { rows, raw, gzip } = measure(dist, files);
    const gzipKiB = gzip / 1024;
    return {
      name: page.name,
      budgetKiB: page.budgetKiB,
      files,
      rows,
      raw,
      gzip,
      gzipKiB,
      within: gzipKiB <= page.budgetKiB,
    };
  });
}

if (isMain(import.meta.url)) {
  const distArg = process.argv.indexOf('--dist');
  const distGiven = distArg >= 0 ? process.argv[distArg + 1] : undefined;
  if (distArg >= 0 && !distGiven) throw new Error('--dist needs a folder');
  const dist = distGiven
    ? isAbsolute(distGiven)
      ? distGiven
      : resolve(process.cwd(), distGiven)
    : join(root, 'apps/web/dist');

  if (!distGiven && !process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
    if (build.status !== 0) throw new Error('web build failed');
  }

  for (const page of measureBundles(dist)) {
    const verdict = page.within ? 'within' : 'OVER';
    console.log(`\n${page.name} page`);
    for (const row of page.rows) console.log(row);
    console.log(
      `${page.name} page first-load JavaScript: ${page.files.length} files, ${(page.raw / 1024).toFixed(1)} KiB, gzip ${page.gzipKiB.toFixed(1)} KiB (${verdict} the ${page.budgetKiB} KiB budget)`,
    );
    if (!page.within) process.exitCode = 1;
  }
}
