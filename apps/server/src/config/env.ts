import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { tileUrlProblem } from './map-tiles';
import { secretKeyModeProblem } from './card-entry-keys';
import { orderingUrlProblem, STAND_IN_ORDERING_PROVIDER } from './ordering-provider';

/**
 * The only reader of process.env. Every variable is validated at start-up and every bad
 * one is reported at once, so a misconfigured deployment fails fast with one clear message.
 * The README's configuration table mirrors this schema.
 */

/** A Sentry DSN (https://<key>@<host>/<project>); empty counts as unset, as Compose passes `${VAR:-}`. */
const optionalDsn = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be a DSN: https://<key>@<host>/<project>' }).optional(),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

/** Keywords proxy-addr knows for address ranges, beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  if (PROXY_RANGE_NAMES.has(address) && bits === undefined) return true;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * Behind a reverse proxy the client's address comes from X-Forwarded-For, but only the addresses the
 * trusted proxies added: a client can write anything at the left of that header itself. So the setting
 * says how far to trust it: a hop count (`1`: one proxy in front; `true` means 1), or the proxies'
 * addresses and ranges (`10.0.0.0/8,127.0.0.1`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 * `false`, `0` or unset: the socket's address is the client's.
 */
const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count (1), or proxy addresses and CIDR ranges separated by commas (10.0.0.0/8,127.0.0.1)',
    });
    return z.NEVER;
  });

/** A development-only secret so `npm start` needs no set-up; production must set SESSION_SECRET. */
export const DEVELOPMENT_SECRET = 'forkpoint-development-secret-not-for-production';

/** Secrets a production server refuses to start without; all of the missing ones are listed at once. */
export const PRODUCTION_REQUIRED = [
  'SESSION_SECRET',
  'CARD_VAULT_PRIVATE_KEY',
  'CARD_FINGERPRINT_SECRET',
  'PROCESSOR_SIGNING_SECRET',
  'CATALOG_SIGNING_SECRET',
  'STAFF_TOTP_KEY',
] as const;

/**
 * The staff TOTP secrets' key outside production (32 bytes, hex), so `npm start` needs no set-up; production
 * must set STAFF_TOTP_KEY (docs/decisions/0026-staff-management.md). Fixed, not derived from SESSION_SECRET,
 * so setting a session secret in development does not leave the demo staff's secrets unreadable.
 */
export const DEVELOPMENT_STAFF_TOTP_KEY = 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff000102030405060708090a0b0c0d0e0f';

/** A 32-byte key as 64 hex digits or base64 (openssl rand -hex 32, openssl rand -base64 32). */
const STAFF_TOTP_KEY_PATTERN = /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/;
const STAFF_TOTP_KEY_MESSAGE = 'must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)';

/** The feed's signing secret outside production (README), so `npm run ingest` works with no set-up. */
export const DEVELOPMENT_PROCESSOR_SECRET = 'forkpoint-development-processor-secret';

