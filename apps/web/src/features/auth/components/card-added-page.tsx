import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPage } from './auth-page';

/** /card_added, enrollment step 3 (spec part 1 §2). */
export function CardAddedPage() {
  return (
    <AuthPage title="Card Added">
      <p>You are all set. Dine at participating restaurants with your linked card to earn.</p>
      <p>
        <Link className="button button--v1" to={paths.account.getHref()}>
          Go to your account
        </Link>
      </p>
    </AuthPage>
  );
}
