// Builds the web app and prints the gzip size of the JavaScript the home page loads first:
// the entry script and every module it preloads (lazy route chunks are not counted).
// Usage: npm run bench:bundle [-- --no-build]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('web build failed');
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
]
  .map((m) => m[1])
  .filter((src, i, all) => all.indexOf(src) === i);

let raw = 0;
let gzip = 0;
for (const src of scripts) {
  const bytes = readFileSync(join(dist, src.replace(/^\//, '')));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(`${src}\t${(bytes.length / 1024).toFixed(1)} KiB\tgzip ${(zipped / 1024).toFixed(1)} KiB`);
}
console.log(
  `home page first-load JavaScript: ${scripts.length} files, ${(raw / 1024).toFixed(1)} KiB, gzip ${(gzip / 1024).toFixed(1)} KiB`,
);
