import { describe, expect, it } from 'vitest';
import { carriageOf, lifecycleStatus, withLifecycleHighlight } from './lifecycle';

const dates = (opensOn: string | null, closesOn: string | null, closed = false) => ({ opensOn, closesOn, closed });

describe('a restaurant lifecycle on its calendar day', () => {
  it('is coming soon before its first day and open from it', () => {
    expect(lifecycleStatus(dates('2030-06-03', null), '2030-06-02')).toBe('comingSoon');
    expect(lifecycleStatus(dates('2030-06-03', null), '2030-06-03')).toBe('open');
  });

  it('is leaving soon through its last day, then closed and carried by no program', () => {
    expect(lifecycleStatus(dates(null, '2030-06-04'), '2030-06-04')).toBe('leavingSoon');
    expect(carriageOf(['aerovia'], dates(null, '2030-06-04'), '2030-06-04')).toEqual(['aerovia']);
    expect(lifecycleStatus(dates(null, '2030-06-04'), '2030-06-05')).toBe('closed');
    expect(carriageOf(['aerovia'], dates(null, '2030-06-04'), '2030-06-05')).toEqual([]);
  });

  it('is closed when marked so, whatever its dates', () => {
    expect(lifecycleStatus(dates(null, null, true), '2030-06-01')).toBe('closed');
    expect(carriageOf(['aerovia', 'kitefund'], dates(null, null, true), '2030-06-01')).toEqual([]);
  });

  it('puts the lifecycle highlight first and keeps the others, as the import orders them', () => {
    expect(withLifecycleHighlight(['leavingSoon', 'new'], dates('2030-06-03', null), '2030-06-01')).toEqual([
      'comingSoon',
      'new',
    ]);
    expect(withLifecycleHighlight(['comingSoon', 'acclaimed'], dates('2030-06-03', null), '2030-06-03')).toEqual([
      'acclaimed',
    ]);
    expect(withLifecycleHighlight(['new'], dates(null, '2030-06-04'), '2030-06-05')).toEqual(['new']);
  });
});
