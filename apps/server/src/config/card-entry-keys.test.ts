import { describe, expect, it } from 'vitest';
import { keyMode, publishableKeyModeProblem, secretKeyModeProblem } from './card-entry-keys';

describe('card provider keys by the production flag', () => {
  it('reads the mode a key names by its prefix', () => {
    expect(['pk_live_a', 'sk_test_b', 'rk_live_c', 'pk_a', 'live_pk'].map(keyMode)).toEqual([
      'live',
      'test',
      'live',
      null,
      null,
    ]);
  });

  it('allows live keys only in production and test keys only outside it', () => {
    expect(publishableKeyModeProblem('pk_live_x', true)).toBeNull();
    expect(publishableKeyModeProblem('pk_test_x', false)).toBeNull();
    expect(publishableKeyModeProblem('pk_test_x', true)).toBe(
      'is a test key (pk_test_…): production uses live keys only',
    );
    expect(secretKeyModeProblem('sk_live_x', false)).toBe(
      'is a live key (sk_live_…): live keys are used only when NODE_ENV=production',
    );
    expect(secretKeyModeProblem('secret', false)).toBe('must be a secret key starting with sk_live_ or sk_test_');
  });
});
