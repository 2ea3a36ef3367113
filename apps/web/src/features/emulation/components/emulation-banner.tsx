import { createPortal } from 'react-dom';
import type { MemberEmulation } from '@/lib/member';
import { EMULATION_BANNER_SLOT } from '../lib/banner-slot';
import { useEmulationExit } from '../lib/use-emulation-exit';
import './emulation-banner.css';

export interface EmulationBannerProps {
  emulation: MemberEmulation;
  memberName: string;
  /** Signs the emulated session out (the sign-out page), as the console's exit message does. */
  onEnd: () => void;
}

/**
 * "Viewing as …" on every page while support staff view the app as the member (issue 18 item 5), with the
 * way out. Loaded only while emulating, so no member's first load carries it.
 */
export function EmulationBanner({ emulation, memberName, onEnd }: EmulationBannerProps) {
  useEmulationExit(emulation, onEnd);
  const banner = (
    <section className="emulation-banner" aria-label="Support emulation">
      <p className="emulation-banner__text">
        <strong>Viewing as {memberName}</strong>
        <span className="emulation-banner__note">
          Support emulation: cards, profile, password and e-mail cannot be changed, and nothing is done in the member’s
          name (reviews, reservations, orders, bonuses, surveys, claims).
        </span>
      </p>
      <button type="button" className="emulation-banner__end" onClick={onEnd}>
        End emulation
      </button>
    </section>
  );
  // Drawn into the shell's slot above the navbar, so it is the first thing on the page; in place without one.
  const slot = document.getElementById(EMULATION_BANNER_SLOT);
  return slot ? createPortal(banner, slot) : banner;
}
