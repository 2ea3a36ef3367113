import { describe, expect, it } from 'vitest';
import { chordOf, earthBox, earthXyz, greatCircleMeters, METERS_PER_MILE, milesFromChord } from './geo';

describe('distances', () => {
  it('converts a great-circle distance to its chord and back', () => {
    for (const miles of [0, 0.25, 1, 25, 100, 2500]) {
      expect(milesFromChord(chordOf(miles * METERS_PER_MILE))).toBeCloseTo(miles, 2);
    }
  });

  it('measures New York to Los Angeles at about 2,450 miles', () => {
    const miles =
      greatCircleMeters({ latitude: 40.7577, longitude: -73.9857 }, { latitude: 34.0522, longitude: -118.2437 }) /
      METERS_PER_MILE;
    expect(miles).toBeGreaterThan(2420);
    expect(miles).toBeLessThan(2480);
  });
});

describe('earthXyz and earthBox', () => {
  it('match what ll_to_earth and earth_box compute (checked against PostgreSQL 15)', () => {
    // SELECT ll_to_earth(40.7583,-73.9772), earth_box(ll_to_earth(40.7583,-73.9772), 40233.6)
    const [x, y, z] = earthXyz({ latitude: 40.7583, longitude: -73.9772 });
    expect(x).toBeCloseTo(1333527.4238540214, 4);
    expect(y).toBeCloseTo(-4643587.934980029, 4);
    expect(z).toBeCloseTo(4164111.278071368, 4);
    const [low, high] = earthBox({ latitude: 40.7583, longitude: -73.9772 }, 40233.6);
    expect(low[0]).toBeCloseTo(1293293.890559778, 4);
    expect(high[2]).toBeCloseTo(4204344.811365612, 4);
  });
});
