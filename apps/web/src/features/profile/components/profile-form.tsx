import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormGetValues, UseFormReturn } from 'react-hook-form';
import type { Member } from '@forkpoint/shared/contracts/members';
import { formatPhoneNumber } from '@forkpoint/shared/rules/member-fields';
import { AppForm, CheckboxField, TextField, applyServerErrors, useAppForm, type FormFailure } from '@/components/form';
import { ApiRequestError } from '@/lib/api-client';
import { dismissToast, showSuccessToast, showWarningToast } from '@/lib/toast';
import { isUsZip } from '../api/check-zip';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import {
  formValuesOf,
  hasProfileChanges,
  hasSmsField,
  phoneDigitsOf,
  profileRequestOf,
  smsAfterPhoneEdit,
  type ProfileFormOptions,
  type ProfileFormValues,
} from '../lib/profile-form';
import { emailOptInLabel, PROFILE_MESSAGES, PROFILE_SAVING_MESSAGE } from '../lib/profile-messages';
import { profileFormSchema } from '../lib/profile-schema';
import { createZipCheck } from '../lib/zip-check';
import type { ProfileSettings } from '../lib/profile-settings';
import { SmsOptInField } from './sms-opt-in-field';

const TOAST_ID = 'profile';

type Values = ProfileFormValues;

export interface ProfileFormProps {
  member: Member;
  settings: ProfileSettings;
  onSaved: () => void;
}

/**
 * The profile form (spec part 2 §2, §5, §8): names, address, phone and the opt-ins, checked by the shared
 * rules as the member goes; saving sends the values (PUT /api/Member) and says what happened: nothing changed,
 * all saved, or not saved with the server's messages at their fields (focus on the first).
 */
