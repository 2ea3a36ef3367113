import { describe, expect, it } from 'vitest';
import { CONTENT_NAMES } from '../constants';
import { contentBlockSchema, copyTextSchema, linkUrlSchema } from './content-blocks';
import {
  announcementBannerFieldsSchema,
  earnBannerFieldsSchema,
  fieldsSchemaFor,
  homeFieldsSchema,
  surveyFieldsSchema,
} from './content-schemas';

const bannerText = [{ type: 'title', text_desktop: 'Dine and earn', text_mobile: 'Dine & earn' }];
const steps = [
  { icon: 'search', title: 'Search', text: 'Find a restaurant.' },
  { icon: 'dine', title: 'Dine and pay', text: 'Pay with a linked card.' },
  { icon: 'earn', title: 'Earn', text: 'Earn {{currency_plural}}.' },
];
const home = {
  user_states: ['not_signed_in'],
  banner: { banner_text: bannerText, show_prospect_form: false },
  how_it_works: { title: 'How it works', steps },
  body: [],
};

describe('copy text', () => {
  it('accepts known copy and link tokens', () => {
    expect(copyTextSchema.safeParse('Join {{program}} or [[sign_in|sign in]]. Call [[support_phone]].').success).toBe(
      true,
    );
  });

  it('rejects unknown copy tokens and unknown link tokens', () => {
    expect(copyTextSchema.safeParse('Hi {{first_name}}').success).toBe(false);
    expect(copyTextSchema.safeParse('[[elsewhere|Go]]').success).toBe(false);
  });

  it('rejects empty copy', () => {
    expect(copyTextSchema.safeParse('').success).toBe(false);
  });
});

