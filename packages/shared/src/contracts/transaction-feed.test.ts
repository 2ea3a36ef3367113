import { describe, expect, it } from 'vitest';
import { feedImportReportSchema } from './transaction-feed';

const report = {
  importId: 7,
  rowsRead: 5,
  applied: 4,
  matched: 3,
  unmatched: 1,
  duplicates: 0,
  rejected: 1,
  rejections: [{ line: 4, reason: 'the refund is larger than what is left of its purchase' }],
};

describe('the feed import report contract', () => {
  it('accounts for every row, and for every applied event as matched or not', () => {
    expect(feedImportReportSchema.parse(report)).toEqual(report);
  });

  it('refuses a report whose applied events are not all matched or unmatched', () => {
    expect(feedImportReportSchema.safeParse({ ...report, matched: 4 }).success).toBe(false);
    expect(feedImportReportSchema.safeParse({ ...report, unmatched: 0 }).success).toBe(false);
  });

  it('refuses a report that loses or invents rows, or a rejection without its reason', () => {
    expect(feedImportReportSchema.safeParse({ ...report, rowsRead: 6 }).success).toBe(false);
    expect(feedImportReportSchema.safeParse({ ...report, rejections: [] }).success).toBe(false);
  });

  it('refuses negative counts', () => {
    expect(feedImportReportSchema.safeParse({ ...report, matched: 5, unmatched: -1 }).success).toBe(false);
  });
});
