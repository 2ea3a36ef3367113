import type { MembershipState } from './membership-status';

/**
 * The words of each membership state. {{program}}, {{currency_plural}} and the like are the content
 * service's copy tokens (filled by the route with the partner's terms); {year}, {dines} and {tier} are the
 * member's own figures, filled here, and {times} agrees with {dines} ("1 more time", "2 more times").
 */
export interface StatusCopy {
  title: string;
  body: string;
  /** A next step: where it goes is the route's (profile, search). */
  action: { text: string; to: 'profile' | 'search' } | null;
}

const STATUS_COPY: Record<MembershipState, StatusCopy> = {
  optedOut: {
    title: 'You are earning at the Basic tier',
    body: 'Turn on e-mail offers from {{program}} to reach Select and earn more {{currency_plural}} every time you dine.',
    action: { text: 'Turn on e-mail offers', to: 'profile' },
  },
  newMemberBonus: {
    title: 'Welcome to {{program}}',
    body: 'Your new member bonus is waiting: dine at a participating restaurant with a linked card to earn it.',
    action: { text: 'Find a restaurant', to: 'search' },
  },
  building: {
    title: 'On your way to VIP for {year}',
    body: 'Dine {dines} more {times} this year to reach VIP and earn more {{currency_plural}} on every meal.',
    action: { text: 'Find a restaurant', to: 'search' },
  },
  renewing: {
    title: 'You are VIP. Renew it for {year}',
    body: 'Dine {dines} more {times} this year to keep your VIP status through {year}.',
    action: { text: 'Find a restaurant', to: 'search' },
  },
  complete: {
    title: 'You are VIP through {year}',
    body: 'You have reached VIP: every dine earns the VIP rate through the end of {year}.',
    action: null,
  },
  member: {
    title: 'You are earning as a {tier} member',
    body: 'Pay with a linked card at participating restaurants and {{currency_plural}} are added automatically.',
    action: { text: 'Find a restaurant', to: 'search' },
  },
};

export function statusCopyFor(
  state: MembershipState,
  figures: { year: number; dines: number; tier: string },
): StatusCopy {
  const fill = (text: string) =>
    text
      .replaceAll('{year}', String(figures.year))
      .replaceAll('{dines}', String(figures.dines))
      .replaceAll('{times}', figures.dines === 1 ? 'time' : 'times')
      .replaceAll('{tier}', figures.tier);
  const copy = STATUS_COPY[state];
  return { ...copy, title: fill(copy.title), body: fill(copy.body) };
}
