import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shared modules the web's first load imports must not pull zod in (docs/decisions/0012): neither they
 * nor any shared module they import, type-only imports aside.
 */

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ZOD_FREE = [
  'contracts/api-path.ts',
  'contracts/app-paths.ts',
  'contracts/member-constants.ts',
  'contracts/merchant-constants.ts',
  'contracts/support-paths.ts',
  'contracts/error-report-constants.ts',
  'contracts/survey-paths.ts',
  'contracts/location-message.ts',
  'content/earn-copy.ts',
  'contracts/home-hero.ts',
  'contracts/reservation-constants.ts',
  'contracts/impression-constants.ts',
  'contracts/emulation-constants.ts',
  'contracts/notification-constants.ts',
  'contracts/startup-data.ts',
  'rules/email-pattern.ts',
];
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w$*{}\s,]+?\s+from\s+)?['"]([^'"]+)['"]/gm;

/** Every package a module loads at run time, following its relative imports. */
function runtimePackages(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(IMPORT)].flatMap(([, typeOnly, target]) => {
    if (typeOnly || !target) return [];
    if (!target.startsWith('.')) return [target];
    return runtimePackages(join(dirname(file), `${target}.ts`), seen);
  });
}

describe('the zod-free shared modules', () => {
  it.each(ZOD_FREE)('%s loads no zod, directly or through what it imports', (module) => {
    expect(runtimePackages(join(src, module))).not.toContain('zod');
  });

  it('sees zod where it is imported', () => {
    expect(runtimePackages(join(src, 'contracts/merchants.ts'))).toContain('zod');
  });
});
