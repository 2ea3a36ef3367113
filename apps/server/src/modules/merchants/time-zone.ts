/**
 * The IANA time zone of a US place, from its state and, in the states a zone line crosses, its
 * position. Merchants store theirs (merchants.time_zone): "today" for a merchant's offers is the
 * date on the merchant's own clock, not the server's. The lines are approximated by a meridian or
 * a parallel, which is exact for every city the catalog places restaurants in; a town on the far
 * side of a county line may be an hour out.
 */

const BY_STATE: Readonly<Record<string, string>> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  IL: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  OK: 'America/Chicago',
  UT: 'America/Denver',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

type Split = (latitude: number, longitude: number) => string;

/** States split between two zones: which side of the line a point is on. */
const SPLIT: Readonly<Record<string, Split>> = {
  // The panhandle west of the Apalachicola River is Central (Pensacola, Panama City).
  FL: (_, lng) => (lng < -85.0 ? 'America/Chicago' : 'America/New_York'),
  // Gary and the Chicago suburbs (north-west) and Evansville (south-west) are Central.
  IN: (lat, lng) => (lng < -86.75 && (lat > 40.9 || lat < 38.6) ? 'America/Chicago' : 'America/Indiana/Indianapolis'),
  // Louisville and the east are Eastern; Bowling Green, Paducah and the west are Central.
  KY: (_, lng) => (lng < -86.0 ? 'America/Chicago' : 'America/New_York'),
  // East Tennessee (Knoxville, Chattanooga) is Eastern; Nashville and Memphis Central.
  TN: (_, lng) => (lng > -85.45 ? 'America/New_York' : 'America/Chicago'),
  // The Upper Peninsula counties along Wisconsin (Menominee, Iron Mountain) are Central.
  MI: (lat, lng) => (lat > 45.0 && lng < -87.6 ? 'America/Menominee' : 'America/Detroit'),
  // El Paso and Hudspeth counties are Mountain.
  TX: (_, lng) => (lng < -104.9 ? 'America/Denver' : 'America/Chicago'),
  KS: (_, lng) => (lng < -101.5 ? 'America/Denver' : 'America/Chicago'),
  NE: (_, lng) => (lng < -101.0 ? 'America/Denver' : 'America/Chicago'),
  SD: (_, lng) => (lng < -100.6 ? 'America/Denver' : 'America/Chicago'),
  ND: (lat, lng) => (lng < -101.0 && lat < 47.6 ? 'America/Denver' : 'America/Chicago'),
  // Southern Idaho (Boise) is Mountain; the panhandle (Coeur d'Alene) Pacific.
  ID: (lat) => (lat > 45.6 ? 'America/Los_Angeles' : 'America/Boise'),
  // Malheur County (Ontario) keeps Mountain time.
  OR: (lat, lng) => (lng > -117.7 && lat < 44.6 ? 'America/Boise' : 'America/Los_Angeles'),
};

/** The time zone of a point in a US state (two-letter code); Eastern where no rule says otherwise. */
export function timeZoneOf(state: string, latitude: number, longitude: number): string {
  const split = SPLIT[state];
  if (split) return split(latitude, longitude);
  return BY_STATE[state] ?? 'America/New_York';
}
