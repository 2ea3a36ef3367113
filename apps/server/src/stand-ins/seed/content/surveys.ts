import { SURVEY_DEFAULTS } from '@forkpoint/shared';
import type { surveyFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';

type SurveyEntry = { slug: string; fields: z.input<typeof surveyFieldsSchema> };

/** The pop-up survey panel (spec part 1 §4), with the spec's default delay and cookie period. */
export function surveyEntries(): SurveyEntry[] {
  return [
    {
      slug: 'dining-experience',
      fields: {
        text: 'How are we doing? Tell us in two minutes',
        id: 'dining-experience',
        delay_timeout: SURVEY_DEFAULTS.delaySeconds,
        cookie_timeout: SURVEY_DEFAULTS.cookieTimeoutDays,
        // Ask while people browse and look back on a meal, never in the middle of signing up or in.
        url_allow_list: [{ url_allowed: '/search' }, { url_allowed: '/merchants/' }, { url_allowed: '/account/' }],
        url_disallow_list: [
          { url_disallowed: '/join' },
          { url_disallowed: '/add_card' },
          { url_disallowed: '/card_added' },
          { url_disallowed: '/login' },
          { url_disallowed: '/activate' },
          { url_disallowed: '/recover' },
          { url_disallowed: '/fix_credentials' },
          { url_disallowed: '/surveys' },
        ],
        questions: [
          { id: 'overall', type: 'rating', label: 'How would you rate {{program}} overall?', required: true },
          {
            id: 'found_restaurant',
            type: 'choice',
            label: 'Did you find a restaurant you want to try?',
            required: true,
            options: ['Yes', 'Not yet', 'No'],
          },
          {
            id: 'earn_clarity',
            type: 'rating',
            label: 'How clear is what you earn at each restaurant?',
            required: false,
          },
          {
            id: 'improve',
            type: 'text',
            label: 'What one thing would make {{program}} better for you?',
            required: false,
            max_length: 1000,
          },
        ],
        success_text: 'Thank you! Your feedback helps us make {{program}} better.',
        error_text: "We couldn't send your answers just now. Please try again a little later.",
      },
    },
  ];
}
