import { createContext, useContext } from 'react';
import type { LinkTokenName } from '@forkpoint/shared/content/copy-tokens';

/**
 * What link tokens in copy resolve against: the partner's support contacts and short code, and the in-app
 * page of each page token (built by the app from its route map, paths.ts). Provided once by the app shell.
 */
export interface CopyLinkSettings {
  /** In-app pages of the link tokens that point at one. */
  routes: Partial<Record<LinkTokenName, string>>;
  /** Tokens whose page must load in full (sign-out "reloads the page"). */
  reloadTokens: readonly LinkTokenName[];
  supportPhone: { href: string; formatted: string };
  supportEmail: { href: string; display: string };
  /** SMS short code; null shows the "MISSING SHORT CODE" marker. */
  shortCode: string | null;
  /** False when the body font is a brand font that draws "®" raised already. */
  registeredMarkSuperscript: boolean;
}

export const CopyLinkSettingsContext = createContext<CopyLinkSettings | null>(null);

/** Null outside the shell (isolated component tests): tokens then render as their text. */
export function useCopyLinkSettings(): CopyLinkSettings | null {
  return useContext(CopyLinkSettingsContext);
}
