import { describe, expect, it } from 'vitest';
import { tierAfterActivation, tierAfterEmailOptIn } from './member-tiers';

describe('tier moves', () => {
  it('activation lands on Select with e-mail opt-in and on Basic without', () => {
    expect(tierAfterActivation(true)).toBe('OptedIn');
    expect(tierAfterActivation(false)).toBe('OptedOut');
  });

  it('e-mail opt-in moves an activated member between OptedOut and OptedIn', () => {
    expect(tierAfterEmailOptIn('OptedOut', true)).toBe('OptedIn');
    expect(tierAfterEmailOptIn('OptedIn', false)).toBe('OptedOut');
    expect(tierAfterEmailOptIn('OptedIn', true)).toBe('OptedIn');
  });

  it('never moves VIP or NonActivated', () => {
    expect(tierAfterEmailOptIn('VIP', false)).toBe('VIP');
    expect(tierAfterEmailOptIn('NonActivated', true)).toBe('NonActivated');
  });
});
