import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGE } from '@forkpoint/shared/contracts/location-message';

/**
 * The search's constants come from the zod-free shared modules (contracts/merchant-constants.ts,
 * contracts/location-message.ts), never from copies kept in step by hand: this fails when one comes back.
 */

const sources = Object.entries(
  import.meta.glob<string>('../../../**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true }),
).filter(([path]) => !path.endsWith('/shared-search-constants.test.ts'));

const COPIED_NAMES = ['MAX_PAGE_NO', 'SORT_OPTIONS', 'LOCATION_MESSAGE'];
const DEFINITION = new RegExp(`\\b(?:const|let|var|function|class|enum)\\s+(${COPIED_NAMES.join('|')})\\b`);

/** Block comments and whole-line comments out: they may quote the message. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe("the web's search constants", () => {
  it('reads the whole web source', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some(([path]) => path.endsWith('/search-criteria.ts'))).toBe(true);
  });

  it('defines no MAX_PAGE_NO, SORT_OPTIONS or LOCATION_MESSAGE of its own', () => {
    const copies = sources.flatMap(([path, source]) => {
      const found = DEFINITION.exec(source);
      return found ? [`${path}: ${found[0]}`] : [];
    });
    expect(copies).toEqual([]);
  });

  it('writes the location message as a string only in tests (the app imports it)', () => {
    const quoted = ["'", '"', '`'].map((quote) => `${quote}${LOCATION_MESSAGE}${quote}`);
    const spelled = sources
      .filter(([path]) => !/\.test\.tsx?$/.test(path))
      .filter(([, source]) => quoted.some((literal) => withoutComments(source).includes(literal)))
      .map(([path]) => path);
    expect(spelled).toEqual([]);
  });
});
