/**
 * Log paths pino blanks out: card numbers and what stands for them (ciphertext, envelopes,
 * the cards of a link request) never reach a log line, whoever logs the object.
 */
export const CARD_LOG_REDACT_PATHS = [
  'cardNumber',
  '*.cardNumber',
  'encryptedCardNumber',
  '*.encryptedCardNumber',
  'creditCards',
  '*.creditCards',
  '*.*.creditCards',
  'envelope',
  '*.envelope',
  'req.body',
  'request.body',
];
