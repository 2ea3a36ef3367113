import { describe, expect, it } from 'vitest';
import { MODERATION_REASONS, moderate } from './moderation';

const published = { status: 'published', reason: null };
const rejected = (reason: string) => ({ status: 'rejected', reason });

describe('review moderation', () => {
  it('publishes no text and ordinary text, accents, emoji and numbers included', () => {
    for (const text of [
      undefined,
      null,
      '',
      'Lovely crème brûlée 😀😀, the staff were great!!! 10/10, would go back.',
      'Waited 45 min... but the shiitake risotto in Scunthorpe was worth it. See you at 7 p.m. (co-workers agree).',
      'Dinner at 8, e.g. tapas; St. Louis style ribs. Great.Co-workers loved it.',
    ]) {
      expect(moderate(text)).toEqual(published);
    }
  });

  it('refuses a text over 1,000 characters, counting an emoji as one', () => {
    expect(moderate('a '.repeat(500))).toEqual(published);
    expect(moderate('a '.repeat(500) + 'b')).toEqual(rejected(MODERATION_REASONS.tooLong));
    // 1,000 emoji are 2,000 UTF-16 code units.
    expect(moderate('😀🍕'.repeat(500))).toEqual(published);
    expect(moderate('😀🍕'.repeat(500) + '!')).toEqual(rejected(MODERATION_REASONS.tooLong));
  });

  it('refuses six or more of one character in a row, not five, and not runs of spaces', () => {
    expect(moderate('Great!!!!!')).toEqual(published);
    expect(moderate('Great!!!!!!')).toEqual(rejected(MODERATION_REASONS.repeated));
    expect(moderate('soooooooo good')).toEqual(rejected(MODERATION_REASONS.repeated));
    expect(moderate('😀😀😀😀😀😀')).toEqual(rejected(MODERATION_REASONS.repeated));
    expect(moderate('Good.      Really.\n\n\n\n\n\n\nGood.')).toEqual(published);
  });

  it('refuses listed words, any case, with common endings and accents, but not inside other words', () => {
    for (const text of ['What a SHITTY place', 'fucking slow', 'the waiter was a bitch', 'Fück this']) {
      expect(moderate(text)).toEqual(rejected(MODERATION_REASONS.blockedWord));
    }
    expect(moderate('Cocktails in Scunthorpe, then a shiitake bun')).toEqual(published);
  });

  it('refuses links: schemes, www. and names under common top-level domains', () => {
    for (const text of [
      'menu at https://example.test/menu',
      'see http://x',
      'visit www.example.test',
      'order at best-deals.com today',
      'DEALS.IO',
      'ｗｗｗ.example',
    ]) {
      expect(moderate(text)).toEqual(rejected(MODERATION_REASONS.link));
    }
  });
});
