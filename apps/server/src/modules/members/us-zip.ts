import zipcodes from 'zipcodes';

/** "this ZIP is not located in the U.S.": a 5-digit ZIP the US places data knows (offline). */
export function isUsZip(zip: string): boolean {
  const value = zip.trim();
  return /^\d{5}$/.test(value) && zipcodes.lookup(value)?.country === 'US';
}
