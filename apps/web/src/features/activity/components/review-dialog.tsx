import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { REVIEW_TEXT_MAX_CHARACTERS, type ReviewResponse } from '@forkpoint/shared/contracts/reviews';
import { FormAlert } from '@/components/form/form-alert';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/api-client';
import { postReview } from '../api/activity-calls';
import { formatRowDate } from '../lib/activity-format';
import { reservedFor } from './message-line';
import { RatingField } from './rating-field';
import '@/components/form/form.css';

/** The dine being reviewed. */
export interface ReviewTarget {
  txnId: string;
  merchantName: string;
  date: string;
}

export interface ReviewDialogProps {
  target: ReviewTarget;
  onClose: () => void;
  /** The server took the review (published or not): the transaction now counts as reviewed. */
  onReviewed: (answer: ReviewResponse) => void;
  /** The server refused it (409): the page refreshes what it knows of the transaction's review. */
  onRefused: () => void;
}

export const SCORES = [
  { name: 'food', legend: 'Food' },
  { name: 'service', legend: 'Service' },
  { name: 'cleanliness', legend: 'Cleanliness' },
  { name: 'value', legend: 'Value' },
] as const;
type ScoreName = (typeof SCORES)[number]['name'];
type Scores = Record<ScoreName, number | null>;

export const REVIEW_MESSAGES = {
  missingScore: (legend: string) => `Please rate the ${legend.toLowerCase()} from 1 to 5 stars.`,
  tooLong: `Please keep your review to ${REVIEW_TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters.`,
  incomplete: 'Please rate all four parts of your visit.',
  failed: 'Your review could not be sent. Please try again.',
  published: 'Thank you! Your review has been posted.',
  rejectedIntro: 'Thank you for reviewing your visit. We could not publish your review:',
  rejectedOutro: 'Your visit still counts as reviewed.',
} as const;

const EMPTY: Scores = { food: null, service: null, cleanliness: null, value: null };

/** Characters as the member sees them (an emoji is one), as the server counts them. */
const lengthOf = (text: string) => [...text].length;

/** What the dialog shows for a failed post: the server's word where it gave one. */
function failureOf(error: unknown): { message: string; fields: Partial<Record<ScoreName | 'text', string>> } {
  if (!(error instanceof ApiRequestError) || !error.body) return { message: REVIEW_MESSAGES.failed, fields: {} };
  const fields: Partial<Record<ScoreName | 'text', string>> = {};
  for (const { field, message } of error.body.fields ?? []) {
    if (field === 'text' || SCORES.some((score) => score.name === field)) {
      fields[field as ScoreName | 'text'] = `${field === 'text' ? 'Your review' : 'This rating'} ${message}.`;
    }
  }
  return { message: error.body.message || REVIEW_MESSAGES.failed, fields };
}

/**
 * The review of a dine (spec part 2 §5; issue 14 item 5): food, service, cleanliness and value from 1 to 5
 * and an optional text of up to 1000 characters, posted to POST /api/reviews. Errors stay in the dialog;
 * a review moderation did not publish is thanked for and told why, kindly.
 */
