import { useId, useRef } from 'react';
import { showSuccessToast } from '@/lib/toast';
import { REFERRAL_COPIED_MESSAGE } from '../lib/referral-link';

export interface ReferralBoxProps {
  title: string;
  description: string;
  link: string;
}

/** The referral link box (spec part 2 §2 Overview): the member's link to share, and a button that copies it. */
export function ReferralBox({ title, description, link }: ReferralBoxProps) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void showSuccessToast(REFERRAL_COPIED_MESSAGE);
    } catch {
      // No clipboard (an older browser, a denied permission): select the link so the member can copy it.
      field.current?.select();
    }
  };
  return (
    <section className="account-card referral-box" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="account-card__title">
        {title}
      </h2>
      <p>{description}</p>
      <label className="referral-box__label" htmlFor={fieldId}>
        Your referral link
      </label>
      <div className="referral-box__row">
        <input
          ref={field}
          id={fieldId}
          className="referral-box__link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="button button--v1" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </section>
  );
}
