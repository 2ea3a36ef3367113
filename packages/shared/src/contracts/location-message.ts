/**
 * The search location message (spec part 1 §5): a location is "City, ST", "City ST" or a 5-digit ZIP
 * code, else this. The server's 400 (contracts/merchants.ts, modules/merchants) and the web's search form
 * say the same words; its own file so the web's first load takes it without zod or the table of states
 * (rules/location-query.ts).
 */
export const LOCATION_MESSAGE = 'Enter city, state or ZIP code';
