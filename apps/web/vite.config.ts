import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { firstLoadChunk } from './first-load-chunk';
import { MODULE_MOCKING_TESTS } from './module-mocking-tests';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // The installable app (docs/decisions/0018-installable-app.md): Workbox generates the service worker at build
    // time. The manifest is the server's (GET /manifest.webmanifest, per partner), so none is generated here.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifest: false,
      registerType: 'autoUpdate',
      workbox: {
        // The shell and its static assets; the map's geodata (JSON) and the source maps are left to the network.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Pages always come from the network (the server picks the partner by host); without one, the offline page.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
        // Web Push (issue 35): shows the server's pushes and opens their row on click (public/push-sw.js).
        importScripts: ['/push-sw.js'],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  // '@/…' is apps/web/src, as in bulletproof-react: deep feature files import lib/ and components/ by name.
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Two documents: the app, and the secure card-entry frame (docs/decisions/0009), which shares no app code.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        cardFrame: fileURLToPath(new URL('./card-frame/index.html', import.meta.url)),
      },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: firstLoadChunk }] } },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // Files run one after another in a worker that keeps its page and loaded modules: a fresh jsdom and module
    // registry per file cost 4 s of set-up each, three quarters of the web project's time on this machine (11.8
    // against 3.2 min). testing/setup.ts gives each file a blank page. A file that replaces a module (vi.mock)
    // needs a registry of its own, or the app modules loaded before it keep the real one: those run in the
    // web-isolated project (vitest.config.ts).
    isolate: false,
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    // Budgets for a busy machine (two cores shared with other work), beside the 15 s of findBy* (testing/setup.ts).
    testTimeout: 30_000,
    // The app's own stylesheets are processed (not stubbed), so styles.test.ts can read their rules.
    css: { include: [/src\/styles\/.+\.css/] },
  },
});
