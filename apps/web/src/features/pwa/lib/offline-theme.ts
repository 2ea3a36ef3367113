import { STORAGE_KEYS } from '@/lib/storage-keys';

interface OfflineThemeSource {
  terms: { program: string };
  theme: { colors: { primary: string; onPrimary: string; background: string; text: string } };
}

/**
 * Keeps the partner's program name and main colours where the static offline page can read them
 * (public/offline.js), so a member who loses the connection still sees their program, not a blank page.
 */
export function rememberOfflineTheme({ terms, theme }: OfflineThemeSource): void {
  const { primary, onPrimary, background, text } = theme.colors;
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.offlineTheme,
      JSON.stringify({ program: terms.program, primary, onPrimary, background, text }),
    );
  } catch {
    // Blocked storage: the offline page keeps its neutral colours.
  }
}
