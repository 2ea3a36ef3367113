import { describe, expect, it } from 'vitest';
import { copyTermsFor } from '@forkpoint/shared/content/copy-tokens';
import { homeFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import { memberHomeEntry, testPartner, visitorHomeEntry } from '@/testing/fixtures';
import { isHomeFields, selectHomeCopy } from './home-copy';

const visitor = visitorHomeEntry.fields as Record<string, unknown> & { banner: Record<string, unknown> };
const variants: Array<[string, unknown]> = [
  ['the visitor entry', visitor],
  ['the member entry', memberHomeEntry.fields],
  ['no user states', { ...visitor, user_states: [] }],
  ['two steps', { ...visitor, how_it_works: { title: 'How', steps: [] } }],
  ['a prospect form without its copy', { ...visitor, banner: { ...visitor.banner, show_prospect_form: true } }],
  [
    'a prospect form with its copy',
    {
      ...visitor,
      banner: {
        ...visitor.banner,
        show_prospect_form: true,
        prospect_form: { heading: 'Start', label: 'Email', button_text: 'Go', note: 'Note' },
      },
    },
  ],
  [
    'a prospect form with its placeholder copy',
    {
      ...visitor,
      banner: {
        ...visitor.banner,
        show_prospect_form: true,
        prospect_form: {
          heading: 'Start',
          label: 'Email',
          button_text: 'Go',
          note: 'Note',
          email_placeholder: 'a@b.c',
        },
      },
    },
  ],
  [
    'a prospect form with an empty placeholder',
    {
      ...visitor,
      banner: {
        ...visitor.banner,
        show_prospect_form: true,
        prospect_form: { heading: 'Start', label: 'Email', button_text: 'Go', note: 'Note', email_placeholder: '' },
      },
    },
  ],
  ['an empty banner', { ...visitor, banner: { ...visitor.banner, banner_text: [] } }],
  ['a broken body block', { ...visitor, body: [{ type: 'title', text: 'x', variant: 9 }] }],
  ['no body', { ...visitor, body: undefined }],
  ['a call to action without a url', { ...visitor, banner: { ...visitor.banner, cta: { text: 'Go' } } }],
];

describe('home copy', () => {
  it.each(variants)('judges %s as the shared home schema does', (_, fields) => {
    expect(isHomeFields(fields)).toBe(homeFieldsSchema.safeParse(fields).success);
  });

  it("picks the viewer's entry and fills in its tokens", () => {
    const terms = copyTermsFor(testPartner().terms, { currentTier: 'Select' });
    const copy = selectHomeCopy([memberHomeEntry, visitorHomeEntry], 'member', terms);
    expect(copy?.banner.banner_text[1]?.text_desktop).toBe('Your Test Air Dining offers');
    expect(
      selectHomeCopy([memberHomeEntry, visitorHomeEntry], 'not_signed_in', terms)?.banner.banner_text[1]?.text_desktop,
    ).toBe('Earn miles every time you dine');
  });

  it('skips an entry that fails the check, reporting it, for the next one of the same state', () => {
    const broken = { slug: 'broken', fields: { ...visitor, body: 'not blocks' } };
    const skipped: string[] = [];
    const copy = selectHomeCopy(
      [broken, visitorHomeEntry],
      'not_signed_in',
      copyTermsFor(testPartner().terms),
      (slug) => skipped.push(slug),
    );
    expect(skipped).toEqual(['broken']);
    expect(copy?.how_it_works.title).toBe('How Test Air Dining works');
  });
});
