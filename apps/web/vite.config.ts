import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // The app's own stylesheets are processed (not stubbed), so styles.test.ts can read their rules.
    css: { include: [/src\/styles\/.+\.css/] },
  },
});
