import type { ContentLink } from '@forkpoint/shared/content/content-blocks';
import { CopyLink } from '@/components/copy/copy-link';
import { useDisclosureMenu } from '@/components/ui/use-disclosure-menu';
import { MEDIA, useMediaQuery } from '@/lib/use-media-query';
import type { ViewerKind } from '@/lib/member';
import { paths } from '@/config/paths';
import type { FooterCopy, NavbarCopy } from './global-copy';
import { lastFooterLink } from './footer-links';
import { withoutRepeatedLinks } from './menu-links';
import { ShellIcon } from './shell-icons';

export interface MainMenuProps {
  navbar: NavbarCopy;
  footer: FooterCopy;
  kind: ViewerKind;
}

/**
 * The menu's top: the account button for a card member; the join or enroll button for visitors and non-card
 * members, with sign-in under it for a visitor of a direct partner (on a phone the menu is where sign-in is, and
 * joining comes first: issue 30, defect 2); nothing for a closed account, which re-enrolls from its own page.
 */
function menuActionsFor(
  navbar: NavbarCopy,
  kind: ViewerKind,
): { primary: ContentLink | null; signIn: ContentLink | null } {
  const auth = navbar.auth;
  if (!auth) return { primary: null, signIn: null };
  switch (kind) {
    case 'cardMember':
      return { primary: { text: auth.account_text, url: paths.account.overview.getHref() }, signIn: null };
    case 'closedAccount':
      return { primary: null, signIn: null };
    case 'nonCardMember':
      return { primary: auth.join, signIn: null };
    case 'visitor':
      return { primary: auth.join, signIn: auth.sign_in };
  }
}

const linkItem = (link: ContentLink, key: string) => (
  <li key={key}>
    <CopyLink text={link.text} url={link.url} newTab={link.new_tab} className="main-menu__link" />
  </li>
);

/**
 * The main menu (spec part 1 §2 Shell): the auth or account button(s), the content's navigation links
 * (desktop text at desktop width or wider, mobile text otherwise), the footer's primary and secondary
 * links (each page once: menu-links.ts), and sign-out when a member exists.
 */
export function MainMenu({ navbar, footer, kind }: MainMenuProps) {
  const menu = useDisclosureMenu<HTMLElement>();
  const desktop = useMediaQuery(MEDIA.desktop);
  const { primary: action, signIn } = menuActionsFor(navbar, kind);
  const last = lastFooterLink(footer, kind);
  const navLinks = navbar.navLinks.map((link) => ({
    text: desktop ? link.text_desktop : link.text_mobile,
    url: link.url,
  }));
  // The navbar's and the footer's links name the same pages: each is listed once, where it comes first.
  const [nav = [], primary = [], secondary = []] = withoutRepeatedLinks(
    [navLinks, last ? [...footer.primaryLinks, last] : footer.primaryLinks, footer.secondaryLinks],
    [action?.url, signIn?.url].filter((url): url is string => Boolean(url)),
  );

  return (
    <div className="main-menu" ref={menu.containerRef}>
      <button className="main-menu__button" {...menu.buttonProps}>
        <ShellIcon name="menu" />
        <span className="main-menu__label">{navbar.menuLabel}</span>
      </button>
      <nav className="main-menu__panel" aria-label={navbar.menuLabel} {...menu.panelProps}>
        {action || signIn ? (
          <p className="main-menu__action">
            {action ? <CopyLink text={action.text} url={action.url} className="button button--v1" /> : null}
            {signIn ? <CopyLink text={signIn.text} url={signIn.url} className="main-menu__sign-in" /> : null}
          </p>
        ) : null}
        <ul className="main-menu__list main-menu__list--nav">{nav.map((link) => linkItem(link, `nav-${link.url}`))}</ul>
        {primary.length > 0 ? (
          <ul className="main-menu__list">{primary.map((link) => linkItem(link, `primary-${link.url}`))}</ul>
        ) : null}
        <ul className="main-menu__list main-menu__list--secondary">
          {secondary.map((link) => linkItem(link, `secondary-${link.url}`))}
        </ul>
        {kind !== 'visitor' && navbar.auth ? (
          <p className="main-menu__sign-out">
            {/* A plain link: signing out reloads the app (spec part 1 §2). */}
            <a href={paths.signOut.getHref()}>{navbar.auth.sign_out_text}</a>
          </p>
        ) : null}
      </nav>
    </div>
  );
}
