import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { firstLoadChunk } from './first-load-chunk';

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
    // Budgets for a busy machine (two cores shared with other work), beside the 15 s of findBy* (testing/setup.ts).
    testTimeout: 30_000,
    // The app's own stylesheets are processed (not stubbed), so styles.test.ts can read their rules.
    css: { include: [/src\/styles\/.+\.css/] },
  },
});
