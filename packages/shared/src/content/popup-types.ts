/**
 * Popup types of the content group `popup` that are not a partner's generalModalType: the temporary invitation
 * of an sso program to sign in with its own login (partner setting hasTemporarySsoModal). Zod-free.
 */
export const TEMPORARY_SSO_MODAL_TYPE = 'temporary_sso';
