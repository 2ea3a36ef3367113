import type { Partner } from '@forkpoint/shared';
import type { PushPayload } from '@forkpoint/shared/contracts/notifications';
import { formatProgramAmount } from '@forkpoint/shared/rules/earn-explanation';
import type { EarnNotificationKind } from '../../db/schema-notifications';
import { escapeHtml } from '../../lib/http/escape-html';
import type { OutgoingEmail } from '../outbox/mailer';

/**
 * The "you just earned" message (issue 35 part 1): what each reward is, where, and why (the row's explanation, the
 * same lines Reviews & History shows), each linking to its row, in the program's name and colours. One message
 * carries every notice of a coalescing window. Pure: the job gives it the facts and sends what it answers.
 */

export interface NoticeLine {
  kind: EarnNotificationKind;
  /** In the program's unit (cents for cash programs), as rewards.benefit_amount holds it. */
  amount: number;
  /** The restaurant's name; null for a bonus without one. */
  merchantName: string | null;
  /** Why: the row's explanation lines (rewards/reward-explanation.ts). */
  explanation: string[];
  /** The row in the activity page. */
  link: string;
}

const VERBS: Record<EarnNotificationKind, string> = {
  earned: 'You just earned',
  awarded: 'Awarded:',
  paid: 'Paid:',
  'deferred-reminder': 'Don’t miss',
};

function currencyOf(partner: Partner) {
  return { type: partner.currencyType, singular: partner.terms.currencySingular, plural: partner.terms.currencyPlural };
}

/** "You just earned 877 miles at Blue Fin Sushi", "Paid: $6.20". */
export function headline(line: NoticeLine, partner: Partner): string {
  // A deferred reward may not have an amount yet (it is worked out when it earns).
  const amount = line.amount > 0 ? formatProgramAmount(line.amount, currencyOf(partner)) : 'your reward';
  return `${VERBS[line.kind]} ${amount}${line.merchantName ? ` at ${line.merchantName}` : ''}`;
}

function subjectOf(lines: NoticeLine[], partner: Partner): string {
  if (lines.length === 1) return `${headline(lines[0]!, partner)} with ${partner.terms.program}`;
  const earned = lines.filter((line) => line.kind === 'earned');
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const amount = formatProgramAmount(total, currencyOf(partner));
  return earned.length === lines.length
    ? `You just earned ${amount} on ${lines.length} meals with ${partner.terms.program}`
    : `${lines.length} updates on your ${partner.terms.program} rewards (${amount})`;
}

export function earnEmail(input: {
  partner: Partner;
  to: string;
  firstName: string;
  lines: NoticeLine[];
  activityLink: string;
  unsubscribeLink: string;
}): OutgoingEmail {
  const { partner, lines, unsubscribeLink } = input;
  const program = partner.terms.program;
  const greeting = `Hello ${input.firstName || 'there'},`;
  const footer = `You get this email because you turned on e-mail notifications in your ${program} profile.`;
  const colors = partner.theme.colors;
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [
      `${headline(line, partner)}.`,
      ...line.explanation.map((why) => `  ${why}`),
      `  See it in your activity: ${line.link}`,
      '',
    ]),
    `All your activity: ${input.activityLink}`,
    '',
    `${footer} To stop these e-mails: ${unsubscribeLink}`,
  ].join('\n');
  const items = lines
    .map(
      (line) => `<li style="margin:0 0 16px">
<p style="margin:0;font-weight:700"><a href="${escapeHtml(line.link)}" style="color:${colors.link}">${escapeHtml(headline(line, partner))}</a></p>
${line.explanation.map((why) => `<p style="margin:4px 0 0;color:${colors.mutedText}">${escapeHtml(why)}</p>`).join('\n')}
</li>`,
    )
    .join('\n');
  return {
    partnerCode: partner.code,
    kind: 'earn-notification',
    to: input.to,
    subject: subjectOf(lines, partner),
    text,
    html: `<!doctype html>
<html lang="en"><body style="margin:0;background:${colors.background};color:${colors.text};font-family:${escapeHtml(partner.theme.fontFamily)}">
<div style="background:${colors.primary};color:${colors.onPrimary};padding:20px 24px;font-size:20px;font-weight:700">${escapeHtml(program)}</div>
<div style="padding:24px;max-width:560px">
<p>${escapeHtml(greeting)}</p>
<ul style="list-style:none;padding:0;margin:0">
${items}
</ul>
<p><a href="${escapeHtml(input.activityLink)}" style="display:inline-block;background:${colors.primary};color:${colors.onPrimary};padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:700">See my activity</a></p>
<p style="color:${colors.mutedText};font-size:13px">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeLink)}" style="color:${colors.link}">Turn off these e-mails</a>.</p>
</div></body></html>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The same message as a push notification: one line each, the first row's link (the activity page for several). */
export function earnPush(input: { partner: Partner; lines: NoticeLine[]; activityLink: string }): PushPayload {
  const { partner, lines } = input;
  const first = lines[0]!;
  const body =
    lines.length === 1
      ? [headline(first, partner), ...first.explanation.slice(0, 2)].join('\n')
      : lines.map((line) => headline(line, partner)).join('\n');
  return {
    title: partner.terms.program,
    body,
    url: lines.length === 1 ? first.link : input.activityLink,
    // One notification per program on the device: a newer message replaces an older one.
    tag: `earn-${partner.code}`,
  };
}
