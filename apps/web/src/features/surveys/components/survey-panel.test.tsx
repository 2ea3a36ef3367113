import { describe, expect, it } from 'vitest';
import { surveyTabText } from './survey-panel';

describe("the survey tab's label", () => {
  it("is the survey text's first sentence, so the tab stays narrow", () => {
    expect(surveyTabText('How are we doing? Tell us in two minutes')).toBe('How are we doing?');
    expect(surveyTabText('Rate your meal. It takes a minute!')).toBe('Rate your meal.');
  });

  it('is the whole text when it is one sentence', () => {
    expect(surveyTabText('  Tell us how we are doing  ')).toBe('Tell us how we are doing');
    expect(surveyTabText('How are we doing?')).toBe('How are we doing?');
  });
});
