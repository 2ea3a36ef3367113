import { describe, expect, it } from 'vitest';
import { parseScaleOptions, ScaleOptionsError } from './scale-options';

describe('db:seed size flags', () => {
  it('reads each flag, with a space or an equals sign and thousands separators', () => {
    expect(
      parseScaleOptions(['--merchants', '1000000', '--members=1_000_000', '--transactions', '10,000,000']),
    ).toEqual({
      merchants: 1_000_000,
      members: 1_000_000,
      transactions: 10_000_000,
    });
    expect(parseScaleOptions([])).toEqual({});
    expect(parseScaleOptions(['--members', '0'])).toEqual({ members: 0 });
  });

  it('lists every problem at once', () => {
    const problems = () =>
      parseScaleOptions(['--merchants', '1000001', '--members', '-5', '--transactions', '1e6', '--x']);
    expect(problems).toThrow(ScaleOptionsError);
    expect(problems).toThrow(
      [
        '--merchants takes a whole number from 0 to 1000000 (got "1000001")',
        '--members takes a whole number from 0 to 1000000 (got "-5")',
        '--transactions takes a whole number from 0 to 10000000 (got "1e6")',
        'unknown argument "--x" (expected --merchants N, --members N, --transactions N)',
      ].join('\n'),
    );
  });

  it('refuses a missing value, a repeated flag and transactions without members', () => {
    expect(() => parseScaleOptions(['--members'])).toThrow(
      '--members takes a whole number from 0 to 1000000 (got nothing)',
    );
    expect(() => parseScaleOptions(['--members', '5', '--members', '6'])).toThrow('--members is given twice');
    expect(() => parseScaleOptions(['--members', '0', '--transactions', '5'])).toThrow(
      '--transactions needs members to dine: --members must be more than 0',
    );
  });
});
