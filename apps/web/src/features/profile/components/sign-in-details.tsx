import { useId } from 'react';
import { Link } from 'react-router';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { NEW_TAB_PROPS, NewTabNote } from '@/components/copy/copy-text';
import type { PublicPartner } from '@/lib/partner';

export interface SignInDetailsProps {
  email: string | null;
  support: PublicPartner['customerSupport'];
  /**
   * Where a password change starts: sign-out, then the reset by e-mail (the app layer's /SignOut?next=/recover);
   * null where the member has no password row.
   */
  changePasswordHref: string | null;
}

/**
 * The e-mail and password, shown read-only (spec part 2 §2): "Email changes go through support. Password
 * changes go through sign-out and reset" — the member is signed out, then asks for the recovery pages' reset link.
 */
export function SignInDetails({ email, support, changePasswordHref }: SignInDetailsProps) {
  const titleId = useId();
  const supportEmail = support.email;
  // A contact form on the web opens in a new tab; a mailto: link opens the mail app.
  const external = supportEmail.href.startsWith('https://');
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        Sign-in details
      </h2>
      <dl className="sign-in-details">
        <div className="sign-in-details__row">
          <dt className="sign-in-details__term">Email</dt>
          <dd className="sign-in-details__value">
            <span className="sign-in-details__email">{email ?? 'No email on file'}</span>
            <span className="sign-in-details__note">
              {FIELD_MESSAGES.emailChangeBySupport} Contact customer support at{' '}
              <a href={supportEmail.href} {...(external ? NEW_TAB_PROPS : {})}>
                {supportEmail.display}
                {external ? <NewTabNote /> : null}
              </a>{' '}
              or <a href={support.phone.href}>{support.phone.formatted}</a>.
            </span>
          </dd>
        </div>
        {changePasswordHref ? (
          <div className="sign-in-details__row">
            <dt className="sign-in-details__term">Password</dt>
            <dd className="sign-in-details__value">
              <span className="sign-in-details__password">
                <span aria-hidden="true">••••••••</span>
                <span className="visually-hidden">Not shown</span>
              </span>
              <span className="sign-in-details__note">
                <Link to={changePasswordHref}>Change password</Link>: we sign you out and email you a link to choose a
                new one.
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