describe('content blocks', () => {
  it('accepts each block type with its own fields', () => {
    const blocks = [
      { type: 'body_text', text: 'Hello', spacing: 0 },
      { type: 'button', text: 'Join', url: '/join', variant: 3, spacing: 50 },
      { type: 'standalone_link', text: 'Terms', url: 'https://example.org/terms', new_tab: true },
      { type: 'title', text: 'Earn', variant: 4 },
      { type: 'merchant_carousel', search: 'location=New York, NY&isNew=true', headline: 'New in New York' },
    ];
    for (const block of blocks) expect(contentBlockSchema.safeParse(block).success, block.type).toBe(true);
  });

  it('keeps spacing within 0-50 px and variants within their ranges', () => {
    expect(contentBlockSchema.safeParse({ type: 'body_text', text: 'x', spacing: 51 }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'body_text', text: 'x', spacing: -1 }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'button', text: 'x', url: '/', variant: 4 }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'title', text: 'x', variant: 0 }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'title', text: 'x', variant: 5 }).success).toBe(false);
  });

  it('rejects an unknown block type and a field of another block type', () => {
    expect(contentBlockSchema.safeParse({ type: 'video', text: 'x' }).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'title', text: 'x', variant: 1, url: '/' }).success).toBe(false);
  });

  it('accepts only merchant search fields in a carousel search string', () => {
    const carousel = (search: string) => ({ type: 'merchant_carousel', search, headline: 'h' });
    expect(contentBlockSchema.safeParse(carousel('restaurantOrCuisine=sushi')).success).toBe(true);
    expect(contentBlockSchema.safeParse(carousel('city=Boston')).success).toBe(false);
  });

  it('rejects protocol-relative and javascript links', () => {
    expect(contentBlockSchema.safeParse({ type: 'standalone_link', text: 'x', url: '//evil.example' }).success).toBe(
      false,
    );
    expect(
      contentBlockSchema.safeParse({ type: 'standalone_link', text: 'x', url: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  // Browsers read a backslash as a slash and drop tabs and new lines: each of these leads to evil.example.
  it.each([
    '/\\evil.example/login',
    '\\\\evil.example/login',
    '\\/evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
  ])('rejects %j, which a browser may follow to another host', (url) => {
    expect(linkUrlSchema.safeParse(url).success).toBe(false);
    expect(contentBlockSchema.safeParse({ type: 'standalone_link', text: 'x', url }).success).toBe(false);
  });

  it.each(['/', '/search?location=Austin', '/how-it-works#earn', 'https://example.org/terms', 'mailto:help@x.example'])(
    'still takes %j',
    (url) => {
      expect(linkUrlSchema.safeParse(url).success).toBe(true);
    },
  );
});

describe('group fields', () => {
  it('accepts a home entry and rejects one without user states', () => {
    expect(homeFieldsSchema.safeParse(home).success).toBe(true);
    expect(homeFieldsSchema.safeParse({ ...home, user_states: [] }).success).toBe(false);
    expect(homeFieldsSchema.safeParse({ ...home, user_states: ['someone'] }).success).toBe(false);
  });

  it('requires the prospect form copy when the banner shows the form', () => {
    const flagged = { ...home, banner: { banner_text: bannerText, show_prospect_form: true } };
    expect(homeFieldsSchema.safeParse(flagged).success).toBe(false);
    const withCopy = {
      ...home,
      banner: {
        ...flagged.banner,
        prospect_form: {
          heading: 'Get started',
          label: 'Email',
          button_text: 'Get started',
          note: 'We never share it.',
        },
      },
    };
    expect(homeFieldsSchema.safeParse(withCopy).success).toBe(true);
  });

  it('requires exactly three how-it-works steps', () => {
    expect(
      homeFieldsSchema.safeParse({ ...home, how_it_works: { title: 't', steps: steps.slice(0, 2) } }).success,
    ).toBe(false);
  });

  it('rejects a misspelt field name', () => {
    expect(homeFieldsSchema.safeParse({ ...home, user_state: ['member'] }).success).toBe(false);
  });

  it('takes announcement items of type text or link, a link needing a url', () => {
    const ok = {
      banner_copy: [
        { type: 'text', copy: 'New!' },
        { type: 'link', copy: 'Look', url: '/search', new_tab: false },
      ],
    };
    expect(announcementBannerFieldsSchema.safeParse(ok).success).toBe(true);
    expect(announcementBannerFieldsSchema.safeParse({ banner_copy: [{ type: 'link', copy: 'Look' }] }).success).toBe(
      false,
    );
  });

  it('requires a bonus code on a bonus banner only', () => {
    const banner = { type: 'earn', order: 1, text: bannerText };
    expect(earnBannerFieldsSchema.safeParse(banner).success).toBe(true);
    expect(earnBannerFieldsSchema.safeParse({ ...banner, type: 'bonus' }).success).toBe(false);
    expect(earnBannerFieldsSchema.safeParse({ ...banner, type: 'bonus', code: 'NMB' }).success).toBe(true);
  });

  it('reads the survey allow and disallow lists as path lists', () => {
    const survey = {
      text: 'Tell us',
      id: 'dining-2031',
      delay_timeout: 0,
      cookie_timeout: 90,
      url_allow_list: [{ url_allowed: '/search' }],
      url_disallow_list: [{ url_disallowed: '/join' }],
      questions: [{ id: 'overall', type: 'rating', label: 'Overall?', required: true }],
    };
    expect(surveyFieldsSchema.safeParse(survey).success).toBe(true);
    expect(surveyFieldsSchema.safeParse({ ...survey, url_allow_list: [{ url_allowed: 'search' }] }).success).toBe(
      false,
    );
  });

  it('takes rating, choice and text questions with unique ids, refusing a survey without any', () => {
    const base = {
      text: 'Tell us',
      id: 'dining-2031',
      delay_timeout: 0,
      cookie_timeout: 90,
      url_allow_list: [],
      url_disallow_list: [],
    };
    const questions = [
      { id: 'overall', type: 'rating', label: 'Overall?', required: true },
      { id: 'found', type: 'choice', label: 'Found one?', required: true, options: ['Yes', 'No'] },
      { id: 'improve', type: 'text', label: 'Better?', required: false, max_length: 500 },
    ];
    expect(surveyFieldsSchema.safeParse({ ...base, questions }).success).toBe(true);
    expect(surveyFieldsSchema.safeParse({ ...base, questions: [] }).success).toBe(false);
    expect(surveyFieldsSchema.safeParse({ ...base, questions: [questions[0], questions[0]] }).success).toBe(false);
    const oneOption = { ...questions[1], options: ['Yes'] };
    expect(surveyFieldsSchema.safeParse({ ...base, questions: [oneOption] }).success).toBe(false);
  });
});

describe('fieldsSchemaFor', () => {
  it('has a schema for every group', () => {
    for (const name of CONTENT_NAMES.filter((n) => n !== '*'))
      expect(fieldsSchemaFor(name, 'any-slug'), name).toBeDefined();
  });

  it('knows the global slugs earn, footer and navbar and no others', () => {
    for (const slug of ['earn', 'footer', 'navbar']) expect(fieldsSchemaFor('*', slug)).toBeDefined();
    expect(fieldsSchemaFor('*', 'sidebar')).toBeUndefined();
    expect(fieldsSchemaFor('*', 'footer')).not.toBe(fieldsSchemaFor('*', 'navbar'));
  });

  it('reads only its own slugs, never what every object inherits (a slug is a URL segment)', () => {
    for (const slug of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__']) {
      expect(fieldsSchemaFor('home', slug), slug).toBe(homeFieldsSchema);
      expect(fieldsSchemaFor('*', slug), slug).toBeUndefined();
    }
  });
});
