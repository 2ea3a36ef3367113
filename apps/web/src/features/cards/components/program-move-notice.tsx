import { useId } from 'react';
import { CARD_REGISTRATION_MESSAGES } from '@forkpoint/shared/contracts/cards';
import { CARD_MESSAGES } from '../lib/card-messages';

export interface ProgramMoveNoticeProps {
  lastFours: readonly string[];
  busy: boolean;
  onConfirm: () => void;
  onDecline: () => void;
}

/**
 * A card that earns in another dining program moves here only once the member confirms this notice
 * (docs/decisions/0009): confirming sends the card again with confirmProgramMove and a fresh bot check.
 */
export function ProgramMoveNotice({ lastFours, busy, onConfirm, onDecline }: ProgramMoveNoticeProps) {
  const titleId = useId();
  const label = lastFours.length === 1 ? (lastFours[0] ?? '') : lastFours.join(', ');
  return (
    <section className="program-move" aria-labelledby={titleId}>
      <h2 id={titleId} className="program-move__title">
        {CARD_MESSAGES.moveTitle}
      </h2>
      <p>{CARD_REGISTRATION_MESSAGES.CARD_IN_OTHER_PROGRAM}</p>
      <div className="program-move__actions">
        <button type="button" className="button button--v1" onClick={onConfirm} disabled={busy}>
          {CARD_MESSAGES.moveConfirm(label)}
        </button>
        <button type="button" className="button button--v2" onClick={onDecline} disabled={busy}>
          {CARD_MESSAGES.moveDecline}
        </button>
      </div>
    </section>
  );
}
