import { describe, expect, it } from 'vitest';
import { cardDetail, linkedSince } from './card-display';

describe('a linked card row', () => {
  it('names the brand beside the last four unless the description already is the brand', () => {
    expect(cardDetail({ cardType: 'visa', description: 'Visa', lastFour: '1111' })).toBe('ending in 1111');
    expect(cardDetail({ cardType: 'amex', description: 'Travel card', lastFour: '0005' })).toBe(
      'American Express ending in 0005',
    );
  });

  it('says since when the card is linked, and nothing for a missing or unreadable date', () => {
    expect(linkedSince('2026-05-04T12:00:00.000Z')).toBe('Linked since May 4, 2026');
    expect(linkedSince(null)).toBeNull();
    expect(linkedSince('not a date')).toBeNull();
  });
});
