import { Outlet } from 'react-router';
import { CopyText } from '@/components/copy/copy-text';
import { usePartner } from '@/lib/partner';
import { useGlobalCopy } from '../hooks/use-global-copy';
import { MAIN_CONTENT_HREF } from '@/components/layout/page-main';

/**
 * The frame of the maintenance pages: the skip link, the partner's logo and the copyright with the support
 * contact. No menu or account links, since the pages behind them are what is down.
 */
export function MaintenanceLayout() {
  const partner = usePartner();
  const { navbar, footer } = useGlobalCopy();
  return (
    <div className="app-frame">
      <a className="skip-link" href={MAIN_CONTENT_HREF}>
        {navbar.skipLinkText}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <div className="site-header__brand">
            {/* The logo's wordmark is the brand: no name beside it (as the navbar). */}
            <img className="site-header__logo" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
          </div>
        </div>
      </header>
      <Outlet />
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p className="site-footer__copyright">
            <CopyText text={footer.copyright} /> <CopyText text={footer.supportText} />
          </p>
        </div>
      </footer>
    </div>
  );
}
