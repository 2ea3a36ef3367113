import { describe, expect, it } from 'vitest';
import { BANNER_TEXT_TYPES, bannerTextItemSchema, contentBlockSchema } from '@forkpoint/shared/content/content-blocks';
import { BANNER_TEXT_ITEM_TYPES, isBannerTextItem, isContentBlock } from './content-guards';

/** Blocks the editors might write, good and bad; the hand check must judge each as the schema does. */
const blocks: unknown[] = [
  { type: 'body_text', text: 'Dine and earn.' },
  { type: 'body_text', text: 'Spaced', spacing: 30 },
  { type: 'body_text', text: '' },
  { type: 'body_text', text: 'Too far', spacing: 60 },
  { type: 'title', text: 'Big', variant: 1 },
  { type: 'title', text: 'Small', variant: 4 },
  { type: 'title', text: 'None', variant: 5 },
  { type: 'title', text: 'Half', variant: 1.5 },
  { type: 'button', text: 'Join', url: '/join', variant: 3 },
  { type: 'button', text: 'Join', url: '/join', variant: 4 },
  { type: 'button', text: 'Join', variant: 1 },
  { type: 'standalone_link', text: 'Terms', url: '/earn/terms', new_tab: true },
  { type: 'standalone_link', text: 'Terms', url: '/earn/terms', new_tab: 'yes' },
  { type: 'merchant_carousel', search: 'isNew=true', headline: 'New near you' },
  { type: 'merchant_carousel', search: 'isNew=true' },
  { type: 'video', url: '/x' },
  null,
  'text',
];

const items: unknown[] = [
  { type: 'title', text_desktop: 'Dine out', text_mobile: 'Dine' },
  { type: 'welcome', text_desktop: 'Welcome back', text_mobile: 'Welcome back' },
  { type: 'banner', text_desktop: 'x', text_mobile: 'x' },
  { type: 'body', text_desktop: 'x' },
];

describe('the first-load content checks', () => {
  it('know the banner text item types of the shared schema', () => {
    expect([...BANNER_TEXT_ITEM_TYPES]).toEqual([...BANNER_TEXT_TYPES]);
  });

  it.each(blocks.map((block) => [JSON.stringify(block), block]))(
    'judge the block %s as the schema does',
    (_, block) => {
      expect(isContentBlock(block)).toBe(contentBlockSchema.safeParse(block).success);
    },
  );

  it.each(items.map((item) => [JSON.stringify(item), item]))(
    'judge the banner item %s as the schema does',
    (_, item) => {
      expect(isBannerTextItem(item)).toBe(bannerTextItemSchema.safeParse(item).success);
    },
  );
});
