import { describe, expect, it } from 'vitest';
import { LOCATION_MAX_LENGTH, cityKey, parseLocationQuery } from './location-query';

describe('parseLocationQuery', () => {
  it('reads a 5-digit ZIP code, and the ZIP of a ZIP+4', () => {
    expect(parseLocationQuery('10036')).toEqual({ kind: 'zip', zip: '10036' });
    expect(parseLocationQuery(' 10036-1234 ')).toEqual({ kind: 'zip', zip: '10036' });
  });

  it('reads "City, ST" and "City ST" with any case and spacing', () => {
    expect(parseLocationQuery('Boston, MA')).toEqual({ kind: 'city', city: 'Boston', state: 'MA' });
    expect(parseLocationQuery('  salt   lake city   ut ')).toEqual({
      kind: 'city',
      city: 'salt lake city',
      state: 'UT',
    });
    expect(parseLocationQuery('St. Louis,mo')).toEqual({ kind: 'city', city: 'St. Louis', state: 'MO' });
  });

  it('reads names with accents, as the places data spells them', () => {
    expect(parseLocationQuery('Cañon City, CO')).toEqual({ kind: 'city', city: 'Cañon City', state: 'CO' });
    expect(parseLocationQuery('Mayagüez PR')).toEqual({ kind: 'city', city: 'Mayagüez', state: 'PR' });
  });

  it('reads a full state name after a comma', () => {
    expect(parseLocationQuery('Boston, Massachusetts')).toEqual({ kind: 'city', city: 'Boston', state: 'MA' });
    expect(parseLocationQuery('Washington, District of Columbia')).toEqual({
      kind: 'city',
      city: 'Washington',
      state: 'DC',
    });
  });

  it('rejects anything else', () => {
    for (const text of [
      '',
      '   ',
      'Boston',
      '1234',
      '123456',
      'Boston, ZZ',
      'Boston MAA',
      'Boston, 02108',
      '<script>, CA',
      'x'.repeat(LOCATION_MAX_LENGTH - 3) + ', NY',
    ]) {
      expect(parseLocationQuery(text), text).toBeNull();
    }
  });
});

describe('cityKey', () => {
  it('gives the spellings of one city one key', () => {
    expect(cityKey('St. Louis')).toBe(cityKey('Saint Louis'));
    expect(cityKey('ST LOUIS')).toBe(cityKey('saint louis'));
    expect(cityKey('Ft Worth')).toBe(cityKey('Fort Worth'));
    expect(cityKey('Mt. Vernon')).toBe(cityKey('Mount Vernon'));
    expect(cityKey('McLean')).toBe(cityKey('Mc Lean'));
    expect(cityKey('Winston-Salem')).toBe(cityKey('Winston Salem'));
    expect(cityKey("Coeur d'Alene")).toBe(cityKey('Coeur D Alene'));
    expect(cityKey('Cañon City')).toBe(cityKey('Canon City'));
    expect(cityKey('Bayamón')).toBe(cityKey('BAYAMON'));
  });

  it('keeps different cities apart', () => {
    expect(cityKey('Stamford')).not.toBe(cityKey('Saint Amford'));
    expect(cityKey('Portland')).not.toBe(cityKey('Port Land Ave'));
    expect(cityKey('Fort Worth')).not.toBe(cityKey('Fort Wayne'));
  });
});
