import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web test files that replace a module with vi.mock, relative to apps/web. The web project shares one module
 * registry per worker (isolate: false, vite.config.ts), where a replacement would reach only modules loaded after
 * it; these files run in a project that gives each file its own (web-isolated, vitest.config.ts). Found by
 * reading the files, so a new one needs no list kept by hand.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export const MODULE_MOCKING_TESTS = testFiles(join(root, 'src'))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('))
  .map((file) => relative(root, file));
