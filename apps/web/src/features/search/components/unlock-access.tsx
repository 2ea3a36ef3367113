import { useState } from 'react';
import type { EarnUnlockCopy } from '@forkpoint/shared/content/earn-copy';
import type { UnlockTier } from '@forkpoint/shared/rules/merchant-access';
import { CopyLink } from '@/components/copy/copy-link';
import { CopyText } from '@/components/copy/copy-text';
import { Modal } from '@/components/ui/modal';

/**
 * "Unlock access to earn" (spec part 1 §2 Merchant card, §6): a signed-in member whom the tier gates keep
 * out of a merchant opens a modal with the copy of the tier that unlocks it (tier 2 Select, tier 3 VIP) and
 * its call-to-action link. The modal keeps focus inside, Escape closes it, and focus goes back to the button.
 */
export interface UnlockAccessProps {
  /** The control's words ("Unlock access to earn"). */
  label: string;
  tier: UnlockTier;
  copy: EarnUnlockCopy;
  /** Id of the merchant's name, so the control says which merchant it unlocks. */
  describedBy?: string;
}

export function UnlockAccess({ label, tier, copy, describedBy }: UnlockAccessProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="merchant-card__cta merchant-card__unlock"
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        data-unlock-tier={tier}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Modal title={copy.title} onDismiss={close} description={<CopyText text={copy.body} />}>
          <div className="modal__actions">
            <CopyLink
              text={copy.cta.text}
              url={copy.cta.url}
              newTab={copy.cta.new_tab}
              className="button button--v1"
              onClick={close}
            />
            <button type="button" className="button button--v2 unlock-access__close" onClick={close}>
              Close
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
