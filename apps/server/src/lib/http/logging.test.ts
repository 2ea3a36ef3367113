import { describe, expect, it } from 'vitest';
import { loggableUrl, logSerializers } from './logging';

describe('loggableUrl', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(loggableUrl('/recover/update?token=abcDEF123_-xyz')).toBe('/recover/update?token=~');
    expect(loggableUrl('/api/Members/Validate/Email?email=ann%40example.com&x=1')).toBe(
      '/api/Members/Validate/Email?email=~&x=~',
    );
    expect(loggableUrl('/api/Sso/Callback?code=c0de&state=s7')).toBe('/api/Sso/Callback?code=~&state=~');
    expect(loggableUrl('/search')).toBe('/search');
    expect(loggableUrl('/search?')).toBe('/search');
  });

  it('masks an e-mail address written in the path', () => {
    expect(loggableUrl('/api/x/ann.lee@example.com/y')).toBe('/api/x/~/y');
    expect(loggableUrl('/api/x/ann.lee%40example.com')).toBe('/api/x/~');
  });
});

describe('the error serializer', () => {
  it("keeps a failed statement's text but not the values it was given", () => {
    const error = Object.assign(new Error('outbox unavailable'), {
      code: 'P0001',
      query: 'insert into "email_outbox" ("to_address") values ($1)',
      params: ['card.member@example.com'],
    });
    const serialized = logSerializers.err(error);
    expect(serialized).toMatchObject({ message: 'outbox unavailable', code: 'P0001', query: error.query, params: '~' });
    expect(JSON.stringify(serialized)).not.toContain('card.member@example.com');
  });
});
