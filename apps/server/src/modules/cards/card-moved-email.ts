import type { Partner } from '@forkpoint/shared';
import type { OutgoingEmail } from '../outbox/mailer';
import type { MemberRow } from '../members/repository';
import type { MemberCardRow } from './card-repository';

/**
 * The e-mail to the member whose card was moved to another program. It names their own program
 * and card (brand and last four) and nothing of where the card went or who moved it.
 */
export function cardMovedEmail(former: {
  partner: Partner;
  member: MemberRow;
  card: MemberCardRow;
}): OutgoingEmail | null {
  const { partner, member, card } = former;
  if (!member.email) return null;
  const { program } = partner.terms;
  const support = partner.customerSupport;
  return {
    partnerCode: partner.code,
    kind: 'card-moved',
    to: member.email,
    subject: `A card is no longer linked to your ${program} account`,
    text: [
      `Hello ${member.first_name || 'there'},`,
      '',
      `Your ${card.description} card ending in ${card.last_four} is no longer linked to your ${program} account.`,
      'Its holder linked it to another dining rewards program, and a card earns rewards in one program at a time.',
      `Purchases with this card no longer earn ${partner.terms.currencyPlural} in ${program}.`,
      '',
      `If you did not expect this, please contact ${program} support at ${support.phone.formatted} or ${support.email.display}.`,
    ].join('\n'),
  };
}
