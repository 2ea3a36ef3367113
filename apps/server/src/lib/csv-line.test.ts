import { describe, expect, it } from 'vitest';
import { splitCsvLine } from './csv-line';

describe('splitCsvLine', () => {
  it('splits plain and quoted fields, "" inside quotes being a quote', () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",')).toEqual(['a', 'b, c', 'say "hi"', '']);
    expect(splitCsvLine('"open,')).toBeNull();
  });
});
