/**
 * The visit meter (spec part 2 §2 Overview, §9): dines this year from 0 to dinesRequired (11 by default),
 * one segment a dine. Screen readers hear the progress bar's value, not the segments.
 */
export function VisitMeter({ value, max, year }: { value: number; max: number; year: number }) {
  return (
    <div className="visit-meter">
      <p className="visit-meter__label" id="visit-meter-label">
        Qualifying dines for {year}: <strong>{value}</strong> of {max}
      </p>
      <div
        className="visit-meter__bar"
        role="progressbar"
        aria-labelledby="visit-meter-label"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
      >
        {Array.from({ length: max }, (_, index) => (
          <span key={index} className={`visit-meter__segment${index < value ? ' visit-meter__segment--done' : ''}`} />
        ))}
      </div>
    </div>
  );
}
