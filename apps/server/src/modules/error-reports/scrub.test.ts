import { describe, expect, it } from 'vitest';
import { scrub } from './scrub';

describe('scrub', () => {
  it('replaces card numbers, e-mails, tokens and credential query values by their kind', () => {
    expect(scrub('card 4111 1111 1111 1111 refused for ana.reyes@example.com')).toBe(
      'card [card number] refused for [email]',
    );
    expect(scrub('GET /recover/update?token=abc123&x=1')).toBe('GET /recover/update?token=[redacted]&x=1');
    expect(scrub('Authorization: Bearer s3cr3t.value')).toBe('Authorization: Bearer [token]');
    expect(scrub('session 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08 ended')).toBe(
      'session [token] ended',
    );
    expect(scrub('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('[token]');
  });

  it('keeps what a report needs to be read: messages, short numbers, file positions', () => {
    const frame = 'at loadMerchant (https://aerovia.example/assets/merchant-route-3f2a1b.js:12:3401)';
    expect(scrub(frame)).toBe(frame);
    expect(scrub('Request failed with status 502 after 3 tries')).toBe('Request failed with status 502 after 3 tries');
  });
});
