import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { CardTypeCode } from '@forkpoint/shared/constants';
import { RequiredMarker } from '@/components/form/field-label';
import { useHeldDuringPress } from '@/components/form/press-hold';
import {
  CARD_FRAME_LOAD_FAILED_ALERT,
  CARD_FRAME_NOT_LOADED_MESSAGE,
  mountCardFrame,
  type CardFrameClient,
  type CardFrameState,
} from '@/lib/card-frame-client';

export interface CardFrameFieldProps {
  cardTypesAccepted: readonly CardTypeCode[];
  /** The partner theme's accent colour, for the focus ring inside the frame. */
  accentColor?: string;
  /** The typed card is the only way to link one (no partner-loaded card offered). */
  required: boolean;
  /** Filled with the mounted frame, so the form can ask it for the typed card and reset it. */
  clientRef: RefObject<CardFrameClient | null>;
  onStateChange: (state: CardFrameState) => void;
}

/**
 * The secure card-entry frame in the form (docs/decisions/0009): the card number is typed inside the
 * frame's own document and never reaches this page. Until the frame says it is ready the form says it has
 * not loaded; after 20 s without it, the load-failure alert (spec part 1 §9, part 2 §2).
 */
export function CardFrameField({
  cardTypesAccepted,
  accentColor,
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
  const [state, setState] = useState<CardFrameState>({ status: 'loading', hasNumber: false });
  const onChangeRef = useRef(onStateChange);
  onChangeRef.current = onStateChange;
  // The frame is mounted once per set of accepted brands, not on every render.
  const brands = cardTypesAccepted.join(',');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const client = mountCardFrame({
      container,
      cardTypesAccepted: brands.split(',').filter(Boolean) as CardTypeCode[],
      accentColor,
      onChange: (next) => {
        setState(next);
        onChangeRef.current(next);
      },
    });
    clientRef.current = client;
    return () => {
      client.destroy();
      if (clientRef.current === client) clientRef.current = null;
    };
  }, [brands, accentColor, clientRef]);

  return (
    <div ref={groupRef} className="card-frame-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="form-field__label card-frame-field__label">
        Add a card by its number
        {required ? <RequiredMarker /> : null}
      </p>
      <div ref={containerRef} className="card-frame-field__frame" />
      {state.status === 'loading' ? <p className="card-frame-field__note">{CARD_FRAME_NOT_LOADED_MESSAGE}</p> : null}
      {state.status === 'failed' ? (
        <p className="card-frame-field__alert" role="alert">
          {CARD_FRAME_LOAD_FAILED_ALERT}
        </p>
      ) : null}
    </div>
  );
}