/** The catalog import's signing secret outside production (docs/decisions/0034-photo-store.md), like the feed's. */
export const DEVELOPMENT_CATALOG_SECRET = 'forkpoint-development-catalog-secret';

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** PGlite data folder, used unless DATABASE_URL is set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** postgres://… to use a PostgreSQL server instead of the embedded database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * redis:// (or rediss://) URL of a Redis or Valkey server to hold the rate-limit counters; without it they
     * live in the database. Counters only: everything else every instance shares is in the database (decision 0021).
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /**
     * Where the rate-limit counters live. Default: `redis` with REDIS_URL, else `database` on PostgreSQL (any
     * number of instances share them) and `memory` on the embedded database, which one process owns, so a
     * counter row would cost a write per call and share nothing (decision 0021).
     */
    RATE_LIMIT_COUNTERS: z.enum(['memory', 'database', 'redis']).optional(),
    /** On SIGTERM, how long health answers 'draining' while calls are still served, before the listener closes. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
    /** DATABASE_URL is a pooler in transaction mode (PgBouncer): no named prepared statements, no startup options. */
    DATABASE_TRANSACTION_POOLER: booleanFlag,
    /**
     * Check the catalog's answers against their zod schemas before writing them (decision 0007, issue 19).
     * Default: on outside production (tests catch contract drift), off in production (the serializer compiled
     * from the same schemas writes them either way).
     */
    RESPONSE_VALIDATION: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** Merchant search pages each instance keeps in memory while the catalog is unchanged; 0 turns it off. */
    SEARCH_CACHE_PAGES: z.coerce.number().int().min(0).max(100_000).default(500),
    DEFAULT_PARTNER: z
      .string()
      .regex(/^[a-z][a-z0-9]{1,30}$/)
      .default('aerovia'),
    /**
     * Secret for signing cookies and deriving CSRF tokens (at least 32 characters; required in
     * production). Elsewhere it defaults to DEVELOPMENT_SECRET once parsed (see the end of the schema).
     */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Bearer token of GET /metrics (Prometheus text, docs/deploy.md "Metrics"; at least 32 characters, like the other
     * secrets). Unset or empty (Compose's `${METRICS_TOKEN:-}`): /metrics answers 404 as an unknown path does, as it
     * does to any other token.
     */
    METRICS_TOKEN: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().min(32, 'must be at least 32 characters').optional(),
    ),
    /**
     * Error reporting (docs/error-reporting.md): the DSN the server's Sentry SDK reports to, and the one the browser's
     * does (public: it is written into the page). Unset or empty: reports go to the server's own receiver and the
     * console lists them (Support → Error reports).
     */
    SENTRY_DSN: optionalDsn,
    SENTRY_DSN_WEB: optionalDsn,
    /** Names the build in error reports (e.g. a git commit or image tag). */
    APP_RELEASE: z.string().trim().min(1).max(100).optional(),
    /** Reports per minute the local receiver takes from one address. */
    ERROR_REPORTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
    /** Days the local receiver keeps a report; the hourly housekeeping deletes older ones. */
    ERROR_REPORTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** Starts the app with the maintenance pages on; the staging tools switch it at run time (app-status/service.ts). */
    MAINTENANCE_MODE: booleanFlag,
    /** Requests per minute per client address across /api. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /** Which proxies in front may name the client's address in X-Forwarded-For (see trustProxySetting). */
    TRUST_PROXY: trustProxySetting,
    /** Folder of the built web app (defaults to apps/web/dist). */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /**
     * The support console's origin where it is served on a host of its own (https://support.example.com); the
     * member app accepts an emulation-exit message from this origin only. Unset: the console is /support on the
     * member app's own host, and the origin is that one (docs/decisions/0024-support-emulation.md).
     */
    SUPPORT_CONSOLE_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
    /** Folder of the partner data files (defaults to partners/). */
    PARTNERS_DIR: z.string().min(1).optional(),
    /** smtp(s)://user:pass@host:port to send e-mail; without it e-mail stays in the outbox table. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Sender of the platform's e-mail. */
    MAIL_FROM: z.string().min(3).default('Forkpoint <no-reply@forkpoint.example>'),
    /** Captcha of the enrollment and recovery forms: self-hosted ALTCHA or Google reCAPTCHA. */
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
    /** ALTCHA proof-of-work size: the solver tries up to this many hashes (keep it small in tests). */
    CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
    /** reCAPTCHA keys, required with CAPTCHA_PROVIDER=recaptcha. */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    /** Requests per minute per client address on each sign-in, enrollment and recovery call. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    /** Impression batches (POST /api/Impressions: page views, carousel impressions) per minute per client address. */
    IMPRESSIONS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
    /**
     * Impression records stored per minute across every address and partner (issue 28): a batch that would pass
     * it answers 429 with Retry-After and stores nothing. At least one full batch (100 records). Counted in the
     * database, so every instance shares it. At about 730 bytes a record, 10,000 a minute is 10 GB a day at most.
     */
    IMPRESSIONS_GLOBAL_MAX_PER_MINUTE: z.coerce.number().int().min(100).max(10_000_000).default(10_000),
    /**
     * Days the raw impression records of a day are kept after that day's summary was made (the hourly
     * housekeeping makes each finished UTC day's summary, then deletes its records this many days later; the
     * support console's daily summary reads the kept summaries). 0 deletes them at the next run.
     */
    IMPRESSIONS_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(7),
    /**
     * Hours a mail of the outbox table is kept where there is no SMTP (it holds its one-time link in clear); the
     * hourly housekeeping deletes older ones. Mails sent over SMTP keep no body (SENT_BODY_PLACEHOLDER).
     */
    EMAIL_OUTBOX_RETENTION_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
    /**
     * The card vault's RSA private key (PEM, PKCS#8 or PKCS#1, at least 2048 bits; `\n` escapes are
     * read as new lines). Card numbers are encrypted in the browser to its public key. Required in
     * production (loadEnv refuses it); elsewhere a key is generated once and kept in the database.
     */
    CARD_VAULT_PRIVATE_KEY: z
      .string()
      .min(1)
      .transform((pem) => pem.replace(/\\n/g, '\n'))
      .refine(isRsaPrivateKeyPem, 'must be a PEM RSA private key of at least 2048 bits')
      .optional(),
    /** Secret of the keyed card fingerprints (at least 32 characters; required in production). */
    CARD_FINGERPRINT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Secret the card network signs the transaction feed with (HMAC-SHA256; at least 32 characters). */
    PROCESSOR_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Body caps of the signed calls, in bytes (docs/transaction-feed.md "Size"): each is read only after its
     * signature header passed (present, well-formed, fresh), and never past its cap (413). The feed file: 160 MiB,
     * a million rows of about 110 bytes. The booking provider's outcome webhook (`{"outcome":"no_show"}`): 4 KiB.
     * A posting file's acknowledgement, which has no body: 1 KiB.
     */
    TRANSACTION_FEED_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(160 * 1024 * 1024),
    RESERVATION_OUTCOME_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(64)
      .max(1024 * 1024)
      .default(4 * 1024),
    POSTING_ACKNOWLEDGEMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1024 * 1024)
      .default(1024),
    /**
     * How Mile and Point rewards reach the partner (docs/rewards.md "Posting"): `daily`, one posting file per
     * partner a day that the partner acknowledges; `immediate`, posted and acknowledged at once. Defaults to
     * daily in production and immediate elsewhere.
     */
    REWARD_POSTING: z.enum(['immediate', 'daily']).optional(),
    /** 32 random bytes, base64: when set, the vault also keeps each card number encrypted (AES-256-GCM envelope). */
    CARD_VAULT_ENVELOPE_KEY: z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]{43}=$/.test(value), 'must be 32 bytes in base64 (openssl rand -base64 32)')
      .optional(),
    /**
     * The key staff TOTP secrets are encrypted under (AES-256-GCM; required in production). Elsewhere it
     * defaults to DEVELOPMENT_STAFF_TOTP_KEY once parsed.
     */
    STAFF_TOTP_KEY: z.string().trim().regex(STAFF_TOTP_KEY_PATTERN, STAFF_TOTP_KEY_MESSAGE).optional(),
    /**
     * Keys STAFF_TOTP_KEY replaced, separated by commas: secrets sealed under one are still read, and are
     * sealed again under the current key at the next start (key rotation, decision 0026).
     */
    STAFF_TOTP_PREVIOUS_KEYS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const keys = (value ?? '')
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean);
        if (keys.every((key) => STAFF_TOTP_KEY_PATTERN.test(key))) return keys;
        ctx.addIssue({ code: 'custom', message: `each key ${STAFF_TOTP_KEY_MESSAGE}` });
        return z.NEVER;
      }),
    /**
     * The local OpenID Connect identity provider for sso partners without one of their own, at
     * /idp (docs/decisions/0010). Default: on outside production, off in production.
     */
    SSO_LOCAL_IDP: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
    /** The local identity provider's issuer as browsers reach it (default http://localhost:<PORT>/idp). */
    SSO_LOCAL_IDP_ISSUER: z
      .url({ protocol: /^https?$/ })
      .regex(/\/idp$/, 'must end with /idp, where it is mounted')
      .optional(),
    /**
     * A raster XYZ tile server for the search map (https://tile.example.org/{z}/{x}/{y}.png, docs/decisions/0016);
     * its origin joins the CSP's img-src. Without it the map draws its offline basemap.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** Who the tiles are from, shown on the map as plain text (required with MAP_TILE_URL: tile licences ask for it). */
    MAP_TILE_ATTRIBUTION: z
      .string()
      .trim()
      .max(300, 'must be at most 300 characters')
      .optional()
      .transform((value) => (value ? value : undefined)),
    /**
     * The online-ordering provider of restaurants whose ordering is the platform's (config/ordering-provider.ts,
     * docs/ordering.md): a URL template with {merchantId}, a path on this site or another provider's https URL.
     * Default: the local stand-in page, /ordering/{merchantId}.
     */
    ORDERING_PROVIDER_URL: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** The provider's name as the order dialog shows it (required with ORDERING_PROVIDER_URL). */
    ORDERING_PROVIDER_NAME: z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .optional()
      .transform((value) => (value ? value : undefined)),
    /**
     * The demo people (README "Demo accounts"): members, staff, their cards and dining histories, seeded at
     * start with the passwords, TOTP secret and recovery codes the README publishes. `on` by default
     * outside production; refused in production, which starts with no member and no staff (the first admin
     * comes from `npm run staff:first-admin`, docs/deploy.md). Partners, content and the catalog seed either way.
     */
    DEMO_DATA: z
      .enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be on or off' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'on' || v === 'true' || v === '1')),
    /**
     * Secret the catalog import signs its calls with (POST /api/Catalog/Photos and the import; HMAC-SHA256 like the
     * feed; at least 32 characters). Outside production it defaults to DEVELOPMENT_CATALOG_SECRET; production requires
     * it, as a program launches on the catalog it brings in.
     */
    CATALOG_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Where uploaded photos are kept (docs/decisions/0034-photo-store.md): a folder, or an S3-compatible bucket. */
    PHOTO_STORE: z.enum(['folder', 's3']).default('folder'),
    /** The photo folder (PHOTO_STORE=folder); default DATA_DIR/photos. */
    PHOTO_STORE_DIR: z.string().min(1).optional(),
    /** The S3-compatible endpoint (MinIO, R2, Ceph…: http(s)://host:port); unset for AWS S3 itself. */
    PHOTO_STORE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** The bucket (required with PHOTO_STORE=s3); it must exist. */
    PHOTO_STORE_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    PHOTO_STORE_S3_REGION: z.string().min(1).default('us-east-1'),
    /** Both or neither; neither: the AWS SDK's own credential chain (instance role, AWS_* variables). */
    PHOTO_STORE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    PHOTO_STORE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** A key prefix inside the bucket (`forkpoint/`), so deployments can share one. */
    PHOTO_STORE_S3_PREFIX: z
      .string()
      .regex(/^(?:[a-z0-9][a-z0-9-]*\/)+$/, 'must be lower-case path segments ending in / (forkpoint/)')
      .optional(),
    /** The largest photo upload, in bytes: a larger body is a 413 (default 10 MiB). */
    PHOTO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(10 * 1024 * 1024),
    /** The largest catalog file (POST /api/Catalog/Import, docs/catalog.md), in bytes: 100 MiB, 200,000 rich lines. */
    CATALOG_IMPORT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(100 * 1024 * 1024),
    /** The largest member file (POST /api/Processor/Members, docs/member-file.md), in bytes: 50,000 lines fit in 16 MiB. */
    MEMBER_FILE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(256 * 1024 * 1024)
      .default(16 * 1024 * 1024),
    /** Activation invitations sent a minute at most, across programs (docs/member-file.md "Activation campaign"). */
    ACTIVATION_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    /**
     * Web Push (docs/decisions/0048-earn-notifications.md): the VAPID key pair as web-push generates it (base64url,
     * `npx web-push generate-vapid-keys`) and the contact the push services may write to (mailto: or https:).
     * Outside production an unset pair is generated at start-up, for that run only (subscriptions die with it);
     * in production without them the push channel is off (the Profile page hides its switch).
     */
    VAPID_PUBLIC_KEY: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key web-push generates')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key web-push generates')
        .optional(),
    ),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
      .default('mailto:notifications@forkpoint.example'),
    /**
     * Host names (comma-separated; `*.` for any subdomain) a push subscription's endpoint may be at. Default in
     * production: the browsers' own push services; elsewhere any host (the tests' local stand-in). The server posts
     * to these endpoints, so an open list would let a member make it call any address.
     */
    WEB_PUSH_ENDPOINT_HOSTS: z
      .string()
      .optional()
      .transform((value) => (value?.trim() ? value.split(',').map((host) => host.trim().toLowerCase()) : undefined)),
    /** "You just earned": notices of one member this close together (seconds) go as one message. */
    EARN_NOTIFICATION_COALESCE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * `stand-in` (outside production only): every program's card form runs the hosted-fields adapter against the
     * local stand-in provider this server serves (stand-ins/card-entry), whatever the partner files say. Unset or
     * empty: each program's own setting (partner cardEntry), the own frame by default (decision 0009).
     */
    CARD_ENTRY_PROVIDER: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.enum(['stand-in'], { message: 'must be stand-in or unset' }).optional(),
    ),
    /**
     * JSON object of the hosted-fields providers' secret keys, by partner code ({"aerovia":"sk_live_…"}): the server
     * verifies card tokens with them. A live key (sk_live_) only in production, a test key (sk_test_) only outside it.
     */
    CARD_ENTRY_SECRET_KEYS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return {};
        try {
          const parsed: unknown = JSON.parse(value);
          return z.record(z.string().regex(/^[a-z][a-z0-9]{1,30}$/), z.string().min(8)).parse(parsed);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of partner code to secret key' });
          return z.NEVER;
        }
      }),
    /** JSON object of client secrets at the partners' identity providers, by partner code: {"altavela":"…"}. */
    SSO_CLIENT_SECRETS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value.trim() === '') return {};
        try {
          const parsed: unknown = JSON.parse(value);
          const secrets = z.record(z.string().regex(/^[a-z][a-z0-9]{1,30}$/), z.string().min(1)).parse(parsed);
          return secrets;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON object of partner code to client secret' });
          return z.NEVER;
        }
      }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      for (const key of PRODUCTION_REQUIRED) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
    }
    if (env.NODE_ENV === 'production' && env.DEMO_DATA === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message:
          "must be off in production: demo data seeds the README's accounts, staff admins included, with published " +
          'passwords, TOTP secret and recovery codes (create the first admin with npm run staff:first-admin)',
      });
    }
    if (env.NODE_ENV === 'production' && env.CARD_ENTRY_PROVIDER === 'stand-in') {
      ctx.addIssue({
        code: 'custom',
        path: ['CARD_ENTRY_PROVIDER'],
        message: 'must be unset in production: the stand-in card provider issues test tokens for made-up cards',
      });
    }
    for (const [code, key] of Object.entries(env.CARD_ENTRY_SECRET_KEYS ?? {})) {
      const problem = secretKeyModeProblem(key, env.NODE_ENV === 'production');
      if (problem) ctx.addIssue({ code: 'custom', path: ['CARD_ENTRY_SECRET_KEYS', code], message: problem });
    }
    if (env.MAP_TILE_URL) {
      const problem = tileUrlProblem(env.MAP_TILE_URL, { httpsOnly: env.NODE_ENV === 'production' });
      if (problem) ctx.addIssue({ code: 'custom', path: ['MAP_TILE_URL'], message: problem });
      if (!env.MAP_TILE_ATTRIBUTION)
        ctx.addIssue({ code: 'custom', path: ['MAP_TILE_ATTRIBUTION'], message: 'is required with MAP_TILE_URL' });
    } else if (env.MAP_TILE_ATTRIBUTION) {
      ctx.addIssue({ code: 'custom', path: ['MAP_TILE_ATTRIBUTION'], message: 'is only used with MAP_TILE_URL' });
    }
    if (env.ORDERING_PROVIDER_URL) {
      const problem = orderingUrlProblem(env.ORDERING_PROVIDER_URL, { httpsOnly: env.NODE_ENV === 'production' });
      if (problem) ctx.addIssue({ code: 'custom', path: ['ORDERING_PROVIDER_URL'], message: problem });
      if (!env.ORDERING_PROVIDER_NAME) {
        ctx.addIssue({
          code: 'custom',
          path: ['ORDERING_PROVIDER_NAME'],
          message: 'is required with ORDERING_PROVIDER_URL',
        });
      }
    }
    if (env.PHOTO_STORE === 's3' && !env.PHOTO_STORE_S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['PHOTO_STORE_S3_BUCKET'], message: 'is required with PHOTO_STORE=s3' });
    if (!env.PHOTO_STORE_S3_ACCESS_KEY_ID !== !env.PHOTO_STORE_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PHOTO_STORE_S3_SECRET_ACCESS_KEY'],
        message: 'PHOTO_STORE_S3_ACCESS_KEY_ID and PHOTO_STORE_S3_SECRET_ACCESS_KEY are set together',
      });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
      });
    }
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with CAPTCHA_PROVIDER=recaptcha' });
      }
    }
  })
  // Production was refused above without one; everywhere else the development value stands in, so
  // the rest of the server reads one resolved secret.
  .transform((env) => ({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    PROCESSOR_SIGNING_SECRET: env.PROCESSOR_SIGNING_SECRET ?? DEVELOPMENT_PROCESSOR_SECRET,
    CATALOG_SIGNING_SECRET: env.CATALOG_SIGNING_SECRET ?? DEVELOPMENT_CATALOG_SECRET,
    STAFF_TOTP_KEY: env.STAFF_TOTP_KEY ?? DEVELOPMENT_STAFF_TOTP_KEY,
    REWARD_POSTING: env.REWARD_POSTING ?? (env.NODE_ENV === 'production' ? 'daily' : 'immediate'),
    // Refused on in production above, so it resolves to off there whatever was written.
    DEMO_DATA: env.NODE_ENV !== 'production' && (env.DEMO_DATA ?? true),
    ORDERING_PROVIDER: env.ORDERING_PROVIDER_URL
      ? { url: env.ORDERING_PROVIDER_URL, name: env.ORDERING_PROVIDER_NAME ?? '' }
      : { ...STAND_IN_ORDERING_PROVIDER, name: env.ORDERING_PROVIDER_NAME ?? STAND_IN_ORDERING_PROVIDER.name },
  }));

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError listing every bad variable, one per line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

function isRsaPrivateKeyPem(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048;
  } catch {
    return false;
  }
}
