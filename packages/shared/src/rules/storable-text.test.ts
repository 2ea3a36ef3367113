import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

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
});
