import type { discoverFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type DiscoverEntry = { slug: string; fields: z.input<typeof discoverFieldsSchema> };

const disclaimer =
  'Restaurant participation, offers and hours may change. See the [[terms|Program Terms]] for details.';

/** Written for every partner; the page itself only exists where the partner has hasDiscoverPage. */
export function discoverEntries(copy: PartnerCopy): DiscoverEntry[] {
  return [
    {
      slug: 'discover',
      fields: {
        url: '/discover',
        browser_title: 'Discover restaurants | {{program}}',
        banner_text: [
          {
            type: 'title',
            text_desktop: 'Discover your next favorite restaurant',
            text_mobile: 'Find your next favorite',
          },
          {
            type: 'body',
            text_desktop: `Hand-picked places to eat, every one of them earning ${copy.reward} with {{program}}.`,
            text_mobile: `Hand-picked places that earn ${copy.reward}.`,
          },
        ],
        body: [
          {
            type: 'merchant_carousel',
            search: 'isNew=true',
            headline: 'New near you',
            body: 'Fresh additions to {{program}} in your neighborhood.',
          },
          {
            type: 'merchant_carousel',
            search: 'location=New York, NY',
            headline: 'New York, NY',
            body: 'From corner bistros to chef-driven tasting menus.',
            spacing: 40,
          },
          {
            type: 'merchant_carousel',
            search: 'location=Chicago, IL',
            headline: 'Chicago, IL',
            body: 'Deep-dish classics, steakhouses and neighborhood gems.',
            spacing: 40,
          },
          {
            type: 'merchant_carousel',
            search: 'location=Los Angeles, CA&features=takeout',
            headline: 'Takeout in Los Angeles, CA',
            body: 'Great food to enjoy wherever you are.',
            spacing: 40,
          },
          {
            type: 'merchant_carousel',
            search: 'location=Miami, FL&acclaimed=true',
            headline: 'Acclaimed in Miami, FL',
            body: 'Restaurants the critics keep talking about.',
            spacing: 40,
          },
          { type: 'title', text: 'Planning something special?', variant: 2, spacing: 50 },
          { type: 'standalone_link', text: 'Ideas for date night', url: '/discover/date-night' },
          { type: 'button', text: 'Search all restaurants', url: '/search', variant: 2, spacing: 30 },
        ],
        disclaimer,
      },
    },
    {
      slug: 'date-night',
      fields: {
        url: '/discover/date-night',
        browser_title: 'Date night | Discover | {{program}}',
        banner_text: [
          { type: 'title', text_desktop: 'Date night, sorted', text_mobile: 'Date night, sorted' },
          {
            type: 'body',
            text_desktop: `Candlelit corners, great wine lists and dessert worth sharing, with ${copy.reward} on the side.`,
            text_mobile: 'Candlelit corners and dessert worth sharing.',
          },
        ],
        body: [
          { type: 'title', text: 'Worth dressing up for', variant: 2 },
          {
            type: 'body_text',
            text: 'Book ahead where you can: the best tables go early on Friday and Saturday nights.',
          },
          {
            type: 'merchant_carousel',
            search: 'location=New York, NY&priceRange=3&mealsServed=dinner',
            headline: 'Date night in New York, NY',
            spacing: 30,
          },
          {
            type: 'merchant_carousel',
            search: 'location=San Francisco, CA&priceRange=4&mealsServed=dinner',
            headline: 'A night out in San Francisco, CA',
            spacing: 30,
          },
          {
            type: 'merchant_carousel',
            search: 'reservations=true&mealsServed=dinner',
            headline: 'Book a table near you',
            body: 'Reserve right from the restaurant page.',
            spacing: 30,
          },
          { type: 'standalone_link', text: 'Back to Discover', url: '/discover', spacing: 30 },
        ],
        disclaimer,
      },
    },
  ];
}
