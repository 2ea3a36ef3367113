import { INSTALL_BANNER_LATER_DAYS } from '@forkpoint/shared/constants';
import { DAY_MS } from '@forkpoint/shared/dates/durations';

/**
 * When the app-install banner shows (spec part 1 §4 "Install prompt"): hidden while a "Maybe later" date is in
 * the future, in standalone display mode, without a held install prompt unless the browser is iOS Safari (which
 * has none and gets share-sheet instructions instead), and when the partner turns it off.
 */
export interface InstallBannerInputs {
  enabled: boolean;
  standalone: boolean;
  hasInstallPrompt: boolean;
  iosSafari: boolean;
  /** The RN_PWA_LATER value as stored: an ISO date, or anything a user typed into storage. */
  laterUntil: string | null;
  now: number;
}

export type InstallBannerKind = 'prompt' | 'iosInstructions';

export function installBannerKind(inputs: InstallBannerInputs): InstallBannerKind | null {
  if (!inputs.enabled || inputs.standalone) return null;
  if (inputs.laterUntil !== null) {
    const until = Date.parse(inputs.laterUntil);
    // An unreadable value (tampered) counts as never pressed; a date past does too.
    if (Number.isFinite(until) && until > inputs.now) return null;
  }
  if (inputs.hasInstallPrompt) return 'prompt';
  return inputs.iosSafari ? 'iosInstructions' : null;
}

/** "Maybe later" stores now plus 30 days, as an ISO date. */
export function laterUntilFrom(now: number): string {
  return new Date(now + INSTALL_BANNER_LATER_DAYS * DAY_MS).toISOString();
}

/** Safari on an iPhone, iPad or iPod: other iOS browsers (CriOS, FxiOS, EdgiOS) and in-app views cannot add. */
export function isIosSafari(userAgent: string): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(userAgent) &&
    /Safari\//.test(userAgent) &&
    !/(CriOS|FxiOS|EdgiOS|OPiOS|canvas\/)/i.test(userAgent)
  );
}
