import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env';
import type { Clock } from '../../lib/clock';
import { createMailer, type Mailer } from './mailer';
import { countWaitingMails } from './outbox-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail: the outbox table, and SMTP when SMTP_URL is set (modules/outbox/mailer.ts). */
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  /** "Now" of the outbox rows: the same clock as the sessions'. */
  clock: Clock;
}

/** One mailer for the whole app (recovery, cards), built from the configuration once. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { env, clock }: MailerPluginOptions) => {
    app.decorate(
      'mailer',
      createMailer({
        db: app.database.db,
        clock,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        log: (error) => app.log.error({ err: error }, 'e-mail delivery failed'),
        delivered: (outcome) => app.metrics.mailDelivery(outcome),
      }),
    );
    app.metrics.gaugeOnScrape({
      name: 'outbox_waiting_messages',
      help: 'Mails handed to SMTP and not yet sent or refused.',
      read: () => countWaitingMails(app.database.db),
    });
  },
  { name: 'mailer', dependencies: ['database', 'metrics'] },
);
