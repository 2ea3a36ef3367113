import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MERCHANT_SORTS } from '@forkpoint/shared/contracts/merchant-constants';
import { parseLocationQuery } from '@forkpoint/shared/rules/location-query';
import {
  activeFilterCount,
  criteriaFromParams,
  criteriaToParams,
  looksLikeLocation,
  NO_FILTERS,
  toApiQuery,
  whereLabel,
  type SearchCriteria,
} from './search-criteria';

const parse = (query: string) => criteriaFromParams(new URLSearchParams(query));
const spell = (criteria: SearchCriteria) => criteriaToParams(criteria).toString();

describe('the search in the page URL', () => {
  it("runs a carousel's View all link as the same search", () => {
    const criteria = parse('location=New York, NY&priceRange=3&mealsServed=dinner');
    expect(criteria.where).toEqual({ kind: 'location', location: 'New York, NY' });
    expect(criteria.priceRange).toEqual(['3']);
    expect(criteria.mealsServed).toEqual(['dinner']);
    expect(toApiQuery(criteria, null)).toEqual({
      location: 'New York, NY',
      mealsServed: 'dinner',
      priceRange: '3',
      pageSize: '20',
    });
  });

  it('reads lists comma-separated or repeated, drops unknown values and keeps the options order', () => {
    const criteria = parse('features=takeout,teleport&features=delivery&mealsServed=late night,brunch&priceRange=9');
    expect(criteria.features).toEqual(['delivery', 'takeout']);
    expect(criteria.mealsServed).toEqual(['brunch', 'late night']);
    expect(criteria.priceRange).toEqual([]);
  });

  it('searches the map view when all four bounds make a box, else the typed place, else the current location', () => {
    expect(parse('north=41.9&south=41.8&east=-87.6&west=-87.7&location=Chicago, IL').where).toEqual({
      kind: 'mapView',
      bounds: { north: 41.9, south: 41.8, east: -87.6, west: -87.7 },
    });
    expect(parse('north=41.8&south=41.9&east=-87.6&west=-87.7&location=Chicago, IL').where.kind).toBe('location');
    expect(parse('north=41.9&south=41.8&east=-87.6').where.kind).toBe('currentLocation');
    expect(parse('north=abc&south=41.8&east=-87.6&west=-87.7').where.kind).toBe('currentLocation');
    expect(parse('location=   ').where.kind).toBe('currentLocation');
    expect(parse('isNew=true').where.kind).toBe('currentLocation');
  });

  it('keeps benefitsFor true or known days, a valid campaign code and a known sort', () => {
    expect(parse('benefitsFor=true').benefitsFor).toBe('true');
    expect(parse('benefitsFor=Sat,Mon,Funday').benefitsFor).toBe('Mon,Sat');
    expect(parse('benefitsFor=Funday').benefitsFor).toBeNull();
    expect(parse('campaignCode=ACCLAIMED2').campaignCode).toBe('ACCLAIMED2');
    expect(parse('campaignCode=<script>').campaignCode).toBeNull();
    expect(parse('sortBy=rating').sortBy).toBe('rating');
    expect(parse('sortBy=price').sortBy).toBeNull();
    expect(parse('acclaimed=yes').acclaimed).toBe(false);
  });

  it('spells a search back the same way it reads it (canonical order, nothing unset)', () => {
    const query =
      'location=Austin%2C+TX&restaurantOrCuisine=tacos&campaignCode=DINE&acclaimed=true&benefitsFor=true&features=delivery%2Cdine-in&isNew=true&mealsServed=lunch&priceRange=1%2C2&reservations=true&sortBy=rating';
    expect(spell(parse(query))).toBe(query);
    expect(spell(parse('partner=aerovia'))).toBe('');
  });

  it('round-trips any search the page can hold', () => {
    const list = <T extends string>(values: readonly T[]) => fc.subarray([...values]);
    const criteria = fc.record({
      where: fc.oneof(
        fc.constant({ kind: 'currentLocation' as const }),
        fc
          .constantFrom('Chicago, IL', '10036', 'St. Louis MO')
          .map((location) => ({ kind: 'location' as const, location })),
        fc
          .tuple(fc.integer({ min: -890_000, max: 890_000 }), fc.integer({ min: 1, max: 9_000 }))
          .map(([south, height]) => ({
            kind: 'mapView' as const,
            bounds: { south: south / 10_000, north: (south + height) / 10_000, west: -87.7, east: -87.6 },
          })),
      ),
      restaurantOrCuisine: fc.constantFrom('', 'sushi', 'steak house'),
      campaignCode: fc.constantFrom(null, 'DINE'),
      acclaimed: fc.boolean(),
      isNew: fc.boolean(),
      reservations: fc.boolean(),
      benefitsFor: fc.constantFrom(null, 'true', 'Mon,Fri'),
      features: list(['delivery', 'dine-in', 'takeout', 'online ordering'] as const),
      mealsServed: list(['breakfast', 'brunch', 'lunch', 'dinner', 'late night'] as const),
      priceRange: list(['1', '2', '3', '4'] as const),
      sortBy: fc.constantFrom(null, ...MERCHANT_SORTS),
    });
    fc.assert(
      fc.property(criteria, (c) => {
        expect(parse(spell(c as SearchCriteria))).toEqual(c);
      }),
    );
  });

  it('puts map bounds in the URL to 4 decimals', () => {
    const criteria = {
      ...parse(''),
      where: { kind: 'mapView', bounds: { north: 41.912345, south: 41.8, east: -87.6, west: -87.71119 } },
    };
    expect(spell(criteria as SearchCriteria)).toBe('north=41.9123&south=41.8&east=-87.6&west=-87.7112');
  });
});

