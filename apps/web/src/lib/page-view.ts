import { PAGE_VIEW_EVENT } from '@forkpoint/shared/contracts/impression-constants';
import type { ImpressionRecord } from '@forkpoint/shared/contracts/impressions';
import type { Referral } from '@forkpoint/shared/contracts/members';
import { impressionRecord, sendImpressions } from './impressions';
import { storedReferral } from './referral';

/**
 * A page view (spec part 1 §4 Page analytics): the impression record of a route shown for 500 ms, with the
 * member's public id when signed in, the page's url and the referral values stored from the query (the source
 * one only while it lives, 2880 minutes). Loaded on demand by app/use-page-views.ts once a page has counted, so
 * the first load carries only the timer.
 */

export interface PageView {
  /** The member's public id; null for a visitor. */
  memberId: string | null;
  url: string;
}

export function pageViewRecord(view: PageView, referral: Referral, now?: Date): ImpressionRecord {
  const values = Object.fromEntries(Object.entries(referral).filter(([, value]) => typeof value === 'string'));
  return impressionRecord({ ...values, event: PAGE_VIEW_EVENT, memberId: view.memberId, url: view.url }, { now });
}

export function sendPageView(view: PageView): Promise<void> {
  return sendImpressions([pageViewRecord(view, storedReferral())]);
}
