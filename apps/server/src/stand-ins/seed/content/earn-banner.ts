import type { Partner } from '@forkpoint/shared';
import { NEW_MEMBER_BONUS_WINDOW_HOURS } from '@forkpoint/shared';
import type { earnBannerFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type EarnBannerEntry = { slug: string; fields: z.input<typeof earnBannerFieldsSchema> };

/**
 * Banner configuration entries (spec part 2 §3): earn and enrollment banners for everyone,
 * plus a bonus banner for each bonus code the partner's settings name.
 */
export function earnBannerEntries(partner: Partner, copy: PartnerCopy): EarnBannerEntry[] {
  const entries: EarnBannerEntry[] = [
    {
      slug: 'earn-every-meal',
      fields: {
        type: 'earn',
        order: 1,
        text: [
          {
            type: 'title',
            text_desktop: `Earn ${copy.reward} every time you dine`,
            text_mobile: `Earn ${copy.reward} when you dine`,
          },
          {
            type: 'body',
            text_desktop:
              "Pay with a linked card at participating restaurants. There's nothing to show and nothing to clip.",
            text_mobile: "Pay with a linked card. That's it.",
          },
        ],
        user_states: ['member', 'tier_2', 'tier_3'],
        cta: { text: 'Find a restaurant', url: '/search' },
      },
    },
    {
      slug: 'unlock-select',
      fields: {
        type: 'earn',
        order: 2,
        text: [
          { type: 'title', text_desktop: 'Unlock Select and earn more', text_mobile: 'Unlock Select' },
          {
            type: 'body',
            text_desktop: `Turn on e-mail offers from {{program}} to reach Select and earn more ${copy.reward} on every eligible meal.`,
            text_mobile: `Turn on e-mail offers to earn more ${copy.reward}.`,
          },
        ],
        user_states: ['member'],
        cta: { text: 'Turn on e-mail offers', url: '/account/user_profile' },
      },
    },
  ];
  if (copy.join) {
    entries.push({
      slug: 'join',
      fields: {
        type: 'enrollment',
        order: 3,
        text: [
          { type: 'title', text_desktop: 'Not a member yet?', text_mobile: 'Not a member yet?' },
          { type: 'body', text_desktop: copy.joinHow, text_mobile: `Join free and earn ${copy.reward}.` },
        ],
        user_states: ['not_signed_in'],
        cta: copy.join,
      },
    });
  }
  if (partner.newMemberSourceBonus) {
    entries.push({
      slug: 'new-member-bonus',
      fields: {
        type: 'bonus',
        order: 4,
        code: partner.newMemberSourceBonus.code,
        text: [
          { type: 'title', text_desktop: 'Your welcome bonus is waiting', text_mobile: 'Welcome bonus' },
          {
            type: 'body',
            text_desktop: `As a new member, you can earn ${copy.bonusReward} on your first meals out. Activate the bonus to get started.`,
            text_mobile: `Earn ${copy.bonusReward} on your first meals out.`,
          },
        ],
        days_to_display: NEW_MEMBER_BONUS_WINDOW_HOURS / 24,
        cta: { text: 'Bonus details', url: '/earn/new-member-bonus' },
      },
    });
  }
  if (partner.appOnlyBonusCode) {
    entries.push({
      slug: 'app-bonus',
      fields: {
        type: 'bonus',
        order: 5,
        code: partner.appOnlyBonusCode,
        text: [
          { type: 'title', text_desktop: 'A bonus just for app users', text_mobile: 'App-only bonus' },
          {
            type: 'body',
            text_desktop: `Dine with the {{program}} app and earn ${copy.bonusReward} on top of your usual ${copy.reward}.`,
            text_mobile: `Earn ${copy.bonusReward} with the app.`,
          },
        ],
        app_only_bonus: true,
        app_text: 'This bonus is available in the {{program}} app. Download it to activate your bonus.',
      },
    });
  }
  return entries;
}