export function ProfileForm({ member, settings, onSaved }: ProfileFormProps) {
  const queryClient = useQueryClient();
  // The record as last saved: what "changed" is measured against.
  const [stored, setStored] = useState(member);
  const [serverDetails, setServerDetails] = useState<string | null>(null);
  const [zipCheck] = useState(() => createZipCheck((zip) => isUsZip(zip)));

  const namesLocked = settings.ssoEnrollment || stored.interfaceType === 'sso';
  const { addressRequired, showEmailOptIn } = settings;
  const { v1, v2 } = settings.sms;
  const options = useMemo<ProfileFormOptions>(
    () => ({ rules: { namesLocked, addressRequired }, sms: { v1, v2 }, showEmailOptIn }),
    [namesLocked, addressRequired, v1, v2, showEmailOptIn],
  );
  const schema = useMemo(() => profileFormSchema(stored, options, zipCheck), [stored, options, zipCheck]);
  const form = useAppForm(schema, formValuesOf(member));

  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      // A message about an earlier save no longer describes what is being edited.
      setServerDetails(null);
      if (name !== 'phoneNumber') return;
      const smsOptIn = smsAfterPhoneEdit(options.sms, stored, values.phoneNumber ?? '', values.smsOptIn ?? false);
      if (smsOptIn !== values.smsOptIn) form.setValue('smsOptIn', smsOptIn, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, options, stored]);

  const submit = async (values: Values) => {
    setServerDetails(null);
    if (!hasProfileChanges(stored, values, options)) {
      void dismissToast(TOAST_ID);
      void showWarningToast(PROFILE_MESSAGES.noChanges);
      return;
    }
    const saved = await updateProfile(profileRequestOf(values, options));
    queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    setStored(saved);
    form.reset(formValuesOf(saved));
    void dismissToast(TOAST_ID);
    void showSuccessToast(PROFILE_MESSAGES.saved);
    onSaved();
  };

  const fields = visibleFields(options);
  const describeError = (error: unknown): FormFailure => {
    const message = applyServerErrors(serverErrorTarget(form, fields), error);
    // Field messages show at their fields; anything else is the server's form message, at the bottom.
    const fieldErrors = error instanceof ApiRequestError ? (error.body?.fields ?? []) : [];
    setServerDetails(fieldErrors.some((entry) => fields.includes(entry.field)) ? null : message);
    return { message: PROFILE_MESSAGES.notSaved };
  };

  return (
    <section className="profile-card profile-card--form" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="profile-card__title">
        Your details
      </h2>
      <AppForm
        form={form}
        label="Your details"
        onSubmit={submit}
        submitLabel="Save changes"
        workingMessage={PROFILE_SAVING_MESSAGE}
        hasRequired
        invalidMessage={PROFILE_MESSAGES.notSaved}
        describeError={describeError}
        toastId={TOAST_ID}
        after={
          serverDetails ? (
            <p className="profile-form__details">
              <strong>Error details:</strong> {serverDetails}
            </p>
          ) : null
        }
      >
        <fieldset className="profile-form__group profile-form__group--names">
          <legend className="profile-form__legend">Name</legend>
          <TextField<Values>
            name="firstName"
            label="First name"
            required={!namesLocked}
            disabled={namesLocked}
            autoComplete="given-name"
          />
          <TextField<Values>
            name="lastName"
            label="Last name"
            required={!namesLocked}
            disabled={namesLocked}
            autoComplete="family-name"
          />
          {namesLocked ? (
            <p className="form-field__hint profile-form__wide">
              Your name comes from your {settings.partner} account; change it there.
            </p>
          ) : null}
        </fieldset>
        <fieldset className="profile-form__group profile-form__group--address">
          <legend className="profile-form__legend">Address</legend>
          <div className="profile-form__wide">
            <TextField<Values>
              name="address.address1"
              label="Address line 1"
              required={addressRequired}
              autoComplete="address-line1"
            />
          </div>
          <div className="profile-form__wide">
            <TextField<Values> name="address.address2" label="Address line 2" autoComplete="address-line2" />
          </div>
          <div className="profile-form__city">
            <TextField<Values>
              name="address.city"
              label="City"
              required={addressRequired}
              autoComplete="address-level2"
            />
          </div>
          <TextField<Values>
            name="address.state"
            label="State"
            required={addressRequired}
            hint="Two-letter code"
            autoComplete="address-level1"
            autoCapitalize="characters"
          />
          <TextField<Values>
            name="address.zipCode"
            label="ZIP code"
            required
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </fieldset>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">Contact preferences</legend>
          <div
            className="profile-form__phone"
            onBlur={(event) => {
              // Shown as ddd-ddd-dddd once it is a valid number (spec part 2 §5); the field's own blur
              // handler (validation) has run by the time the event bubbles here.
              if (!(event.target instanceof HTMLInputElement)) return;
              const digits = phoneDigitsOf(event.target.value);
              if (digits) form.setValue('phoneNumber', formatPhoneNumber(digits));
            }}
          >
            <TextField<Values>
              name="phoneNumber"
              label="Mobile phone"
              type="tel"
              hint="10 digits, such as 312-555-0100"
              autoComplete="tel-national"
            />
          </div>
          {hasSmsField(options.sms) ? (
            <SmsOptInField sms={options.sms} program={settings.program} shortCode={settings.shortCode} />
          ) : null}
          {showEmailOptIn ? (
            <CheckboxField<Values> name="emailOptIn" label={emailOptInLabel(settings.program)} />
          ) : null}
        </fieldset>
      </AppForm>
    </section>
  );
}

/** The fields the form shows, by the names the server gives its messages. */
function visibleFields(options: ProfileFormOptions): string[] {
  return [
    ...(options.rules.namesLocked ? [] : ['firstName', 'lastName']),
    'address.address1',
    'address.address2',
    'address.city',
    'address.state',
    'address.zipCode',
    'phoneNumber',
    ...(hasSmsField(options.sms) ? ['smsOptIn'] : []),
    ...(options.showEmailOptIn ? ['emailOptIn'] : []),
  ];
}

/**
 * applyServerErrors (components/form) knows a form's fields by the keys of its values; the address fields are
 * nested here ('address.zipCode', as the server names them), so it is shown the field paths instead.
 */
function serverErrorTarget(
  form: UseFormReturn<Values>,
  fields: readonly string[],
): Pick<UseFormReturn<Values>, 'setError' | 'getValues'> {
  const byPath = Object.fromEntries(fields.map((field) => [field, '']));
  return { setError: form.setError, getValues: (() => byPath) as unknown as UseFormGetValues<Values> };
}
