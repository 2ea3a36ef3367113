import { useId, useRef, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { MAX_LINKED_CARDS, type CardTypeCode } from '@forkpoint/shared/constants';
import type { CardCopy } from '@forkpoint/shared/content/card-copy';
import type { Card, CreditCardInput } from '@forkpoint/shared/contracts/cards';
import { CheckboxField, FormAlert, GENERAL_FORM_ERROR, REQUIRED_NOTE, useAppForm } from '@/components/form';
import { Spinner } from '@/components/ui/spinner';
import { ApiRequestError } from '@/lib/api-client';
import { useCaptcha, useCaptchaMessage, useCaptchaStatus } from '@/lib/captcha/use-captcha';
import type { CardEntryClient, CardEntryState, EnteredCard } from '@/lib/card-entry/card-entry';
import { CARD_FRAME_NOT_LOADED_MESSAGE } from '@/lib/card-frame-client';
import { showErrorToast, showSuccessToast, showWarningToast } from '@/lib/toast';
import { MEMBER_CARDS_QUERY_KEY } from '../api/get-member-cards';
import { PARTNER_CARDS_QUERY_KEY } from '../api/get-partner-cards';
import { linkCards, type LinkCardsAnswer } from '../api/link-cards';
import { CARD_MESSAGES } from '../lib/card-messages';
import { canSubmitCards, selectionState, toggleSelection } from '../lib/card-selection';
import {
  buildCreditCards,
  dropCardsWithoutLastFour,
  offeredPartnerCards,
  withProgramMoveConfirmed,
} from '../lib/credit-cards';
import { linkedToastText, summarizeRegistration, type RegistrationSummary } from '../lib/registration-summary';
import { CardFrameField } from './card-frame-field';
import { PartnerCardOptions } from './partner-card-options';
import { ProgramMoveNotice } from './program-move-notice';
import { RegistrationResult } from './registration-result';
import './cards.css';

/** The partner settings the form follows (spec part 1 §3): accepted brands, loaded cards, theme accent. */
export interface LinkCardSettings {
  cardTypesAccepted: readonly CardTypeCode[];
  hasPartnerLoadedCards: boolean;
  accentColor?: string;
  /** The program's card copy (the global `cards` content entry); its defaults when not given. */
  copy?: CardCopy;
}

export interface LinkCardFieldsProps {
  settings: LinkCardSettings;
  /** The member's live cards (they count toward the maximum). */
  linked: readonly Card[];
  partnerCards: readonly Card[];
  partnerCardsLoading: boolean;
  partnerCardsFailed: boolean;
  /** The form's accessible name. */
  label: string;
  submitLabel?: string;
  /** After a submit that linked at least one card, once the card lists were refreshed. */
  onLinked?: (summary: RegistrationSummary) => void | Promise<void>;
  /** Beside the submit button, e.g. re-enrollment's 'sign in later' link. */
  cancel?: ReactNode;
}

const schema = z.object({
  directFileFeedOptIn: z.boolean().refine((accepted) => accepted, CARD_MESSAGES.termsRequired),
});
type LinkCardValues = z.infer<typeof schema>;

const TOAST_ID = 'link-cards';

/**
 * The link-card form (spec part 2 §2 Link-card form, §4 Card registration): partner-loaded cards as
 * checkboxes, the secure card-entry frame, the invisible bot check and the required terms checkbox.
 */
export function LinkCardFields(props: LinkCardFieldsProps) {
  const { settings, linked, partnerCards, partnerCardsLoading } = props;
  const hintId = useId();
  const queryClient = useQueryClient();
  const form = useAppForm(schema, { directFileFeedOptIn: false });
  const solveCaptcha = useCaptcha();
  const captchaWords = useCaptchaMessage();
  const captchaStatus = useCaptchaStatus();
  const frameRef = useRef<CardEntryClient | null>(null);
  const [frameState, setFrameState] = useState<CardEntryState>({ status: 'loading', hasNumber: false });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [summary, setSummary] = useState<RegistrationSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [movable, setMovable] = useState<CreditCardInput[]>([]);
  const [sending, setSending] = useState(false);

  const offered = offeredPartnerCards(partnerCards, linked);
  const selection = selectionState({
    maximum: MAX_LINKED_CARDS,
    linkedCount: linked.length,
    offeredIds: offered.map((card) => card.id),
    selectedIds,
    hasTypedCard: frameState.hasNumber,
  });
  const working = sending || form.formState.isSubmitting;
  const enabled = canSubmitCards(selection, {
    captchaReady: captchaStatus === 'ready',
    loading: working || partnerCardsLoading,
  });
  const hint = submitHint(selection.hasCardData, captchaStatus);

  const fail = (message: string) => {
    setFailure(message);
    void showErrorToast(message, { toastId: TOAST_ID });
  };

  const report = async (answer: LinkCardsAnswer, sent: readonly CreditCardInput[]) => {
    for (const { field, message } of answer.fields) {
      if (field === 'directFileFeedOptIn') form.setError(field, { type: 'server', message }, { shouldFocus: true });
    }
    if (answer.entries.length === 0) {
      fail(answer.fields[0]?.message ?? GENERAL_FORM_ERROR);
      return;
    }
    const next = summarizeRegistration(answer.entries);
    setSummary(next);
    setMovable(next.movable.map((index) => sent[index]).filter((card): card is CreditCardInput => Boolean(card)));
    if (next.outcome === 'none') void showErrorToast(next.headline, { toastId: TOAST_ID });
    if (next.linked.length === 0) return;
    // "After success the member-card list refreshes and the selection clears" (part 2 §4).
    setSelectedIds([]);
    frameRef.current?.reset();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBER_CARDS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PARTNER_CARDS_QUERY_KEY }),
    ]);
    if (next.outcome === 'all') void showSuccessToast(linkedToastText(next));
    else void showWarningToast(`${linkedToastText(next)} ${CARD_MESSAGES.someNotLinked}`);
    await props.onLinked?.(next);
  };

  const send = async (creditCards: CreditCardInput[]) => {
    setSending(true);
    try {
      // A fresh answer for every submit: a solved challenge is redeemed once.
      const captcha = await solveCaptcha();
      if (!captcha) return fail(captchaWords);
      const answer = await linkCards({ creditCards, directFileFeedOptIn: true, gRecaptchaResponse: captcha });
      await report(answer, creditCards);
    } catch (error) {
      // A 401 has already sent the member to /login.
      if (error instanceof ApiRequestError && error.status === 401) return;
      fail(error instanceof ApiRequestError ? error.body?.message || GENERAL_FORM_ERROR : GENERAL_FORM_ERROR);
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(async (_values: LinkCardValues) => {
    setSummary(null);
    setFailure(null);
    setMovable([]);
    let typed: EnteredCard | null = null;
    if (frameState.hasNumber) {
      const framed = (await frameRef.current?.submit()) ?? { ok: false, message: CARD_FRAME_NOT_LOADED_MESSAGE };
      // The frame shows its own message beside the number too.
      if (!framed.ok) return fail(framed.message);
      typed = framed.card;
    }
    const creditCards = dropCardsWithoutLastFour(buildCreditCards(offered, selectedIds, typed));
    if (creditCards.length === 0) return fail(CARD_MESSAGES.numberRequired);
    await send(creditCards);
  });

  const confirmMove = () => {
    const cards = withProgramMoveConfirmed(movable);
    setMovable([]);
    setSummary(null);
    setFailure(null);
    void send(cards);
  };

  return (
    <FormProvider {...form}>
      <form
        className="app-form link-card-form"
        noValidate
        aria-label={props.label}
        aria-busy={working}
        onSubmit={(event) => void submit(event)}
      >
        <p className="app-form__required-note">{REQUIRED_NOTE}</p>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {summary ? <RegistrationResult summary={summary} /> : null}
        {movable.length ? (
          <ProgramMoveNotice
            lastFours={movable.map((card) => card.lastFour)}
            busy={working}
            onConfirm={confirmMove}
            onDecline={() => setMovable([])}
          />
        ) : null}
        {partnerCardsLoading ? <Spinner message={CARD_MESSAGES.loadingPartnerCards} /> : null}
        {props.partnerCardsFailed ? (
          <p className="link-card-form__note">
            Your program&rsquo;s cards on file could not be loaded. You can still add a card by its number.
          </p>
        ) : null}
        {offered.length ? (
          <PartnerCardOptions
            cards={offered}
            selectedIds={selectedIds}
            disabledIds={selection.disabledIds}
            onToggle={(id) => setSelectedIds((current) => toggleSelection(current, id, selection))}
          />
        ) : null}
        <CardFrameField
          cardTypesAccepted={settings.cardTypesAccepted}
          accentColor={settings.accentColor}
          copy={settings.copy}
          required={selection.typedCardRequired}
          clientRef={frameRef}
          onStateChange={setFrameState}
        />
        <p className="link-card-form__remaining" role="status">
          {CARD_MESSAGES.remaining(selection.remaining)}
        </p>
        {selection.atMaximum && !selection.overMaximum ? (
          <p className="link-card-form__warning" role="alert">
            {CARD_MESSAGES.maxSelected}
          </p>
        ) : null}
        {selection.overMaximum ? (
          <p className="link-card-form__warning" role="alert">
            {CARD_MESSAGES.overMaximum}
          </p>
        ) : null}
        <CheckboxField<LinkCardValues> name="directFileFeedOptIn" label={CARD_MESSAGES.terms} required />
        <div className="app-form__actions link-card-form__actions">
          <button
            type="submit"
            className="button button--v1"
            disabled={!enabled}
            aria-describedby={hint ? hintId : undefined}
          >
            {props.submitLabel ?? 'Link card'}
          </button>
          {props.cancel}
        </div>
        {hint ? (
          <p id={hintId} className="link-card-form__hint">
            {hint}
          </p>
        ) : null}
        {working ? <Spinner message={CARD_MESSAGES.linking} /> : null}
      </form>
    </FormProvider>
  );
}

/** Why submit is disabled, said beside it (a disabled button cannot explain itself). */
function submitHint(hasCardData: boolean, captcha: ReturnType<typeof useCaptchaStatus>): string | null {
  if (captcha === 'missing') return 'The bot check could not load. Please refresh the page to link a card.';
  if (!hasCardData) return 'Choose a card or enter a card number to link it.';
  return null;
}
