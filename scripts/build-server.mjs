// npm run build:server: the server compiled to plain JavaScript for production (docs/deploy.md,
// docs/decisions/0021), run with `node apps/server/dist/server.js` instead of through tsx.
// esbuild bundles the server's own TypeScript and @forkpoint/shared's into ES modules; every npm
// dependency stays an import of node_modules (native binaries, WASM, oidc-provider's lazy import).
//   node scripts/build-server.mjs [--outdir DIR]     (default apps/server/dist)
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'apps/server');
const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));

/**
 * A source file finds its neighbours through import.meta.url (migrations, partner files, the web
 * build). In a bundle that URL is the bundle's, so each use is rewritten to the URL the source file
 * itself has, relative to the bundle: the layout of the repository (or the image) stays the reference.
 */
const sourceFileUrls = (outdir) => ({
  name: 'source-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
});

/** Builds the server into `outdir`; `plugins` (esbuild's) run before the URL rewrite (bench/ swaps a file). */
export async function buildServer({ outdir = join(serverDir, 'dist'), plugins = [] } = {}) {
  const started = Date.now();
  // Chunk names carry content hashes: without this, every build would leave the last one's chunks behind.
  rmSync(resolve(outdir), { recursive: true, force: true });
  const result = await build({
    entryPoints: {
      server: join(serverDir, 'src/server.ts'),
      'db-cli': join(serverDir, 'src/db-cli.ts'),
      'ingest-cli': join(serverDir, 'src/modules/transactions/ingest-cli.ts'),
      // A production program's first support admin (docs/deploy.md "The first admin").
      'first-admin-cli': join(serverDir, 'src/modules/support/first-admin-cli.ts'),
      // A partner's integration key for its posting-file calls (docs/deploy.md "Partner integration keys").
      'partner-key-cli': join(serverDir, 'src/modules/support/partner-key-cli.ts'),
    },
    outdir: resolve(outdir),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    external: Object.keys(dependencies),
    plugins: [...plugins, sourceFileUrls(resolve(outdir))],
    logLevel: 'warning',
    metafile: true,
  });
  const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  return { outdir: resolve(outdir), kib: Math.round(bytes / 1024), ms: Date.now() - started };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const built = await buildServer(at === -1 ? {} : { outdir: process.argv[at + 1] });
  console.log(`server built into ${relative(root, built.outdir)} (${built.kib} KiB, ${built.ms} ms)`);
}
