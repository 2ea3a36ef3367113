/**
 * The element the emulation banner is drawn into: an empty slot the shell keeps above the navbar on every page
 * (app/layout/app-layout.tsx), so the banner's code loads only while emulating (shell-extras.tsx) yet reads first.
 */
export const EMULATION_BANNER_SLOT = 'emulation-banner-slot';
