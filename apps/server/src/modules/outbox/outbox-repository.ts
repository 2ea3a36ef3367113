import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A mail as the staging tools show it: what was sent to whom, not how it was delivered. */
export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/**
 * One partner's latest mails, newest first, at most `limit`; with `to`, only those to that address (compared
 * case-insensitively, as addresses are typed in any case).
 */
export async function latestOutboxMails(
  db: Kysely<DB>,
  { partnerCode, to, limit }: { partnerCode: string; to?: string | undefined; limit: number },
): Promise<OutboxMail[]> {
  let query = db
    .selectFrom('email_outbox')
    .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'created_at'])
    .where('partner_code', '=', partnerCode);
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to.toLowerCase()));
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    createdAt: new Date(row.created_at),
  }));
}

/**
 * Mails handed to SMTP and not yet sent or refused (GET /metrics): a few at a time while a mail server answers;
 * a growing number means it stopped answering. Without SMTP the outbox row is the delivery, so nothing waits.
 */
export async function countWaitingMails(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('waiting'))
    .where('transport', '=', 'smtp')
    .where('sent_at', 'is', null)
    .where('error', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.waiting);
}
