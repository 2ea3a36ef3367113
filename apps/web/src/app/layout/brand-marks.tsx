import { siAmericanexpress, siApple, siDiscover, siGoogleplay, siMastercard, siVisa } from 'simple-icons';
import type { CardTypeCode } from '@forkpoint/shared/constants';
import { CopyText, NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';

/**
 * The footer's real marks, drawn from the simple-icons package (CC0; each brand's own mark and colour): the
 * app-store badges and the payment networks. Only these six icons' paths are bundled, in a chunk of their own
 * that the footer loads after the page (footer.tsx), so the first load stays within bench/bundle.mjs's budgets.
 */

interface Icon {
  title: string;
  hex: string;
  path: string;
}

/** The icon's path; named (an image of the brand) where it stands alone, hidden beside words that say it. */
function Mark({ icon, fill, size, label }: { icon: Icon; fill: string; size: number; label?: string }) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="brand-mark" viewBox="0 0 24 24" width={size} height={size} focusable="false" {...naming}>
      <path d={icon.path} fill={fill} />
    </svg>
  );
}

/** The payment networks, in the order their marks usually stand, each in its own colour. */
const NETWORKS: ReadonlyArray<[CardTypeCode, string, Icon]> = [
  ['VISA', 'Visa', siVisa],
  ['MAST', 'Mastercard', siMastercard],
  ['AMEX', 'American Express', siAmericanexpress],
  ['DISC', 'Discover', siDiscover],
];

export function NetworkMarks({ accepted }: { accepted: readonly CardTypeCode[] }) {
  return (
    <ul className="footer-logos__networks" aria-label="Cards accepted">
      {NETWORKS.filter(([code]) => accepted.includes(code)).map(([code, name, icon]) => (
        <li key={code} className="network-mark">
          <Mark icon={icon} fill={`#${icon.hex}`} size={36} label={name} />
        </li>
      ))}
    </ul>
  );
}

const STORES = {
  ios: { icon: siApple, name: 'App Store' },
  android: { icon: siGoogleplay, name: 'Google Play' },
} as const;

/**
 * "Download on the" over "App Store", as the stores' own badges set it: the copy's label is split before the
 * store's name where it ends with it; any other label stands on one line.
 */
export function badgeLines(label: string, storeName: string): [small: string | null, large: string] {
  const at = label.lastIndexOf(storeName);
  if (at <= 0 || at + storeName.length !== label.length) return [null, label];
  return [label.slice(0, at).trim(), storeName];
}

/** One store's badge: the store's mark in white on black, and the copy's label as its words. */
export function StoreBadge({ store, url, label }: { store: keyof typeof STORES; url: string; label: string }) {
  const { icon, name } = STORES[store];
  const [small, large] = badgeLines(label, name);
  return (
    // A store is another site: it opens in a new tab and says so (spec part 1 §2 text links).
    <a className={`app-badge app-badge--${store}`} href={url} {...NEW_TAB_PROPS}>
      <Mark icon={icon} fill="#ffffff" size={26} />
      <span className="app-badge__words">
        {small ? (
          <>
            <span className="app-badge__small">
              <CopyText text={small} />
            </span>{' '}
          </>
        ) : null}
        <span className="app-badge__large">
          <CopyText text={large} />
        </span>
      </span>
      <NewTabNote />
    </a>
  );
}
