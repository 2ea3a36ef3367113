import { Link } from 'react-router';
import { useAuthEnvironment } from '../auth-environment';
import { AuthPage } from './auth-page';

/** /card_added, enrollment step 3 (spec part 1 §2). */
export function CardAddedPage() {
  const { links } = useAuthEnvironment();
  return (
    <AuthPage title="Card Added">
      <p>You are all set. Dine at participating restaurants with your linked card to earn.</p>
      <p>
        <Link className="button button--v1" to={links.account}>
          Go to your account
        </Link>
      </p>
    </AuthPage>
  );
}
