import { describe, expect, it } from 'vitest';
import type { Partner } from '@forkpoint/shared';
import { loadPartnerFiles, PARTNERS_DIR } from '../partners/partner-files';
import { earnEmail, earnPush, headline, type NoticeLine } from './earn-message';

const partners = loadPartnerFiles(PARTNERS_DIR);
const milesProgram = partners.find((partner) => partner.currencyType === 'Mile')!;
const cashProgram = partners.find((partner) => partner.currencyType === 'Dollar')!;

const line = (overrides: Partial<NoticeLine> = {}): NoticeLine => ({
  kind: 'earned',
  amount: 216,
  merchantName: 'Blue Fin <Sushi>',
  explanation: ['3 miles per $1 as a Select member'],
  link: 'https://dining.example/account/recent_activity#txn-T-1',
  ...overrides,
});

const email = (partner: Partner, lines: NoticeLine[]) =>
  earnEmail({
    partner,
    to: 'ada@example.com',
    firstName: 'Ada',
    lines,
    activityLink: 'https://dining.example/account/recent_activity',
    unsubscribeLink: 'https://dining.example/api/Member/Notifications/Unsubscribe?token=t',
  });

describe('the "you just earned" message', () => {
  it('says what, where and why in the program’s unit', () => {
    expect(headline(line(), milesProgram)).toBe(
      `You just earned 216 ${milesProgram.terms.currencyPlural} at Blue Fin <Sushi>`,
    );
    expect(headline(line({ kind: 'paid', amount: 620, merchantName: null }), cashProgram)).toBe('Paid: $6.20');
  });

  it('writes one e-mail for one reward: its headline, explanation and row link, text and HTML', () => {
    const mail = email(milesProgram, [line()]);
    expect(mail.subject).toBe(
      `You just earned 216 ${milesProgram.terms.currencyPlural} at Blue Fin <Sushi> with ${milesProgram.terms.program}`,
    );
    expect(mail.text).toContain('  3 miles per $1 as a Select member');
    expect(mail.text).toContain('See it in your activity: https://dining.example/account/recent_activity#txn-T-1');
    // The HTML escapes what the catalog and program wrote, and wears the program's colours.
    expect(mail.html).toContain('Blue Fin &lt;Sushi&gt;');
    expect(mail.html).not.toContain('<Sushi>');
    expect(mail.html).toContain(milesProgram.theme.colors.primary);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://dining.example/api/Member/Notifications/Unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('puts several meals in one subject with their total', () => {
    const mail = email(milesProgram, [line(), line({ amount: 84, link: 'x#2' })]);
    expect(mail.subject).toBe(
      `You just earned 300 ${milesProgram.terms.currencyPlural} on 2 meals with ${milesProgram.terms.program}`,
    );
    expect(mail.text.match(/You just earned/g)).toHaveLength(2);
  });

  it('gives the push the row’s link for one reward, the activity page for several', () => {
    const one = earnPush({ partner: milesProgram, lines: [line()], activityLink: 'https://dining.example/a' });
    expect(one).toMatchObject({
      title: milesProgram.terms.program,
      url: line().link,
      tag: `earn-${milesProgram.code}`,
    });
    expect(one.body).toContain('3 miles per $1 as a Select member');
    const several = earnPush({
      partner: milesProgram,
      lines: [line(), line()],
      activityLink: 'https://dining.example/a',
    });
    expect(several.url).toBe('https://dining.example/a');
  });
});
