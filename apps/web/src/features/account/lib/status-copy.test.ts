import { describe, expect, it } from 'vitest';
import { statusCopyFor } from './status-copy';

describe('statusCopyFor: the dines still needed, in agreeing words', () => {
  const figures = (dines: number) => ({ year: 2026, dines, tier: 'Select' });

  it('says "1 more time", never "1 more times"', () => {
    expect(statusCopyFor('building', figures(1)).body).toBe(
      'Dine 1 more time this year to reach VIP and earn more {{currency_plural}} on every meal.',
    );
    expect(statusCopyFor('renewing', figures(1)).body).toBe(
      'Dine 1 more time this year to keep your VIP status through 2026.',
    );
  });

  it('says "more times" for any other count', () => {
    expect(statusCopyFor('building', figures(2)).body).toContain('Dine 2 more times this year');
    expect(statusCopyFor('renewing', figures(11)).body).toContain('Dine 11 more times this year');
  });
});
