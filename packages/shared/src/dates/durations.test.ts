import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './durations';

describe('durations', () => {
  it('builds each unit from the one below it', () => {
    expect(MINUTE_MS).toBe(60 * SECOND_MS);
    expect(HOUR_MS).toBe(60 * MINUTE_MS);
    expect(DAY_MS).toBe(24 * HOUR_MS);
    expect(WEEK_MS).toBe(7 * DAY_MS);
  });

  it('measures what Date measures', () => {
    const start = Date.UTC(2030, 0, 1);
    expect(Date.UTC(2030, 0, 1, 1, 1, 1) - start).toBe(HOUR_MS + MINUTE_MS + SECOND_MS);
    expect(Date.UTC(2030, 0, 8) - start).toBe(WEEK_MS);
  });
});
