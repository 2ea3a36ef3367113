import { LinkCardForm } from './link-card-section';
import type { LinkCardSettings } from './link-card-form';

export interface ReenrollmentFormProps {
  settings: LinkCardSettings;
  signOutHref: string;
  /** A card linked: the account is open again; the app refreshes the member and goes to /account. */
  onReenrolled: () => void | Promise<void>;
}

/**
 * The card-entry form of the re-enrollment page (spec part 2 §2 Re-enrollment): the link-card form with
 * a 'sign in later' cancel link to the sign-out URL beside its submit button. It submits through
 * POST /api/Member/Cards, which re-enrolls a closed account that links a card (docs/decisions/0009).
 */
export function ReenrollmentForm({ settings, signOutHref, onReenrolled }: ReenrollmentFormProps) {
  return (
    <LinkCardForm
      settings={settings}
      label="Link a card to reopen your account"
      submitLabel="Link card"
      onLinked={onReenrolled}
      cancel={
        <a className="reenrollment__cancel" href={signOutHref}>
          sign in later
        </a>
      }
    />
  );
}
