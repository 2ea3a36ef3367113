import { describe, expect, it } from 'vitest';
import { checkSignatureHeader, signFeed, verifyFeedSignature } from './feed-signature';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2030-06-01T12:00:00Z');
const t = NOW.getTime() / 1000;

describe('the feed signature', () => {
  it('accepts its own signature within 5 minutes either way', () => {
    expect(verifyFeedSignature(SECRET, signFeed(SECRET, 'body', t), 'body', NOW)).toEqual({ ok: true });
    expect(verifyFeedSignature(SECRET, signFeed(SECRET, 'body', t - 300), 'body', NOW).ok).toBe(true);
    expect(verifyFeedSignature(SECRET, signFeed(SECRET, 'body', t + 300), 'body', NOW).ok).toBe(true);
  });

  it('refuses a stale, changed, foreign or malformed signature', () => {
    expect(verifyFeedSignature(SECRET, signFeed(SECRET, 'body', t - 301), 'body', NOW)).toMatchObject({ ok: false });
    expect(verifyFeedSignature(SECRET, signFeed(SECRET, 'body', t), 'body!', NOW)).toMatchObject({ ok: false });
    expect(verifyFeedSignature(SECRET, signFeed(`${SECRET}x`, 'body', t), 'body', NOW).ok).toBe(false);
    // The time is signed too: moving it breaks the signature.
    const moved = signFeed(SECRET, 'body', t - 1000).replace(`t=${t - 1000}`, `t=${t}`);
    expect(verifyFeedSignature(SECRET, moved, 'body', NOW).ok).toBe(false);
    expect(verifyFeedSignature(SECRET, undefined, 'body', NOW).ok).toBe(false);
    expect(verifyFeedSignature(SECRET, 'v1=abc', 'body', NOW).ok).toBe(false);
  });
});

describe('the signature header alone (checked before the body is read)', () => {
  it('refuses a missing, malformed or stale header', () => {
    const zeros = '0'.repeat(64);
    expect(checkSignatureHeader(undefined, NOW)).toMatchObject({ ok: false, reason: expect.stringMatching(/missing/) });
    expect(checkSignatureHeader('', NOW).ok).toBe(false);
    expect(checkSignatureHeader(`t=${t},v1=zz`, NOW)).toMatchObject({ ok: false, reason: expect.stringMatching(/t=/) });
    expect(checkSignatureHeader(`v1=${zeros}`, NOW).ok).toBe(false);
    expect(checkSignatureHeader(`t=${t}`, NOW).ok).toBe(false);
    // The probe's header: well-formed, but from 1970.
    expect(checkSignatureHeader(`t=1,v1=${zeros}`, NOW)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/5 minutes/),
    });
    expect(checkSignatureHeader(`t=${t + 301},v1=${zeros}`, NOW).ok).toBe(false);
  });

  it('passes a well-formed, fresh header, whose MAC only the body can prove', () => {
    expect(checkSignatureHeader(`t=${t - 300},v1=${'0'.repeat(64)}`, NOW)).toEqual({
      ok: true,
      unixSeconds: t - 300,
      mac: '0'.repeat(64),
    });
    expect(checkSignatureHeader(signFeed(SECRET, 'body', t), NOW).ok).toBe(true);
  });
});
