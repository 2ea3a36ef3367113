import { Link } from 'react-router';
import { useAuthEnvironment } from '../auth-environment';
import { AuthPage } from './auth-page';

/**
 * /add_card, enrollment step 2 (spec part 1 §2): "No thanks" goes on without a card. The link-card form
 * comes with the cards work and mounts at the marked place below.
 */
export function AddCardPage() {
  const { links, member } = useAuthEnvironment();
  return (
    <AuthPage title="Add a Card">
      <p>Link a card you dine with to earn rewards automatically.</p>
      {/* CARD FORM MOUNT POINT: the cards issue renders the link-card form here, then goes to /card_added. */}
      <div className="add-card__form" data-slot="link-card-form" />
      <p>
        <Link className="button button--v2" to={member ? links.account : links.cardAdded}>
          No thanks
        </Link>
      </p>
    </AuthPage>
  );
}
