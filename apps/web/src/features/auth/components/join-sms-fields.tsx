import { useFormContext, useWatch } from 'react-hook-form';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { FIELD_MESSAGES } from '@forkpoint/shared/rules/member-fields';
import { CheckboxField, TextField } from '@/components/form';
import { ReserveMessageLine } from '@/components/form/reserve-message-line';

/** The join form's phone and SMS values (join-page.tsx). */
export interface JoinSmsValues {
  phoneNumber: string;
  /** v1: the opt-in checkbox; the form's own, never sent (the phone number carries it). */
  smsOptInV1: boolean;
  smsOptInV2: boolean;
}

export type SmsVariant = 'v2' | 'v1' | 'none';

/** v2 wins where a partner has both flags: its explicit consent is what the signup payload carries. */
export function smsVariantOf(partner: Pick<PublicPartner, 'hasSmsOptIn' | 'hasSmsOptInV2'>): SmsVariant {
  if (partner.hasSmsOptInV2) return 'v2';
  return partner.hasSmsOptIn ? 'v1' : 'none';
}

/**
 * The phone number sent with the signup, which decides smsOptIn by the spec's rule ("smsOptIn equals
 * smsOptInV2 when that is given; otherwise it is true if a phone number is present", part 1 §5). With v1 the
 * number is asked for only once the member ticks the opt-in, so an unticked box sends no number and no
 * opt-in.
 */
export function signupPhone(variant: SmsVariant, values: JoinSmsValues): string {
  if (variant === 'v1' && !values.smsOptInV1) return '';
  return values.phoneNumber;
}

export const SMS_OPT_IN_LABEL = 'Send me text messages about my rewards';

// The phone message takes two lines on a phone: its line keeps room for it, so nothing below moves (issue 30).
const phoneField = (required: boolean) => (
  <ReserveMessageLine message={FIELD_MESSAGES.phoneInvalid}>
    <TextField<JoinSmsValues>
      name="phoneNumber"
      label="Mobile phone"
      type="tel"
      required={required}
      autoComplete="tel-national"
    />
  </ReserveMessageLine>
);

/**
 * The SMS part of /join, by the partner's flags: v2 a mobile number and the explicit consent checkbox
 * (smsOptInV2); v1 the opt-in checkbox, which asks for the number when ticked; neither, the number alone.
 */
export function JoinSmsFields({ variant }: { variant: SmsVariant }) {
  const { control } = useFormContext<JoinSmsValues>();
  const v1OptedIn = useWatch({ control, name: 'smsOptInV1' });
  if (variant === 'v1') {
    return (
      <>
        <CheckboxField<JoinSmsValues> name="smsOptInV1" label={SMS_OPT_IN_LABEL} />
        {v1OptedIn ? phoneField(true) : null}
      </>
    );
  }
  return (
    <>
      {phoneField(false)}
      {variant === 'v2' ? <CheckboxField<JoinSmsValues> name="smsOptInV2" label={SMS_OPT_IN_LABEL} /> : null}
    </>
  );
}
