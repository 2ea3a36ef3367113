import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Partner } from '@forkpoint/shared';
import { UNSUBSCRIBE_PATH, type ActivationCampaignReport } from '@forkpoint/shared/contracts/member-file';
import type { DB } from '../../db/schema';
import type { Mailer } from '../outbox/mailer';
import { activationEmail } from './activation-email';
import { markInvitation, queueInvitations, waitingInvitations } from './member-file-repository';

/** The advisory lock one instance sends invitations under (plugins/scheduled-job.ts). */
export const ACTIVATION_INVITATIONS_LOCK = 'activation-invitations';
/** How often the job wakes; it sends ACTIVATION_MAILS_PER_MINUTE at most each time. */
export const ACTIVATION_INVITATIONS_INTERVAL_MS = 60_000;

/**
 * The activation campaign (docs/member-file.md): queues one invitation for each of the program's members who has
 * not activated, has an e-mail and has not unsubscribed, and was never invited. Nothing is sent here: the job
 * (sendDueInvitations) sends them a few a minute, so a program of a million members does not flood its mail server.
 */
export async function startActivationCampaign(input: {
  db: Kysely<DB>;
  partnerCode: string;
  now: Date;
}): Promise<ActivationCampaignReport> {
  return queueInvitations(input.db, input.partnerCode, input.now);
}

/** What the unsubscribe link carries: the public id and a MAC binding it to the program, so no one can forge one. */
export function unsubscribeToken(secret: string, partnerCode: string, publicId: string): string {
  return `${publicId}.${macOf(secret, partnerCode, publicId)}`;
}

/** The public id a token was made for in this program, or null when it is not one of ours. */
export function publicIdOfUnsubscribeToken(secret: string, partnerCode: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const publicId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'hex');
  const expected = Buffer.from(macOf(secret, partnerCode, publicId), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

function macOf(secret: string, partnerCode: string, publicId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${partnerCode}:${publicId}`).digest('hex').slice(0, 32);
}

type WaitingInvitation = Awaited<ReturnType<typeof waitingInvitations>>[number];

/** The address to send to, or why the invitation no longer applies. */
function sendableTo(due: WaitingInvitation): string | { skipped: string } {
  if (due.tier !== 'NonActivated' || due.hasWebProfile) return { skipped: 'activated' };
  if (due.unsubscribedAt !== null) return { skipped: 'unsubscribed' };
  if (!due.email) return { skipped: 'no-email' };
  if (!due.active || due.memberType === 'ClosedAccountMember') return { skipped: 'closed' };
  return due.email;
}

export interface InvitationRun {
  sent: number;
  skipped: number;
}

/**
 * Sends the oldest waiting invitations, at most `limit` (ACTIVATION_MAILS_PER_MINUTE a run). Each is checked again
 * when its turn comes: a member who activated, unsubscribed, lost their address or was closed meanwhile is skipped
 * with the reason, never mailed.
 */
export async function sendDueInvitations(input: {
  db: Kysely<DB>;
  mailer: Mailer;
  partners: readonly Partner[];
  now: Date;
  limit: number;
  secret: string;
  originOf: (partner: Partner) => string;
}): Promise<InvitationRun> {
  const run: InvitationRun = { sent: 0, skipped: 0 };
  const partners = new Map(input.partners.map((partner) => [partner.code, partner]));
  for (const due of await waitingInvitations(input.db, input.limit)) {
    const partner = partners.get(due.partnerCode);
    // A program no longer served: its members are not invited in its name.
    const email = partner ? sendableTo(due) : { skipped: 'closed' };
    if (!partner || typeof email !== 'string') {
      await markInvitation(input.db, due.memberId, typeof email === 'string' ? { skipped: 'closed' } : email);
      run.skipped += 1;
      continue;
    }
    const origin = input.originOf(partner);
    const token = unsubscribeToken(input.secret, partner.code, due.publicId);
    await input.mailer.send(
      activationEmail({
        partner,
        to: email,
        firstName: due.firstName,
        activateLink: `${origin}/activate?public_id=${encodeURIComponent(due.publicId)}`,
        unsubscribeLink: `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      }),
    );
    await markInvitation(input.db, due.memberId, { sentAt: input.now });
    run.sent += 1;
  }
  return run;
}
