/**
 * The server's module boundaries (issue 31; docs/decisions/0032-server-module-boundaries.md), checked by
 * `npm run validate` (scripts/validate.mjs) with dependency-cruiser. Layers, lowest first:
 *   config, lib, db, plugins   — infrastructure: know nothing of any feature
 *   modules/<name>             — one feature each; may use other modules, never in a circle
 *   seed, staging              — the demo data and the tools that reset it: build on the product, never under it
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
      from: { path: `${SERVER}/modules/[^/]+/?$` },
      to: { path: `${SERVER}/modules/[^/]+/?$`, circular: true },
    },
    {
      name: 'no-upward-import',
      severity: 'error',
      comment:
        'config, lib, db and plugins sit under every feature: they may not import a module, the seed or the ' +
        'composition files. Move what they need down into lib/ or db/, or pass it in from app.ts.',
      from: { path: `${SERVER}/(config|lib|db|plugins)/` },
      to: { path: `${SERVER}/(modules|seed)/|${SERVER}/(app|bootstrap|server|db-cli)\\.ts$` },
    },
    {
      name: 'no-product-on-demo-data',
      severity: 'error',
      comment:
        'The product never depends on the demo seed: a real program runs without it. Only the staging tools ' +
        "(which reset the demo data), the local sign-in provider that stands in for a partner's own (its demo " +
        'users) and the composition files may import seed/.',
      from: { path: `${SERVER}/modules/`, pathNot: `${SERVER}/modules/(staging|sso/local-idp)/` },
      to: { path: `${SERVER}/seed/` },
    },
    {
      name: 'no-module-on-composition',
      severity: 'error',
      comment: 'A module never imports the app that wires it (app.ts, bootstrap.ts, server.ts): that is a circle.',
      from: { path: `${SERVER}/(modules|seed)/` },
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
        path: `${SERVER}/(modules|lib|db|seed)/`,
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