describe('the search request', () => {
  it('sends the rounded position of a current-location search, and nothing before there is one', () => {
    const criteria = parse('restaurantOrCuisine=sushi&sortBy=relevance');
    expect(toApiQuery(criteria, null)).toBeNull();
    expect(toApiQuery(criteria, { latitude: 41.88, longitude: -87.63 })).toEqual({
      restaurantOrCuisine: 'sushi',
      sortBy: 'relevance',
      lat: '41.88',
      lng: '-87.63',
      pageSize: '20',
    });
  });

  it('sends the map bounds of a map-view search and ignores any position', () => {
    const criteria = parse('north=41.9&south=41.8&east=-87.6&west=-87.7');
    expect(toApiQuery(criteria, { latitude: 1, longitude: 2 })).toEqual({
      north: '41.9',
      south: '41.8',
      east: '-87.6',
      west: '-87.7',
      pageSize: '20',
    });
  });
});

describe('labels and counts', () => {
  it('names the place of each kind of search as the spec labels them', () => {
    expect(whereLabel({ kind: 'location', location: 'Chicago, IL' })).toBe('Chicago, IL');
    expect(whereLabel({ kind: 'currentLocation' })).toBe('Current Location');
    expect(whereLabel({ kind: 'mapView', bounds: { north: 1, south: 0, east: 1, west: 0 } })).toBe('Current Map View');
  });

  it('counts every filter value that is on, but not the sort', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(
      activeFilterCount(parse('acclaimed=true&features=delivery,takeout&priceRange=2&benefitsFor=Mon&sortBy=name')),
    ).toBe(5);
  });
});

describe('the first check of a typed place', () => {
  it('takes ZIPs and a place with its state, and refuses what is neither', () => {
    for (const place of ['10036', '10036-1234', 'Chicago, IL', 'Chicago IL', 'St. Louis, MO', "Coeur d'Alene, Idaho"])
      expect(looksLikeLocation(place), place).toBe(true);
    for (const place of ['', '   ', '1003', 'Chicago', '12 Main St', 'Chicago, 60601', '<b>x</b>, IL'])
      expect(looksLikeLocation(place), place).toBe(false);
  });

  it('never refuses a place the shared parser accepts', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z.'-]{0,8}$/);
    const city = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
    const state = fc.constantFrom('IL', 'ny', 'Texas', 'New York', 'D.C.', 'Tx');
    const place = fc.tuple(city, fc.constantFrom(', ', ',', ' , ', ' '), state).map(([c, s, st]) => `${c}${s}${st}`);
    fc.assert(
      fc.property(fc.oneof(place, fc.stringMatching(/^\d{5}(-\d{4})?$/)), (text) => {
        if (parseLocationQuery(text)) expect(looksLikeLocation(text)).toBe(true);
      }),
    );
  });
});
