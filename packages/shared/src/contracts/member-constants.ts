/**
 * The member app's member calls (spec part 1 §7): the signed-in member (`/api/Member…`) and the calls a visitor
 * makes before signing in (`/api/Members/…`: enrollment, validation, recovery, activation). Each is the server's
 * route pattern; a client fills a `:name` with apiPath (api-path.ts). No zod here (contracts/members.ts holds the
 * schemas), so the web's first load imports them.
 */
export const MEMBER_PATHS = {
  /** GET: the signed-in member (401 for a visitor); PUT: their profile, password and e-mail. */
  member: '/api/Member',
  /** GET: a known visitor's record by the public id of their link (no session needed). */
  knownVisitor: '/api/Member/:publicId',
  /** PUT: the e-mail fix of a signed-in member whose e-mail bounced. */
  credentials: '/api/Member/Credentials',
  /** POST: activates the signed-in member's account. */
  activate: '/api/Member/Activate',
  /** GET: the member's dines and rewards, newest first, a page at a time. */
  transactions: '/api/Member/Transactions',
  /** GET: the member's statement credits, newest first. */
  statementCredits: '/api/Member/TransactionsStatementCredits',
  /** GET: what the member may still take as statement credit. */
  statementCreditBalance: '/api/Member/StatementCreditBalance',
  /** GET: the account overview's summary of the member's dining. */
  dineSummary: '/api/Member/DineSummary',
  /** POST: enrolls the member in a bonus by its code. */
  bonus: '/api/Member/Bonus/:code',
  /** POST: enrollment (creates the member and signs them in). */
  prospects: '/api/Members/Prospects',
  /** POST: the home form's prospect e-mail record. */
  prospectEmail: '/api/Members/Prospects/Email',
  /** POST: activates a known visitor's account from their link. */
  activateKnownVisitor: '/api/Members/Activate',
  /** GET: whether an e-mail (or partner number) may be used for a new account. */
  validateEmail: '/api/Members/Validate/Email',
  /** GET: whether a ZIP code is a US one. */
  validateZip: '/api/Members/Validate/Zip',
  /** POST: sends the recovery e-mail; then the link's token is confirmed and the new password set. */
  recover: '/api/Members/Recover',
  recoverConfirm: '/api/Members/Recover/Confirm',
  recoverUpdate: '/api/Members/Recover/Update',
} as const;
