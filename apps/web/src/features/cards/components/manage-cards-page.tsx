import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { LinkCardForm } from './link-card-section';
import type { LinkCardSettings } from './link-card-form';
import { LinkedCardList } from './linked-card-list';
import './cards.css';
import { PageMain } from '@/components/layout/page-main';

/** Who is looking, as the app layer knows it (lib/member.ts's viewer kind). */
export type CardsViewer = 'loading' | 'visitor' | 'member' | 'closedAccount';

export interface ManageCardsPageProps {
  viewer: CardsViewer;
  settings: LinkCardSettings;
  loginHref: string;
  /** The last card was deleted and the account closed: the app goes to /SignOut. */
  onAccountClosed: () => void;
  /** Cards changed (linked or deleted): the app refreshes the member, whose type may have changed. */
  onCardsChanged: () => void;
}

/**
 * /account/manage_cards, the 'Linked Cards' region (spec part 2 §2 Manage cards): the linked cards, then
 * the link-card form or the notice that the maximum is reached.
 */
export function ManageCardsPage(props: ManageCardsPageProps) {
  const titleId = useId();
  return (
    <PageMain className="page cards-page">
      <section className="cards-page__region" aria-labelledby={titleId}>
        <h1 id={titleId} className="page__title">
          Linked Cards
        </h1>
        <ManageCardsContent {...props} />
      </section>
    </PageMain>
  );
}

function ManageCardsContent({ viewer, settings, loginHref, onAccountClosed, onCardsChanged }: ManageCardsPageProps) {
  switch (viewer) {
    case 'loading':
      return <Spinner />;
    case 'visitor':
      // The account area is for signed-in members (part 2 §6); no card call is made for a visitor.
      return (
        <p className="cards-notice">
          <Link to={loginHref}>Sign in</Link> to see your linked cards and link another.
        </p>
      );
    case 'closedAccount':
      // The re-enrollment form, in place of the footer, is where a closed account links a card (part 2 §2).
      return <p className="cards-notice">Your account is closed. Link a card below to reopen it and earn again.</p>;
    case 'member':
      return (
        <>
          <LinkedCardList onAccountClosed={onAccountClosed} onCardDeleted={onCardsChanged} />
          <section className="link-card" aria-labelledby="link-card-title">
            <h2 id="link-card-title" className="link-card__title">
              Link a card
            </h2>
            <LinkCardForm settings={settings} label="Link a card" onLinked={onCardsChanged} />
          </section>
        </>
      );
  }
}
