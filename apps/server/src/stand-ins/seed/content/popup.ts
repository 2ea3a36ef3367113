import type { Partner } from '@forkpoint/shared';
import { TEMPORARY_SSO_MODAL_TYPE } from '@forkpoint/shared/content/popup-types';
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
  const entries: PopupEntry[] = [
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
  if (partner.hasTemporarySsoModal) entries.push(temporarySsoEntry());
  return entries;
}

/**
 * The temporary invitation of an sso program (partner setting hasTemporarySsoModal): its members now sign in
 * with the account they already have at the program, so the modal sends visitors to /Login.
 */
function temporarySsoEntry(): PopupEntry {
  return {
    slug: TEMPORARY_SSO_MODAL_TYPE,
    fields: {
      modal_type: TEMPORARY_SSO_MODAL_TYPE,
      title: 'Sign in with your {{partner}} account',
      body_text:
        '{{program}} now uses your {{partner}} account. Sign in or join with the login you already use for {{partner}}: no separate password to remember, and your {{currency_plural}} land in the same account.',
      link: { text: 'Sign in or join', url: '/Login' },
    },
  };
}
