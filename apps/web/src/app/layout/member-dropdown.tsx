import { Link } from 'react-router';
import { useDisclosureMenu } from '@/components/ui/use-disclosure-menu';
import { useAppStatus } from '@/lib/app-status';
import type { Member } from '@/lib/member';
import { usePartner } from '@/lib/partner';
import { paths } from '@/config/paths';
import { accountRoutesFor } from '../route-table';
import type { NavbarAuthCopy } from './global-copy';
import { ShellIcon } from './shell-icons';

/**
 * The card member's dropdown (spec part 1 §2 Shell, part 2 §2): a greeting with first and last name, the
 * e-mail, the account links and a sign-out link that reloads the page.
 */
export function MemberDropdown({ member, auth }: { member: Member; auth: NavbarAuthCopy }) {
  const menu = useDisclosureMenu();
  const routes = accountRoutesFor(usePartner(), useAppStatus());
  return (
    <div className="member-menu" ref={menu.containerRef}>
      <button className="member-menu__button" {...menu.buttonProps}>
        <span className="member-menu__hello">
          {auth.greeting}, {member.firstName}
        </span>
        <span className="visually-hidden"> ({auth.account_text})</span>
        <ShellIcon name="expand" size={20} />
      </button>
      <div className="member-menu__panel" {...menu.panelProps}>
        <p className="member-menu__greeting">
          {auth.greeting} {member.firstName} {member.lastName}
        </p>
        {member.email ? <p className="member-menu__email">{member.email}</p> : null}
        <ul className="member-menu__links" aria-label={auth.account_text}>
          {routes.map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{route.title}</Link>
            </li>
          ))}
        </ul>
        <p className="member-menu__sign-out">
          <a href={paths.signOut.getHref()}>{auth.sign_out_text}</a>
        </p>
      </div>
    </div>
  );
}
