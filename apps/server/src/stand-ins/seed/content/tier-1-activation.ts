import type { tier1ActivationFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type ActivationEntry = { slug: string; fields: z.input<typeof tier1ActivationFieldsSchema> };

/** The activation stage page and its activated state (spec part 1 §2 Activate). */
export function tier1ActivationEntries(copy: PartnerCopy): ActivationEntry[] {
  return [
    {
      slug: 'activation',
      fields: {
        title: 'Activate your account',
        body: `Welcome to {{program}}! Activate your account to see offers and start earning ${copy.reward} every time you dine at participating restaurants.`,
        button_text: 'Activate my account',
        working_text: 'Activating your account...',
        activated_title: "You're all set",
        activated_body: `Your {{program}} account is active. Pay with your linked card at participating restaurants and your ${copy.reward} will follow.`,
        activated_link: { text: 'Find a restaurant', url: '/search' },
        // Spec part 1 §8 and part 2 §8, word for word; the toast adds the support phone.
        error_text: 'There was an error activating your account. Please contact customer support',
      },
    },
  ];
}
