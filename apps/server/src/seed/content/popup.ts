import type { Partner } from '@forkpoint/shared';
import type { popupFieldsSchema } from '@forkpoint/shared/content/index';
import type { z } from 'zod';
import type { PartnerCopy } from './partner-copy';

type PopupEntry = { slug: string; fields: z.input<typeof popupFieldsSchema> };

/**
 * The general popup: the cash-back announcement with "LEARN MORE" (spec part 1 §2). It is
 * keyed by the partner's generalModalType; the app shows it only where that type is set.
 */
export function popupEntries(partner: Partner, copy: PartnerCopy): PopupEntry[] {
  const modalType = partner.generalModalType ?? 'cash-back-announcement';
  const body = copy.cashBack
    ? 'Real cash back is here. Pay with your linked card at participating restaurants and part of every eligible meal comes back to you, automatically.'
    : 'Every meal out can now pay you back. Pay with your linked card at participating restaurants and earn {{currency_plural}} automatically on every eligible meal.';
  return [
    {
      slug: modalType,
      fields: {
        modal_type: modalType,
        title: 'This is big',
        body_text: [body, copy.creditNote].filter(Boolean).join(' '),
        link: { text: 'LEARN MORE', url: '/earn/this-is-big' },
      },
    },
  ];
}
