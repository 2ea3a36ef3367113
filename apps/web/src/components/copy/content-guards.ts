import type { BannerTextItem, ContentBlock, ContentLink } from '@forkpoint/shared/content/content-blocks';

/**
 * Shape checks for copy rendered on the first load (home, navbar, footer). They mirror the shared zod
 * schemas (content-blocks.ts), which stay out of the first load; content-guards.test.ts holds the two
 * together. Pages loaded on demand parse with the zod schemas themselves.
 */

export const BANNER_TEXT_ITEM_TYPES = ['welcome', 'title', 'subtitle', 'body'] as const;

type Fields = Record<string, unknown>;

export const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

const isInteger = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function isContentLink(value: unknown): value is ContentLink {
  return (
    isObject(value) &&
    isText(value.text) &&
    isText(value.url) &&
    isOptional(value.new_tab, (flag) => typeof flag === 'boolean')
  );
}

export function isBannerTextItem(value: unknown): value is BannerTextItem {
  return (
    isObject(value) &&
    (BANNER_TEXT_ITEM_TYPES as readonly unknown[]).includes(value.type) &&
    isText(value.text_desktop) &&
    isText(value.text_mobile)
  );
}

export function isContentBlock(value: unknown): value is ContentBlock {
  if (!isObject(value) || !isOptional(value.spacing, (spacing) => isInteger(spacing, 0, 50))) return false;
  switch (value.type) {
    case 'body_text':
      return isText(value.text);
    case 'title':
      return isText(value.text) && isInteger(value.variant, 1, 4);
    case 'button':
      return isInteger(value.variant, 1, 3) && isContentLink(value);
    case 'standalone_link':
      return isContentLink(value);
    case 'merchant_carousel':
      return isText(value.search) && isText(value.headline) && isOptional(value.body, isText);
    default:
      return false;
  }
}

export const isListOf = <T>(value: unknown, check: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(check);