export function ReviewDialog({ target, onClose, onReviewed, onRefused }: ReviewDialogProps) {
  const id = useId();
  const [scores, setScores] = useState<Scores>(EMPTY);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ScoreName | 'text', string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const firstInputs = useRef<Partial<Record<ScoreName, HTMLInputElement | null>>>({});
  const textRef = useRef<HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const mutation = useMutation({
    mutationFn: postReview,
    onSuccess: (answer) => onReviewed(answer),
    onError: (error) => {
      const failure = failureOf(error);
      setAlert(failure.message);
      setErrors(failure.fields);
      if (error instanceof ApiRequestError && error.status === 409) onRefused();
    },
  });
  const done = mutation.data;

  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const textLine = reservedFor(REVIEW_MESSAGES.tooLong);
  const count = lengthOf(text);
  const over = count > REVIEW_TEXT_MAX_CHARACTERS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const next: Partial<Record<ScoreName | 'text', string>> = {};
    for (const { name, legend } of SCORES) {
      if (scores[name] === null) next[name] = REVIEW_MESSAGES.missingScore(legend);
    }
    if (over) next.text = REVIEW_MESSAGES.tooLong;
    setErrors(next);
    const firstMissing = SCORES.find(({ name }) => next[name]);
    if (firstMissing || next.text) {
      setAlert(firstMissing ? REVIEW_MESSAGES.incomplete : REVIEW_MESSAGES.tooLong);
      if (firstMissing) firstInputs.current[firstMissing.name]?.focus();
      else textRef.current?.focus();
      return;
    }
    setAlert(null);
    const { food, service, cleanliness, value } = scores as Record<ScoreName, number>;
    mutation.mutate({
      txnId: target.txnId,
      food,
      service,
      cleanliness,
      value,
      ...(text.trim() ? { text } : {}),
    });
  };

  return (
    <Modal
      title={`Review ${target.merchantName}`}
      onDismiss={onClose}
      description={
        done ? undefined : <p>How was your visit on {formatRowDate(target.date)}? Rate each part from 1 to 5 stars.</p>
      }
    >
      {done ? (
        <div className="review-dialog__done">
          <ReviewThanks answer={done} />
          <div className="modal__actions">
            <button ref={closeRef} type="button" className="button button--v1" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <form className="review-dialog" noValidate aria-label="Your review" onSubmit={submit}>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <div className="review-dialog__scores">
            {SCORES.map(({ name, legend }) => (
              <RatingField
                key={name}
                legend={legend}
                value={scores[name]}
                error={errors[name] ?? null}
                reserve={REVIEW_MESSAGES.missingScore(legend)}
                inputRef={(input) => {
                  firstInputs.current[name] = input;
                }}
                onChange={(value) => {
                  setScores((current) => ({ ...current, [name]: value }));
                  setErrors(({ [name]: _fixed, ...rest }) => rest);
                }}
              />
            ))}
          </div>
          <div className={`form-field review-dialog__text ${textLine.className}`} style={textLine.style}>
            <label htmlFor={`${id}-text`} className="form-field__label">
              Tell others about your visit <span className="review-dialog__optional">(optional)</span>
            </label>
            <textarea
              ref={textRef}
              id={`${id}-text`}
              className="form-field__input review-dialog__textarea"
              rows={4}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (errors.text && lengthOf(event.target.value) <= REVIEW_TEXT_MAX_CHARACTERS) {
                  setErrors(({ text: _fixed, ...rest }) => rest);
                }
              }}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={`${id}-count${errors.text ? ` ${id}-text-error` : ''}`}
            />
            <p id={`${id}-count`} className={`review-dialog__count${over ? ' review-dialog__count--over' : ''}`}>
              {count.toLocaleString('en-US')} / {REVIEW_TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters
            </p>
            {/* Kept while empty, as high as the message (message-line.ts): nothing under it moves (issue 30). */}
            <div className="form-field__messages">
              {errors.text ? (
                <p id={`${id}-text-error`} className="form-field__error">
                  {errors.text}
                </p>
              ) : null}
            </div>
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--v2" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--v1" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? 'Sending…' : 'Submit review'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function ReviewThanks({ answer }: { answer: ReviewResponse }) {
  if (answer.status === 'published') {
    return (
      <p role="status" className="review-dialog__thanks">
        {REVIEW_MESSAGES.published}
      </p>
    );
  }
  return (
    <div role="status" className="review-dialog__thanks review-dialog__thanks--rejected">
      <p>{REVIEW_MESSAGES.rejectedIntro}</p>
      <p className="review-dialog__reason">{answer.reason ?? 'it does not meet our review guidelines.'}</p>
      <p>{REVIEW_MESSAGES.rejectedOutro}</p>
    </div>
  );
}
