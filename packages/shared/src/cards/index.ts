/** Card rules shared by the app, the secure card-entry frame and the server (no zod: the frame bundle stays small). */
export * from './card-brands';
export * from './luhn';
export * from './card-number';
export * from './card-registration';
export * from './frame-protocol';
export type { CardTypeCode } from '../constants';
