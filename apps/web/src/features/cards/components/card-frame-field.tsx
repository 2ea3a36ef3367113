import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CardTypeCode } from '@forkpoint/shared/constants';
import { DEFAULT_CARD_COPY, providerLoadFailedText, type CardCopy } from '@forkpoint/shared/content/card-copy';
import type { HostedFieldsCardEntry } from '@forkpoint/shared/contracts/card-entry';
import { RequiredMarker } from '@/components/form/field-label';
import { useHeldDuringPress } from '@/components/form/press-hold';
import { CARD_FRAME_LOAD_FAILED_ALERT, CARD_FRAME_NOT_LOADED_MESSAGE, mountCardFrame } from '@/lib/card-frame-client';
import {
  CARD_PROVIDER_RETRY_LABEL,
  type CardEntryClient,
  type CardEntryMountOptions,
  type CardEntryState,
} from '@/lib/card-entry/card-entry';
import { cardEntryConfigQueryOptions } from '@/lib/card-entry/card-entry-config';

/** The hosted-fields adapter, fetched only for a program that runs one (bench/bundle.mjs: Linked Cards budget). */
const loadHostedFields = () => import('@/lib/card-entry/hosted-fields');

export interface CardFrameFieldProps {
  cardTypesAccepted: readonly CardTypeCode[];
  /** The partner theme's accent colour, for the focus ring inside the frame. */
  accentColor?: string;
  /** The program's card copy: the provider's load-failure error. */
  copy?: CardCopy;
  /** The typed card is the only way to link one (no partner-loaded card offered). */
  required: boolean;
  /** Filled with the mounted card entry, so the form can ask it for the typed card and reset it. */
  clientRef: RefObject<CardEntryClient | null>;
  onStateChange: (state: CardEntryState) => void;
}

/**
 * The card entry in the form: the secure card-entry frame (docs/decisions/0009), whose document keeps the card
 * number from this page, or — for a program whose settings name one (GET /api/card-entry) — a hosted-fields
 * provider's fields (docs/decisions/0051-card-entry-provider.md). The frame is mounted at once, as before;
 * a program with a provider swaps it for the provider's fields when the server has named them. Until the entry
 * says it is ready the form says it has not loaded; after 20 s without it, the load-failure alert (spec part 1
 * §9, part 2 §2); a provider script that fails to load shows the "Failed to load …" error with a retry (§8).
 */
export function CardFrameField({
  cardTypesAccepted,
  accentColor,
  copy = DEFAULT_CARD_COPY,
  required,
  clientRef,
  onStateChange,
}: CardFrameFieldProps) {
  const id = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  // The frame grows with its own message (shown when the number is left, e.g. by pressing Link card) and
  // the notes below it come and go: the group holds its height while a press lasts, so the press's
  // button stays under the pointer (issue 30).
  const groupRef = useRef<HTMLDivElement>(null);
  useHeldDuringPress(groupRef);
  const [state, setState] = useState<CardEntryState>({ status: 'loading', hasNumber: false });
  const onChangeRef = useRef(onStateChange);
  onChangeRef.current = onStateChange;
  // The entry is mounted once per set of accepted brands and provider, not on every render.
  const brands = cardTypesAccepted.join(',');
  // Pending or failed: the own frame, the default (the server takes its cards whatever the program runs).
  const config = useQuery(cardEntryConfigQueryOptions()).data;
  const hosted = config?.provider === 'hosted-fields' ? config : null;
  const hostedKey = hosted ? JSON.stringify(hosted) : '';
  // Bumped by the retry of a hosted-fields adapter that could not even be fetched.
  const [mountAttempt, setMountAttempt] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const provider = hostedKey ? (JSON.parse(hostedKey) as HostedFieldsCardEntry) : null;
    const onChange = (next: CardEntryState) => {
      setState(next);
      onChangeRef.current(next);
    };
    const options: CardEntryMountOptions = {
      container,
      cardTypesAccepted: brands.split(',').filter(Boolean) as CardTypeCode[],
      accentColor,
      onChange,
    };
    let client: CardEntryClient | null = null;
    let ended = false;
    const attach = (mounted: CardEntryClient) => {
      client = mounted;
      clientRef.current = mounted;
    };
    if (!provider) attach(mountCardFrame(options));
    else {
      onChange({ status: 'loading', hasNumber: false });
      loadHostedFields().then(
        ({ mountHostedFields }) => {
          if (!ended) attach(mountHostedFields(provider, options));
        },
        () => {
          if (!ended) onChange({ status: 'failed', hasNumber: false, scriptFailed: true });
        },
      );
    }
    return () => {
      ended = true;
      client?.destroy();
      if (clientRef.current === client) clientRef.current = null;
    };
  }, [brands, accentColor, clientRef, hostedKey, mountAttempt]);

  const retry = () => {
    if (clientRef.current?.retry) clientRef.current.retry();
    else setMountAttempt((n) => n + 1);
  };

  return (
    <div ref={groupRef} className="card-frame-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="form-field__label card-frame-field__label">
        Add a card by its number
        {required ? <RequiredMarker /> : null}
      </p>
      <div ref={containerRef} className="card-frame-field__frame" />
      {state.status === 'loading' ? <p className="card-frame-field__note">{CARD_FRAME_NOT_LOADED_MESSAGE}</p> : null}
      {state.status === 'failed' && hosted && state.scriptFailed ? (
        <div className="card-frame-field__alert" role="alert">
          <p>{providerLoadFailedText(copy, hosted.name)}</p>
          <button type="button" className="button button--v2" onClick={retry}>
            {CARD_PROVIDER_RETRY_LABEL}
          </button>
        </div>
      ) : state.status === 'failed' ? (
        <p className="card-frame-field__alert" role="alert">
          {CARD_FRAME_LOAD_FAILED_ALERT}
        </p>
      ) : null}
    </div>
  );
}
