/**
 * The support console's calls (issue 18; docs/decisions/0019-support-console.md), all under /api/Support/ and
 * behind a staff session: each is the server's route pattern; the console fills a `:name` with apiPath
 * (api-path.ts). No zod here (contracts/support*.ts hold the schemas). Imported by path, never from the package
 * index: only the console's chunk loads it.
 */
export const SUPPORT_PATHS = {
  /** POST: signs a member of staff in (e-mail, password and TOTP code). */
  signIn: '/api/Support/SignIn',
  /** GET: the signed-in member of staff on this partner (401 when none is). */
  session: '/api/Support/Session',
  /** POST: signs the member of staff out. */
  signOut: '/api/Support/SignOut',

  /** GET (admins): the newest error reports of the program, from the browser and the server (issue 33). */
  errorReports: '/api/Support/ErrorReports',

  /** GET (admins): a page of the audit log's search. */
  audit: '/api/Support/Audit',
  /** GET (admins): the whole search as CSV. */
  auditCsv: '/api/Support/Audit.csv',

  /** GET: members matching a search. */
  members: '/api/Support/Members',
  /** GET: one member's detail. */
  member: '/api/Support/Members/:publicId',
  /** POST: unlocks the member's sign-in. */
  memberUnlock: '/api/Support/Members/:publicId/Unlock',
  /** POST: sends the member a recovery e-mail. */
  memberRecoveryEmail: '/api/Support/Members/:publicId/RecoveryEmail',
  /** GET: the member's adjustments; POST: adjusts the member's miles or points (within the requester's limits). */
  memberAdjustments: '/api/Support/Members/:publicId/Adjustments',
  /** POST: starts an emulation of the member (a one-time link for the member app). */
  memberEmulation: '/api/Support/Members/:publicId/Emulation',
  /** POST: ends an emulation. */
  emulationEnd: '/api/Support/Emulation/:emulationId/End',

  /** GET: adjustments waiting for an admin (past their requester's 24-hour limits), by status. */
  approvals: '/api/Support/Approvals',
  /** POST (admins): approves a waiting adjustment. */
  approvalApprove: '/api/Support/Approvals/:id/Approve',
  /** POST (admins): declines a waiting adjustment. */
  approvalDecline: '/api/Support/Approvals/:id/Decline',

  /** GET: the missing-rewards claims queue, by status. */
  claims: '/api/Support/Claims',
  /** POST: approves a claim. */
  claimApprove: '/api/Support/Claims/:id/Approve',
  /** POST: declines a claim. */
  claimDecline: '/api/Support/Claims/:id/Decline',

  /** GET (admins): the program's staff; POST: adds a member of staff. */
  staff: '/api/Support/Staff',
  /** POST (admins): changes a member of staff's role. */
  staffRole: '/api/Support/Staff/:id/Role',
  /** POST (admins): deactivates a member of staff. */
  staffDeactivate: '/api/Support/Staff/:id/Deactivate',
  /** POST (admins): reactivates a member of staff. */
  staffReactivate: '/api/Support/Staff/:id/Reactivate',
  /** POST (admins): gives a member of staff a new TOTP secret. */
  staffResetTotp: '/api/Support/Staff/:id/ResetTotp',
  /** POST (admins): gives a member of staff new recovery codes. */
  staffRecoveryCodes: '/api/Support/Staff/:id/RecoveryCodes',

  /** GET (admins): the program's integration keys; POST: adds one (its secret is answered once). */
  integrationKeys: '/api/Support/IntegrationKeys',
  /** POST (admins): revokes an integration key. */
  integrationKeyRevoke: '/api/Support/IntegrationKeys/:id/Revoke',

  /** GET: the program's posting files, newest first, with their lines' answers counted. */
  postingFiles: '/api/Support/PostingFiles',
  /** GET: one posting file's rejected lines. */
  postingFileRejectedLines: '/api/Support/PostingFiles/:fileName/RejectedLines',
  /** POST: sends a rejected line's reward again: the next posting file carries it. */
  postingLineSendAgain: '/api/Support/PostingFiles/:fileName/Lines/:line/SendAgain',

  /** GET: restaurants matching a search. */
  restaurants: '/api/Support/Restaurants',
  /** GET: one restaurant's detail; PATCH: changes it. */
  restaurant: '/api/Support/Restaurants/:merchantId',
  /** POST: changes the restaurant's status. */
  restaurantStatus: '/api/Support/Restaurants/:merchantId/Status',
  /** POST: the raw photo as the body; it becomes the restaurant's first picture. */
  restaurantPhotos: '/api/Support/Restaurants/:merchantId/Photos',
  /** POST: creates an offer for the restaurant (or its whole brand). */
  restaurantOffers: '/api/Support/Restaurants/:merchantId/Offers',
  /** PATCH: changes an offer (a new version from now). */
  restaurantOffer: '/api/Support/Restaurants/:merchantId/Offers/:offerId',
  /** POST: pauses an offer. */
  restaurantOfferPause: '/api/Support/Restaurants/:merchantId/Offers/:offerId/Pause',
  /** POST: resumes a paused offer. */
  restaurantOfferResume: '/api/Support/Restaurants/:merchantId/Offers/:offerId/Resume',
  /** POST: ends an offer. */
  restaurantOfferEnd: '/api/Support/Restaurants/:merchantId/Offers/:offerId/End',

  /** GET: the partner's content groups, with their counts of entries and drafts. */
  content: '/api/Support/Content',
  /** GET: one content group's entries. */
  contentGroup: '/api/Support/Content/:contentType/:contentName',
  /** GET: one entry, its live copy, its draft and its versions. */
  contentEntry: '/api/Support/Content/:contentType/:contentName/:slug',
  /** PUT: saves the entry's draft. */
  contentEntryDraft: '/api/Support/Content/:contentType/:contentName/:slug/Draft',
  /** POST: publishes the entry's draft. */
  contentEntryPublish: '/api/Support/Content/:contentType/:contentName/:slug/Publish',
  /** GET: one version of the entry. */
  contentVersion: '/api/Support/Content/:contentType/:contentName/:slug/Versions/:version',
  /** POST: restores a version of the entry as its draft. */
  contentVersionRestore: '/api/Support/Content/:contentType/:contentName/:slug/Versions/:version/Restore',
} as const;
