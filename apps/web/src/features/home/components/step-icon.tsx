import type { HomeCopy } from '../lib/home-copy';

type StepIconName = HomeCopy['how_it_works']['steps'][number]['icon'];

/** Decorative pictograms of the three steps, the step title carrying the meaning: Material Design icons
 * "search", "restaurant" and "star" (Apache License 2.0). */
const PATHS: Record<StepIconName, string> = {
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5Zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14Z',
  dine: 'M11 9H9V2H7v7H5V2H3v7c0 2.12 1.66 3.84 3.75 3.97V22h2.5v-9.03C11.34 12.84 13 11.12 13 9V2h-2v7Zm5-3v8h2.5v8H21V2c-2.76 0-5 2.24-5 4Z',
  earn: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27Z',
};

export function StepIcon({ name }: { name: StepIconName }) {
  return (
    <svg className="step-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
