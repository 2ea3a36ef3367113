import { describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, findUnstorableText, isStorableText, nestsDeeperThan } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and unpaired surrogates, keeps every real character', () => {
    expect(isStorableText('Café 🍣 — 東京')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD83C')).toBe(false);
    expect(isStorableText('x\uDF63')).toBe(false);
    expect(isStorableText('\uDF63\uD83C')).toBe(false);
    expect(isStorableText('\uD83C\uDF63')).toBe(true);
  });

  it('names each bad string and key by its field path', () => {
    const body = { userName: 'a\u0000', nested: { list: ['ok', 'b\uD800'] }, ['k\u0000']: 'v', fine: 1 };
    expect(findUnstorableText(body, 'body')).toEqual(['userName', 'nested.list.1', 'k\u0000']);
    expect(findUnstorableText('q\u0000', 'querystring')).toEqual(['querystring']);
    expect(findUnstorableText({ ok: 'yes', n: null, b: true }, 'body')).toEqual([]);
  });

  it('tells a value nested deeper than the limit (the root is level 1), however deep, without recursion', () => {
    const nested = (levels: number, leaf = 'leaf'): unknown => {
      let value: unknown = leaf;
      for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe(true);
    expect(nestsDeeperThan({ wide: Array.from({ length: 10_000 }, (_, i) => ({ i })) })).toBe(false);
    for (const flat of [null, undefined, 'text', 3, true]) expect(nestsDeeperThan(flat)).toBe(false);
    // Everything a value within the limit holds is inspected, its deepest string too.
    expect(findUnstorableText(nested(MAX_NESTING_DEPTH, 'x\u0000'), 'body')).toHaveLength(1);
  });
});
