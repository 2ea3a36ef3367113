import { afterEach, describe, expect, it } from 'vitest';
import { storeLoginRedirect, takeLoginRedirect } from './login-redirect';

describe('the login-redirect path', () => {
  afterEach(() => window.localStorage.clear());

  it('gives the stored path back once, within 60 minutes', () => {
    storeLoginRedirect('/account/manage_cards?x=1', 1_000);
    expect(takeLoginRedirect(1_000 + 59 * 60_000)).toBe('/account/manage_cards?x=1');
    expect(takeLoginRedirect(1_000 + 59 * 60_000)).toBeNull();
  });

  it('forgets a path older than 60 minutes', () => {
    storeLoginRedirect('/account', 0);
    expect(takeLoginRedirect(60 * 60_000 + 1)).toBeNull();
  });

  it('never keeps a path that leads off the site', () => {
    storeLoginRedirect('//evil.example/x', 0);
    storeLoginRedirect('https://evil.example', 0);
    expect(takeLoginRedirect(1)).toBeNull();
  });
});
