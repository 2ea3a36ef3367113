import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { Member, ViewerKind } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { isDiscoverPath, isEnrollmentPath, isSearchPath } from '../route-table';
import type { FooterCopy, NavbarCopy } from './global-copy';
import { MainMenu } from './main-menu';
import { NavbarAuth } from './navbar-auth';
import { SearchLink } from './search-link';
import { useHideOnScroll } from './use-hide-on-scroll';

export interface NavbarProps {
  navbar: NavbarCopy;
  footer: FooterCopy;
  kind: ViewerKind;
  member: Member | null;
}

/**
 * The navbar (spec part 1 §2 Shell): the menu button (not on enrollment pages), the logo linking home, the
 * search icon (not on discover paths) and the right side (auth links or the member dropdown).
 */
export function Navbar({ navbar, footer, kind, member }: NavbarProps) {
  const partner = usePartner();
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(header);
  const onEnrollmentPage = isEnrollmentPath(pathname);

  return (
    <header ref={header} className={`site-header${hidden ? ' site-header--hidden' : ''}`}>
      <div className="site-header__bar">
        {onEnrollmentPage ? null : <MainMenu navbar={navbar} footer={footer} kind={kind} />}
        <div className="site-header__brand">
          {/*
           * The logo alone names the brand and the home link: every partner's logo carries its wordmark, so the
           * partner name written beside it repeated the brand (issue 15, defect 8), and readers heard it twice.
           */}
          <Link to={paths.home.getHref()} className="site-header__home">
            <img className="site-header__logo" src={partner.theme.logoUrl} alt={partner.theme.logoAlt} />
          </Link>
        </div>
        <div className="site-header__actions">
          {isDiscoverPath(pathname, partner) ? null : (
            <SearchLink label={navbar.searchLabel} current={isSearchPath(pathname)} />
          )}
          <NavbarAuth
            auth={navbar.auth}
            enrollmentType={partner.enrollmentType}
            onEnrollmentPage={onEnrollmentPage}
            kind={kind}
            member={member}
          />
        </div>
      </div>
    </header>
  );
}
