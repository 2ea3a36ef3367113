// Part 1 §5: "E-mail format is checked by two patterns, a simple one and a strict RFC-style one."
/**
 * The simple pattern (also how the footer tells an e-mail support contact from a link). A module of its own so
 * the web's first load, whose footer links need only this, does not carry every member-field rule
 * (docs/decisions/0012); member-fields.ts re-exports it.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
