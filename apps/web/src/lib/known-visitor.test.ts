import { afterEach, describe, expect, it } from 'vitest';
import { captureKnownVisitor, rememberedPublicId } from './known-visitor';

describe('the known visitor of a program link', () => {
  afterEach(() => localStorage.clear());

  it('remembers the public_id of any page, trimmed, and keeps it when a later page has none', () => {
    captureKnownVisitor('?utm_source=mail&public_id=%20known-1%20');
    expect(rememberedPublicId()).toBe('known-1');
    captureKnownVisitor('?location=Chicago');
    expect(rememberedPublicId()).toBe('known-1');
    captureKnownVisitor('?public_id=known-2');
    expect(rememberedPublicId()).toBe('known-2');
  });

  it('ignores an empty public_id', () => {
    captureKnownVisitor('?public_id=%20');
    expect(rememberedPublicId()).toBeNull();
  });
});
