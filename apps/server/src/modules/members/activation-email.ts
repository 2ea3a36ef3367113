import type { Partner } from '@forkpoint/shared';
import type { OutgoingEmail } from '../outbox/mailer';
import { escapeHtml } from '../../lib/http/escape-html';

/**
 * The activation invitation (docs/member-file.md "Activation campaign"): the member's own /activate link, in the
 * program's name and colours, with the unsubscribe link both in the body and as List-Unsubscribe (RFC 2369) with
 * one-click (RFC 8058), which mail clients show as their own "Unsubscribe" button.
 */
export function activationEmail(input: {
  partner: Partner;
  to: string;
  firstName: string;
  activateLink: string;
  unsubscribeLink: string;
}): OutgoingEmail {
  const { partner, activateLink, unsubscribeLink } = input;
  const { program, partner: brand } = partner.terms;
  const greeting = `Hello ${input.firstName || 'there'},`;
  const pitch = `As a ${brand} member, you can earn ${partner.terms.currencyPlural} every time you dine at participating restaurants with a card you link to ${program}.`;
  const colors = partner.theme.colors;
  return {
    partnerCode: partner.code,
    kind: 'activation-invitation',
    to: input.to,
    subject: `Activate ${program} and start earning when you dine`,
    text: [
      greeting,
      '',
      pitch,
      'Activate your account to see your offers:',
      '',
      activateLink,
      '',
      `You get this email because ${brand} told us you are a member. To get no more invitations: ${unsubscribeLink}`,
    ].join('\n'),
    html: `<!doctype html>
<html lang="en"><body style="margin:0;background:${colors.background};color:${colors.text};font-family:${escapeHtml(partner.theme.fontFamily)}">
<div style="background:${colors.primary};color:${colors.onPrimary};padding:20px 24px;font-size:20px;font-weight:700">${escapeHtml(program)}</div>
<div style="padding:24px;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(pitch)}</p>
<p><a href="${escapeHtml(activateLink)}" style="display:inline-block;background:${colors.primary};color:${colors.onPrimary};padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700">Activate my account</a></p>
<p style="color:${colors.mutedText};font-size:13px">You get this email because ${escapeHtml(brand)} told us you are a member. <a href="${escapeHtml(unsubscribeLink)}" style="color:${colors.link}">Unsubscribe</a> from these invitations.</p>
</div></body></html>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
