/**
 * The server's module boundaries (issue 31; docs/decisions/0032-server-module-boundaries.md), checked by
 * `npm run validate` (scripts/validate.mjs) with dependency-cruiser. Layers, lowest first:
 *   config, lib, db, plugins   — infrastructure: know nothing of any feature
 *   modules/<name>             — one feature each; may use other modules, never in a circle
 *   stand-ins/<name>           — what stands in for the world outside a real program: the demo seed, the staging
 *                                tools that reset it, the local sign-in and reservation providers, the drawn
 *                                pictures and the ordering stand-in. They build on the product, never under it
 *   app.ts, bootstrap.ts, server.ts, db-cli.ts — composition: wire everything together
 * The web ↔ server guard is here too, because ESLint's pattern check misses relative paths.
 */
const SERVER = '^apps/server/src';

module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment:
        'Server modules may depend on each other in one direction only: a circle means neither can be read, ' +
        'tested or moved alone. Move the shared piece into the lower module (or lib/db), or let app.ts wire both.',
      scope: 'folder',
      from: { path: `${SERVER}/(modules|stand-ins)/[^/]+/?$` },
      to: { path: `${SERVER}/(modules|stand-ins)/[^/]+/?$`, circular: true },
    },
    {
      name: 'no-upward-import',
      severity: 'error',
      comment:
        'config, lib, db and plugins sit under every feature: they may not import a module, a stand-in or the ' +
        'composition files. Move what they need down into lib/ or db/, or pass it in from app.ts.',
      from: { path: `${SERVER}/(config|lib|db|plugins)/` },
      to: { path: `${SERVER}/(modules|stand-ins)/|${SERVER}/(app|bootstrap|server|db-cli)\\.ts$` },
    },
    {
      name: 'product-apart-from-stand-ins',
      severity: 'error',
      comment:
        'The product never depends on a stand-in: a real program runs without the demo seed, the staging tools, ' +
        "the local sign-in provider (the partner's own replaces it), the local reservation provider, the drawn " +
        'pictures and the ordering stand-in. Only the composition files (app.ts, bootstrap.ts, server.ts, ' +
        'db-cli.ts) wire them in, and stand-ins may use each other. A product file that needs one takes it as an ' +
        'argument or an interface from app.ts.',
      from: { path: `${SERVER}/(config|lib|db|plugins|modules)/` },
      to: { path: `${SERVER}/stand-ins/` },
    },
    {
      name: 'no-module-on-composition',
      severity: 'error',
      comment:
        'A module or stand-in never imports the app that wires it (app.ts, bootstrap.ts, server.ts): that is a circle.',
      from: { path: `${SERVER}/(modules|stand-ins)/` },
      to: { path: `${SERVER}/(app|server|db-cli)\\.ts$` },
    },
    {
      name: 'fastify-in-the-http-layer',
      severity: 'error',
      comment:
        'Only the HTTP layer knows Fastify: routes.ts and files named *-routes, *-plugin, *-guard or *-http, ' +
        'lib/http/ (plugins/ and the composition files too). A service takes plain arguments ({ db, actor, partner, input, ' +
        'now }) so it can be called from a route, a CLI, a job or a test alike: pass it what the request holds.',
      from: {
        path: `${SERVER}/(modules|lib|db|stand-ins)/`,
        // lib/http/ holds the HTTP layer's shared helpers (route options, the logger's setup, rate-limit stores).
        pathNot: [`(/routes|/plugin|-routes|-plugin|-guard|-http)\\.ts$`, `${SERVER}/lib/http/`],
      },
      to: { path: '^node_modules/(fastify|fastify-plugin|fastify-type-provider-zod|@fastify/[^/]+)/' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      comment: 'The web app and the server share code only through @forkpoint/shared (packages/shared).',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      comment: 'The server and the web app share code only through @forkpoint/shared (packages/shared).',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'packages/shared is read by both apps and imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/|\\.test\\.tsx?$|/test/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
