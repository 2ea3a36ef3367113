/**
 * Words a published review may not contain (modules/reviews/moderation.ts). Deliberately short: the
 * obvious profanities and slurs, as whole words, with the common endings added by the matcher (s, es,
 * ed, er, ers, ing, in, ty, y), so "shitty" is caught but "Scunthorpe" and "shiitake" are not. It is a
 * first filter, not a moderator: anything subtler is for support to judge. Words that are also names
 * (Dick) or harmless elsewhere (fag, a cigarette) are left out. Lower case, letters only.
 */
export const BLOCKED_WORDS: readonly string[] = [
  'asshole',
  'bastard',
  'bitch',
  'bullshit',
  'cunt',
  'faggot',
  'fuck',
  'motherfucker',
  'nigga',
  'nigger',
  'retard',
  'shit',
  'slut',
  'whore',
];
