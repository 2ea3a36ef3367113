import type { Merchant } from '../api/get-merchant';
import {
  formatBenefitDays,
  formatBenefitHours,
  formatCalendarDate,
  localIsoDate,
  upcomingBlackouts,
} from '../lib/benefit-schedule';
import { useMerchantEnvironment } from '../merchant-environment';

/** When the merchant earns: benefit days and hours, and the blackout dates still ahead. */
export function WhenItEarns({ merchant }: { merchant: Merchant }) {
  const { now } = useMerchantEnvironment();
  const { daysOfWeek, hours, blackoutDates } = merchant.benefitAvailability;
  const blackouts = upcomingBlackouts(blackoutDates, localIsoDate(now ? now() : new Date()));
  return (
    <section className="merchant-section" aria-labelledby="merchant-when">
      <h2 id="merchant-when" className="merchant-section__title">
        When it earns
      </h2>
      <dl className="merchant-facts">
        <div>
          <dt>Days</dt>
          <dd>{formatBenefitDays(daysOfWeek)}</dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{formatBenefitHours(hours)}</dd>
        </div>
        <div>
          <dt>Blackout dates</dt>
          <dd>
            {blackouts.length === 0 ? (
              'None coming up'
            ) : (
              <ul className="merchant-list">
                {blackouts.map((date) => (
                  <li key={date}>
                    <time dateTime={date}>{formatCalendarDate(date)}</time>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
