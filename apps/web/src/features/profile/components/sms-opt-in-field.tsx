import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatPhoneNumber } from '@forkpoint/shared/rules/member-fields';
import { Modal } from '@/components/ui/modal';
import { phoneDigitsOf, smsControlEnabled, type ProfileFormValues, type SmsVersions } from '../lib/profile-form';
import { SMS_CONSENT_LABEL, SMS_CONSENT_TITLE, SMS_NEEDS_PHONE_HINT, SMS_OPT_IN_LABEL } from '../lib/profile-messages';

export interface SmsOptInFieldProps {
  sms: SmsVersions;
  program: string;
  shortCode: string | null;
}

/**
 * The SMS opt-in (spec part 2 §2, §5): a checkbox with v1, a toggle with v2; either is disabled until a valid
 * phone is present (the form resets the opt-in when the phone changes, is blank or invalid). Turning the v2
 * toggle on opens the consent modal: Cancel (or Escape), or Confirm with its box unticked, turns it back off.
 */
export function SmsOptInField({ sms, program, shortCode }: SmsOptInFieldProps) {
  const id = useId();
  const { register, setValue, control } = useFormContext<ProfileFormValues>();
  const phone = useWatch({ control, name: 'phoneNumber' });
  const [consentOpen, setConsentOpen] = useState(false);
  const enabled = smsControlEnabled(phone);
  const field = register('smsOptIn');

  const close = (consented: boolean) => {
    if (!consented) setValue('smsOptIn', false, { shouldDirty: true });
    setConsentOpen(false);
  };

  return (
    <div className="form-field form-field--checkbox sms-opt-in">
      <input
        id={id}
        type="checkbox"
        role={sms.v2 ? 'switch' : undefined}
        className={sms.v2 ? 'sms-opt-in__switch' : 'form-field__checkbox'}
        disabled={!enabled}
        aria-describedby={enabled ? undefined : `${id}-hint`}
        {...field}
        onChange={(event) => {
          void field.onChange(event);
          if (sms.v2 && event.target.checked) setConsentOpen(true);
        }}
      />
      <label htmlFor={id} className="form-field__label form-field__label--inline sms-opt-in__label">
        {SMS_OPT_IN_LABEL}
      </label>
      {enabled ? null : (
        <p id={`${id}-hint`} className="form-field__hint sms-opt-in__hint">
          {SMS_NEEDS_PHONE_HINT}
        </p>
      )}
      {consentOpen ? (
        <SmsConsentModal
          phone={formatPhoneNumber(phoneDigitsOf(phone) ?? '')}
          program={program}
          shortCode={shortCode}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

interface SmsConsentModalProps {
  phone: string;
  program: string;
  shortCode: string | null;
  /** consented: Confirm with the box ticked; anything else turns the opt-in back off. */
  onClose: (consented: boolean) => void;
}

/** The v2 consent (spec part 2 §2 "Confirm needs the consent checkbox ticked. Otherwise it acts as cancel."). */
function SmsConsentModal({ phone, program, shortCode, onClose }: SmsConsentModalProps) {
  const id = useId();
  const [agreed, setAgreed] = useState(false);
  return (
    <Modal
      title={SMS_CONSENT_TITLE}
      onDismiss={() => onClose(false)}
      description={
        <>
          <p>
            You are turning on recurring automated text messages about your {program} rewards, sent to{' '}
            <strong>{phone}</strong>
            {shortCode ? ` from ${shortCode}` : ''}. Consent is not a condition of membership. Message and data rates
            may apply. Reply STOP to cancel or HELP for help.
          </p>
          <p>Tick the box to agree, then confirm. Without it, text messages stay off.</p>
        </>
      }
    >
      <div className="form-field form-field--checkbox sms-consent__agree">
        <input
          id={id}
          type="checkbox"
          className="form-field__checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor={id} className="form-field__label form-field__label--inline">
          {SMS_CONSENT_LABEL}
        </label>
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--v2 sms-consent__button" onClick={() => onClose(false)}>
          Cancel
        </button>
        <button type="button" className="button button--v1 sms-consent__button" onClick={() => onClose(agreed)}>
          Confirm
        </button>
      </div>
    </Modal>
  );
}
