import { paths } from '../paths';

/**
 * What a closed-account member sees in place of the normal footer area (spec part 1 §2, part 2 §2
 * Re-enrollment): a title, a notice that the card was deleted, a notice to add a card and a 'sign in later'
 * link to the sign-out URL. The card-entry form and its submit button come with card management.
 */
export function ReenrollmentNotice({ program }: { program: string }) {
  return (
    <section className="reenrollment" aria-labelledby="reenrollment-title">
      <div className="reenrollment__inner">
        <h2 id="reenrollment-title" className="reenrollment__title">
          Welcome back to {program}
        </h2>
        <p>Your linked card was deleted, so your account is closed.</p>
        <p>Add a card to reopen your account and start earning again.</p>
        <p>
          <a href={paths.signOut.getHref()}>sign in later</a>
        </p>
      </div>
    </section>
  );
}
