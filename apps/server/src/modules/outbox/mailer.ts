import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { HOUR_MS } from '@forkpoint/shared/dates/durations';
import type { DB } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { MailOutcome } from '../../lib/metrics';

export interface OutgoingEmail {
  partnerCode: string;
  /** What the mail is for, e.g. 'recovery'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The same mail in HTML, in the program's colours (the invitation); sent alongside the text, never stored. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe; stored with the outbox row. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /**
   * The same mailer (same transport) writing its outbox row and the delivery's outcome through `db`,
   * e.g. a transaction, so a mail commits with the change it reports.
   */
  within(db: Kysely<DB>): Mailer;
}

/** Where the body of a mail sent over SMTP went: it held a one-time link, so it is not kept. */
export const SENT_BODY_PLACEHOLDER = '[delivered over SMTP; the body is not kept]';
/** Where the body of a mail SMTP refused went: nothing sends it again, and its link must not stay readable. */
export const FAILED_BODY_PLACEHOLDER = '[not delivered over SMTP; the body is not kept]';
/** The body of a mail while SMTP takes it: the body goes to the mail server only, never to the table. */
export const SENDING_BODY_PLACEHOLDER = '[being delivered over SMTP; the body is not kept]';

/**
 * E-mail delivery. Every mail is written to the email_outbox table first. Without SMTP_URL that
 * row is the delivery (development, tests and the staging tools read it), kept EMAIL_OUTBOX_RETENTION_HOURS
 * (pruneOutbox); with SMTP_URL the row holds no body (its one-time link), the mail goes out through
 * nodemailer and the row records the outcome.
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return mailerOn(options.db, transport, options);
}

export interface MailerOptions {
  db: Kysely<DB>;
  clock: Clock;
  smtpUrl?: string;
  from: string;
  log?: (error: unknown) => void;
  /** Told what became of each mail (the metrics' sent and failed counts). */
  delivered?: (outcome: MailOutcome) => void;
}

type Transport = ReturnType<typeof nodemailer.createTransport>;

function mailerOn(db: Kysely<DB>, transport: Transport | null, options: MailerOptions): Mailer {
  return {
    within: (other) => mailerOn(other, transport, options),
    async send(email) {
      const row = await db
        .insertInto('email_outbox')
        .values({
          partner_code: email.partnerCode,
          kind: email.kind,
          to_address: email.to,
          subject: email.subject,
          // With SMTP the table records the delivery only: the link in the body is never written to it.
          text_body: transport ? SENDING_BODY_PLACEHOLDER : email.text,
          created_at: options.clock(),
          transport: transport ? 'smtp' : 'outbox',
          headers: email.headers ? JSON.stringify(email.headers) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.delivered?.('stored');
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
        });
        options.delivered?.('sent');
        await db
          .updateTable('email_outbox')
          .set({ sent_at: options.clock(), text_body: SENT_BODY_PLACEHOLDER })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        // The caller's answer must not depend on delivery (recovery never reveals an account).
        options.log?.(error);
        options.delivered?.('failed');
        await db
          .updateTable('email_outbox')
          .set({
            error: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
            text_body: FAILED_BODY_PLACEHOLDER,
          })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
}

/**
 * Deletes the outbox mails older than `retentionHours` that were the delivery itself (no SMTP: their body holds
 * the one-time link in clear), run by the hourly housekeeping (EMAIL_OUTBOX_RETENTION_HOURS). Rows of mails sent
 * over SMTP keep no body and stay as the record of the delivery. Answers how many went.
 */
export async function pruneOutbox(db: Kysely<DB>, now: Date, retentionHours: number): Promise<number> {
  const result = await db
    .deleteFrom('email_outbox')
    .where('transport', '=', 'outbox')
    .where('created_at', '<', new Date(now.getTime() - retentionHours * HOUR_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
