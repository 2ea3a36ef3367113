import { describe, expect, it } from 'vitest';
import { endSentence } from './end-sentence';

describe('ending a sentence with a name', () => {
  it('adds the full stop a plain name needs', () => {
    expect(endSentence('No upcoming events at Blue Kettle')).toBe('No upcoming events at Blue Kettle.');
  });

  it('never doubles a full stop the name already ends with', () => {
    expect(endSentence('No upcoming events at The Ember Smoke Co.')).toBe('No upcoming events at The Ember Smoke Co.');
    expect(endSentence('No upcoming events at Oak Pizza Co. ')).toBe('No upcoming events at Oak Pizza Co.');
  });

  it('leaves other closing punctuation as the name has it', () => {
    expect(endSentence('No upcoming events at Yum!')).toBe('No upcoming events at Yum!');
    expect(endSentence('No upcoming events at Why Not?')).toBe('No upcoming events at Why Not?');
  });
});
