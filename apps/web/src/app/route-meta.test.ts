import { describe, expect, it } from 'vitest';
import { testPartner } from '@/testing/fixtures';
import { routeMetaFor } from './route-meta';

const routeMeta = testPartner({
  routeMeta: {
    '/': { title: 'Home title', description: 'Home description.' },
    '/account': { title: 'Account title', description: 'Account description.', keywords: 'account' },
    '/search': { title: 'Search title', description: 'Search description.' },
  },
}).routeMeta;

describe('route metadata', () => {
  it("uses the path's own entry", () => {
    expect(routeMetaFor(routeMeta, '/search')?.title).toBe('Search title');
    expect(routeMetaFor(routeMeta, '/search/')?.title).toBe('Search title');
  });

  it('uses the closest listed parent for a sub-path', () => {
    expect(routeMetaFor(routeMeta, '/account/manage_cards')).toEqual({
      title: 'Account title',
      description: 'Account description.',
      keywords: 'account',
    });
  });

  it('falls back to the home entry for a path without one', () => {
    expect(routeMetaFor(routeMeta, '/earn/reservations')?.title).toBe('Home title');
    expect(routeMetaFor(routeMeta, '/no/such/page')?.description).toBe('Home description.');
    expect(routeMetaFor(routeMeta, '/')?.title).toBe('Home title');
  });
});
