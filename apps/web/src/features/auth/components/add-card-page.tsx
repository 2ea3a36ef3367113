import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentMember } from '@/lib/member';
import { AuthPage } from './auth-page';

/**
 * /add_card, enrollment step 2 (spec part 1 §2): the link-card form, or "No thanks" to go on without a
 * card. The form belongs to the cards feature; the app layer hands it in as children (features never
 * import each other) and it goes on to /card_added once the card is linked.
 */
export function AddCardPage({ children }: { children?: ReactNode }) {
  const { member } = useCurrentMember();
  return (
    <AuthPage title="Add a Card">
      <p>Link a card you dine with to earn rewards automatically.</p>
      <div className="add-card__form">{children}</div>
      <p>
        <Link className="button button--v2" to={member ? paths.account.getHref() : paths.cardAdded.getHref()}>
          No thanks
        </Link>
      </p>
    </AuthPage>
  );
}
