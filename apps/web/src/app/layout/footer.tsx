import { lazy, Suspense, useMemo } from 'react';
import type { ContentLink } from '@forkpoint/shared/content/content-blocks';
import { appStoreUrl } from '@forkpoint/shared/partners/app-store-links';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import type { ViewerKind } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { isNativeApp } from '@/lib/native-app';
import { lastFooterLink } from './footer-links';
import type { FooterCopy } from './global-copy';

// The stores' and networks' marks are SVG paths of their own chunk, loaded once the page has drawn (brand-marks.tsx).
const StoreBadge = lazy(() => import('./brand-marks').then((marks) => ({ default: marks.StoreBadge })));
const NetworkMarks = lazy(() => import('./brand-marks').then((marks) => ({ default: marks.NetworkMarks })));

const linkList = (links: readonly ContentLink[], className: string) => (
  <ul className={className}>
    {links.map((link) => (
      <li key={link.url}>
        <CopyLink text={link.text} url={link.url} newTab={link.new_tab} />
      </li>
    ))}
  </ul>
);

/**
 * The footer (spec part 1 §2 Shell): app-store badges (not inside the native app), the logo chain, the
 * primary links ending with the link for who is looking, the secondary links, the copyright with the
 * support e-mail or link, the legal disclaimer, and the partner and network logos (a partner setting).
 */
export function Footer({ footer, kind }: { footer: FooterCopy; kind: ViewerKind }) {
  const partner = usePartner();
  const inApp = useMemo(() => isNativeApp(), []);
  const last = lastFooterLink(footer, kind);
  const primary = last ? [...footer.primaryLinks, last] : footer.primaryLinks;
  const badges = footer.appBadges;

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {badges && !inApp ? (
          <section className="app-badges" aria-labelledby="app-badges-title">
            <h2 id="app-badges-title" className="app-badges__title">
              <CopyText text={badges.heading} />
            </h2>
            <p className="app-badges__links">
              <Suspense fallback={null}>
                {/* The program's own app in each store (partner setting appStoreIds), else the copy's links. */}
                <StoreBadge
                  store="ios"
                  url={appStoreUrl(partner.appStoreIds, 'ios') ?? badges.ios_url}
                  label={badges.ios_label}
                />
                <StoreBadge
                  store="android"
                  url={appStoreUrl(partner.appStoreIds, 'android') ?? badges.android_url}
                  label={badges.android_label}
                />
              </Suspense>
            </p>
          </section>
        ) : null}

        <p className="logo-chain">
          <img className="logo-chain__partner" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
          <span className="logo-chain__link" aria-hidden="true">
            +
          </span>
          <span className="logo-chain__network">Forkpoint</span>
        </p>

        <nav className="site-footer__nav" aria-label="Footer">
          {linkList(primary, 'site-footer__links site-footer__links--primary')}
          {linkList(footer.secondaryLinks, 'site-footer__links site-footer__links--secondary')}
        </nav>

        <p className="site-footer__copyright">
          <CopyText text={footer.copyright} /> <CopyText text={footer.supportText} />
        </p>
        {footer.disclaimer ? (
          <p className="site-footer__disclaimer">
            <CopyText text={footer.disclaimer} />
          </p>
        ) : null}

        {partner.showFooterPartnerLogos ? (
          <div className="footer-logos">
            <img className="footer-logos__partner" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
            <Suspense fallback={null}>
              <NetworkMarks accepted={partner.cardTypesAccepted} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </footer>
  );
}
