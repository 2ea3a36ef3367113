import { configDefaults, defineConfig } from 'vitest/config';
import web from './vite.config';
import { MODULE_MOCKING_TESTS } from './module-mocking-tests';

/** The web test files that replace a module (vi.mock), each in a module registry of its own (module-mocking-tests.ts). */
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: MODULE_MOCKING_TESTS,
    exclude: configDefaults.exclude,
    isolate: true,
  },
});
