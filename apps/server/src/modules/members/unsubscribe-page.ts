import { createHash } from 'node:crypto';
import type { Partner } from '@forkpoint/shared';
import { escapeHtml } from '../../lib/http/escape-html';

export type UnsubscribeStage = 'confirm' | 'done' | 'invalid';

export interface UnsubscribeCopy {
  /** The confirm page's heading and text, and the done page's; `program` is the program's name, escaped. */
  confirmTitle(program: string): string;
  confirmText(program: string): string;
  doneText(program: string): string;
  /** The page's <title> after the program's name. */
  subject: string;
}

/** The activation invitations' words (members/activation-invitations.ts). */
export const INVITATION_UNSUBSCRIBE_COPY: UnsubscribeCopy = {
  confirmTitle: (program) => `Stop ${program} invitations?`,
  confirmText: (program) => `We will not email you again to invite you to activate ${program}.`,
  doneText: (program) =>
    `You will get no more ${program} invitations. You can still activate your account whenever you like.`,
  subject: 'invitations',
};

/**
 * The small page an e-mail's unsubscribe link opens: a button that confirms (a link alone must not unsubscribe,
 * since mail scanners open links), then the confirmation. Served by the server, not the app, so it works from any
 * mail client with nothing to load; its one stylesheet is inline and allowed by its hash (`contentSecurityPolicy`).
 * The words are the list's (`copy`): the invitations', or the earn notifications' (modules/notifications).
 */
export function unsubscribePage(
  partner: Partner,
  stage: UnsubscribeStage,
  action: string,
  copy: UnsubscribeCopy = INVITATION_UNSUBSCRIBE_COPY,
): string {
  const program = escapeHtml(partner.terms.program);
  const body =
    stage === 'confirm'
      ? `<h1>${copy.confirmTitle(program)}</h1>
<p>${copy.confirmText(program)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`
      : stage === 'done'
        ? `<h1>You are unsubscribed</h1>
<p>${copy.doneText(program)}</p>`
        : `<h1>This link does not work</h1>
<p>It may have been copied only in part. Open it again from the email, or contact ${escapeHtml(partner.terms.partner)} support.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${program}: ${escapeHtml(copy.subject)}</title><style>${style(partner)}</style></head>
<body><header>${program}</header><main>${body}</main></body></html>`;
}

function style(partner: Partner): string {
  const c = partner.theme.colors;
  return `body{margin:0;font-family:${partner.theme.fontFamily};background:${c.background};color:${c.text}}header{background:${c.primary};color:${c.onPrimary};padding:16px 24px;font-weight:700;font-size:20px}main{padding:24px;max-width:560px}button{background:${c.primary};color:${c.onPrimary};border:0;border-radius:4px;padding:12px 20px;font:inherit;font-weight:700;cursor:pointer}button:focus-visible{outline:3px solid ${c.accent};outline-offset:2px}`;
}

/** The page's own policy: nothing but its inline stylesheet, and a form that posts back here. */
export function contentSecurityPolicy(partner: Partner): string {
  const hash = createHash('sha256').update(style(partner)).digest('base64');
  return `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
}
