import { useId, useState, type FormEvent } from 'react';
import { PROSPECT_EMAIL_MAX } from '@forkpoint/shared/constants';
import { CopyText } from '@/components/copy/copy-text';
import type { HomeCopy } from '../lib/home-copy';
import { prospectEmailPlaceholder } from '../lib/prospect-placeholder';

export type ProspectFormCopy = NonNullable<HomeCopy['banner']['prospect_form']>;

export interface ProspectEmailFormProps {
  copy: ProspectFormCopy;
  /** Called with the trimmed e-mail: the check, the prospect record and the next screen (api/prospect-email.ts). */
  onSubmit: (email: string) => Promise<void> | void;
}

/**
 * The prospect e-mail form of the home banner (spec part 1 §2 Home, §5): at most 50 characters, whitespace
 * trimmed, placeholder "{email}" (a token the copy fills: lib/prospect-placeholder.ts). The button is disabled
 * while the e-mail is checked.
 */
export function ProspectEmailForm({ copy, onSubmit }: ProspectEmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [working, setWorking] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || working) return;
    setWorking(true);
    void Promise.resolve(onSubmit(value)).finally(() => setWorking(false));
  };
  return (
    <form className="prospect-form" onSubmit={submit} aria-labelledby={`${id}-heading`} aria-busy={working}>
      <h2 id={`${id}-heading`} className="prospect-form__heading">
        <CopyText text={copy.heading} />
      </h2>
      <div className="prospect-form__row">
        <label htmlFor={`${id}-email`} className="prospect-form__label">
          <CopyText text={copy.label} />
        </label>
        <input
          id={`${id}-email`}
          className="prospect-form__input"
          type="email"
          name="email"
          autoComplete="email"
          maxLength={PROSPECT_EMAIL_MAX}
          placeholder={prospectEmailPlaceholder(copy)}
          value={email}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--v3" disabled={working}>
          <CopyText text={copy.button_text} />
        </button>
      </div>
      <p className="prospect-form__note">
        <CopyText text={copy.note} />
      </p>
    </form>
  );
}
