/**
 * The search location rule (spec part 1 §5): a location is "City, ST", "City ST" or a 5-digit
 * ZIP code, else "Enter city, state or ZIP code" (LOCATION_MESSAGE, contracts/location-message.ts). This
 * module only parses the text; the server resolves the parsed place to a point from its US places data
 * (modules/locations).
 */

export const LOCATION_MAX_LENGTH = 100;

/** US states, DC and Puerto Rico: the places the catalog and the places data cover. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export type LocationQuery = { kind: 'zip'; zip: string } | { kind: 'city'; city: string; state: string };

const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toUpperCase(), code]));
/**
 * Letters of any alphabet with their accents ("Cañon City", "Mayagüez"), spaces, dots, apostrophes (the
 * Hawaiian ʻokina too: "Kapaʻa"), hyphens.
 */
const CITY_PATTERN = /^[\p{L}\u2018\u02BB][\p{L}\p{M} .'\u2018\u2019\u02BB-]*$/u;

/** Parses "City, ST", "City ST", "City, State Name" or a ZIP (5 digits, or ZIP+4); null otherwise. */
export function parseLocationQuery(text: string): LocationQuery | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value.length === 0 || value.length > LOCATION_MAX_LENGTH) return null;
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(value);
  if (zip) return { kind: 'zip', zip: zip[1]! };

  const withComma = /^(.+?)\s*,\s*([A-Za-z .]+)$/.exec(value);
  const withSpace = /^(.+)\s([A-Za-z]{2})$/.exec(value);
  const match = withComma ?? withSpace;
  if (!match) return null;
  const city = match[1]!.trim();
  const state = stateCode(match[2]!);
  if (!state || !CITY_PATTERN.test(city)) return null;
  return { kind: 'city', city, state };
}

function stateCode(text: string): string | null {
  const upper = text.replace(/\./g, '').trim().toUpperCase();
  if (upper.length === 2) return upper in US_STATES ? upper : null;
  return STATE_BY_NAME.get(upper) ?? null;
}

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ST: 'SAINT',
  STE: 'SAINTE',
  FT: 'FORT',
  MT: 'MOUNT',
  PT: 'PORT',
};

/**
 * The key two spellings of one city share: "St. Louis" and "Saint Louis", "Ft Worth" and
 * "Fort Worth", "McLean" and "Mc Lean", "Winston-Salem" and "winston salem", "Cañon City" and "Canon City" all
 * compare equal.
 */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join('');
}
