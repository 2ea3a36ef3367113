import { describe, expect, it } from 'vitest';
import {
  activityDescription,
  creditAmount,
  creditTarget,
  formatReward,
  formatRowDate,
  purchaseDetail,
} from './activity-format';

const mile = { currencyType: 'Mile', currencySingular: 'mile', currencyPlural: 'miles' } as const;
const point = { currencyType: 'Point', currencySingular: 'Sunpoint', currencyPlural: 'Sunpoints' } as const;
const dollar = { currencyType: 'Dollar', currencySingular: 'dollar', currencyPlural: 'dollars' } as const;
const credit = {
  currencyType: 'Credit',
  currencySingular: 'statement credit',
  currencyPlural: 'statement credits',
} as const;

describe('formatReward', () => {
  it('words Mile and Point rewards as whole units in the partner currency words', () => {
    expect(formatReward(150, mile)).toBe('150 miles');
    expect(formatReward(1, mile)).toBe('1 mile');
    expect(formatReward(12_500, point)).toBe('12,500 Sunpoints');
    expect(formatReward(1, point)).toBe('1 Sunpoint');
    expect(formatReward(0, point)).toBe('0 Sunpoints');
    expect(formatReward(-40, mile)).toBe('-40 miles');
  });

  it('shows Dollar and Credit rewards in US dollars', () => {
    expect(formatReward(2.16, dollar)).toBe('$2.16');
    expect(formatReward(0.5, credit)).toBe('$0.50');
    expect(formatReward(1234, credit)).toBe('$1,234.00');
    expect(formatReward(-1.5, dollar)).toBe('-$1.50');
  });
});

describe('row texts', () => {
  it('dates a row by its day', () => {
    expect(formatRowDate('2026-03-02T15:00:00.000Z')).toBe('Mar 2, 2026');
    expect(formatRowDate('not a date')).toBe('not a date');
  });

  it('names a purchase by its card and what was spent', () => {
    expect(purchaseDetail({ cardLastFour: '4242', ticketAmount: 72 })).toBe('Card ending in 4242 · $72.00 spent');
    expect(purchaseDetail({ cardLastFour: null, ticketAmount: 0 })).toBeNull();
  });

  it('describes a row without a restaurant by its description, else by its source', () => {
    expect(activityDescription({ statusReason: 'New member bonus', sourceCode: 'B' })).toBe('New member bonus');
    expect(activityDescription({ statusReason: null, sourceCode: 'A' })).toBe('Adjustment');
    expect(activityDescription({ statusReason: '  ', sourceCode: 'B' })).toBe('Bonus');
  });

  it('converts a credit from cents and names its target', () => {
    expect(creditAmount({ creditAmountCents: 2034 })).toBe('$20.34');
    expect(creditTarget({ targetType: 'card', targetLabel: 'Visa ending in 4242' })).toBe(
      'Credited to Visa ending in 4242',
    );
    expect(creditTarget({ targetType: 'other', targetLabel: 'ada@example.com' })).toBe('Paid to ada@example.com');
  });
});
