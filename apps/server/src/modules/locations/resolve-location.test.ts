import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { resolveLocation } from './resolve-location';
import { usPlaces } from './us-places';

describe('resolveLocation', () => {
  it('resolves a ZIP code to its point', () => {
    expect(resolveLocation('10036')).toEqual({ latitude: 40.7597, longitude: -73.9918, label: '10036 (New York, NY)' });
    expect(resolveLocation('10036-4321')?.latitude).toBe(40.7597);
  });

  it('resolves "City, ST" and "City ST" to the middle of the city', () => {
    const boston = resolveLocation('Boston, MA');
    expect(boston?.label).toBe('Boston, MA');
    // The middle of Boston's ZIP codes lies in the city (Back Bay/Downtown).
    expect(boston?.latitude).toBeCloseTo(42.35, 1);
    expect(boston?.longitude).toBeCloseTo(-71.06, 1);
    expect(resolveLocation('boston ma')).toEqual(boston);
  });

  it('resolves the spellings people type: St./Saint, Ft./Fort, case and spaces', () => {
    const stLouis = resolveLocation('Saint Louis, MO');
    expect(stLouis?.label).toBe('Saint Louis, MO');
    for (const typed of ['St. Louis, MO', 'st louis mo', '  ST.   LOUIS ,MO ', 'Saint Louis, Missouri']) {
      expect(resolveLocation(typed), typed).toEqual(stLouis);
    }
    expect(resolveLocation('Ft. Worth, TX')).toEqual(resolveLocation('Fort Worth TX'));
    expect(resolveLocation('Fort Worth TX')).not.toBeNull();
    expect(resolveLocation('McLean, VA')?.label).toBe('Mc Lean, VA');
    expect(resolveLocation('Winston-Salem, NC')?.label).toBe('Winston Salem, NC');
  });

  it('resolves the places GeoNames knows and the ZIP data does not: suburbs, towns, sections of a city', () => {
    // Hoover and Sandy Springs have no post office of their own; Harlem is a section of New York.
    expect(resolveLocation('Hoover, AL')).toMatchObject({ label: 'Hoover, AL', latitude: 33.4054 });
    expect(resolveLocation('Sandy Springs GA')?.label).toBe('Sandy Springs, GA');
    expect(resolveLocation('Harlem, NY')?.latitude).toBeCloseTo(40.81, 2);
    // Accents and the ʻokina as the data spells them, or left out as people type them.
    expect(resolveLocation('Cañon City, CO')).toEqual(resolveLocation('Canon City, CO'));
    expect(resolveLocation('Kapaʻa, HI')).toEqual(resolveLocation('Kapaa, HI'));
    expect(resolveLocation('Kapaa, HI')).not.toBeNull();
  });

  it('reads "City" after a name as the city of that name, unless a place has the longer name', () => {
    expect(resolveLocation('Boise City, ID')).toEqual(resolveLocation('Boise, ID'));
    expect(resolveLocation('Boise, ID')).not.toBeNull();
    // Boise City, Oklahoma is a town of its own.
    expect(resolveLocation('Boise City, OK')).toMatchObject({ label: 'Boise City, OK' });
    expect(resolveLocation('Oklahoma City, OK')?.label).toBe('Oklahoma City, OK');
  });

  it('answers null for unknown places and other text', () => {
    for (const text of ['Atlantis, NV', '00000', '99999', 'Toronto, ON', 'Boston', 'New York', '', 'Apo, AE']) {
      expect(resolveLocation(text), text).toBeNull();
    }
  });
});

describe('usPlaces', () => {
  it('holds US ZIP codes and cities only', () => {
    const places = usPlaces();
    expect(places.cities().length).toBeGreaterThan(25_000);
    expect(places.cities().every((c) => c.zips.length > 0 && /^[A-Z]{2}$/.test(c.state))).toBe(true);
    expect(places.zip('M5V')).toBeUndefined();
  });

  it('holds the GeoNames places scripts/build-search-places.mjs builds from the installed package', async () => {
    const script = new URL('../../../../../scripts/build-search-places.mjs', import.meta.url).pathname;
    await expect(promisify(execFile)(process.execPath, [script, '--check'])).resolves.toBeDefined();
  }, 120_000);
});
