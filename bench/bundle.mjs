// Builds the web app and prints the gzip size of the JavaScript pages load first, against their budgets:
// - home: the entry script and every module it preloads (lazy route chunks are not counted);
// - search: the same, plus the /search route chunk and every chunk it imports statically — what the page
//   runs before its map loads (the map, Leaflet and the US states data are a lazy chunk of their own).
// Usage: npm run bench:bundle [-- --no-build] [-- --dist /path/to/built/app]
// With --dist the build is skipped and that folder is read (e.g. one built with `vite build --outDir`).
// Exits with status 1 when a page is over its budget.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
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

/** Budgets in KiB of gzip (level 9), as the sizes are printed. */
const PAGES = [
  { name: 'home', budgetKiB: 120, routeChunk: null },
  // The chunk of app/routes/search-route.tsx, which router.tsx loads lazily for /search.
  { name: 'search', budgetKiB: 132, routeChunk: /^search-route-[\w-]+\.js$/ },
  // The account pages are their own chunks, out of the home page's first load; each is reported (issue 14).
  { name: 'account overview', budgetKiB: 155, routeChunk: /^account-overview-route-[\w-]+\.js$/ },
  { name: 'reviews & history', budgetKiB: 163, routeChunk: /^recent-activity-route-[\w-]+\.js$/ },
  { name: 'linked cards', budgetKiB: 185, routeChunk: /^manage-cards-route-[\w-]+\.js$/ },
  { name: 'profile', budgetKiB: 175, routeChunk: /^user-profile-route-[\w-]+\.js$/ },
];

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryScripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1].replace(/^\//, ''));

/** A chunk's static imports (`import … from "./x.js"`, `import "./x.js"`); dynamic import() calls are left out. */
function staticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = [...code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g)];
  return found.map((m) => posix.normalize(posix.join(posix.dirname(file), m[1])));
}

/** The files and everything they import statically. */
function closure(files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return [...seen];
}

function measure(files) {
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

const assets = readdirSync(join(dist, 'assets'));
let over = false;
for (const page of PAGES) {
  const start = [...entryScripts];
  if (page.routeChunk) {
    const chunk = assets.find((name) => page.routeChunk.test(name));
    if (!chunk) throw new Error(`no chunk matching ${page.routeChunk} in ${dist}/assets`);
    start.push(`assets/${chunk}`);
  }
  const files = closure(start);
  const { rows, raw, gzip } = measure(files);
  const kib = gzip / 1024;
  const verdict = kib <= page.budgetKiB ? 'within' : 'OVER';
  if (kib > page.budgetKiB) over = true;
  console.log(`\n${page.name} page`);
  for (const row of rows) console.log(row);
  console.log(
    `${page.name} page first-load JavaScript: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB, gzip ${kib.toFixed(1)} KiB (${verdict} the ${page.budgetKiB} KiB budget)`,
  );
}
if (over) process.exitCode = 1;
