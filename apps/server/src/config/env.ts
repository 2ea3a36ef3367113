import { z } from 'zod';

/**
 * The only reader of process.env. Every variable is validated at start-up and every bad
 * one is reported at once, so a misconfigured deployment fails fast with one clear message.
 * The README's configuration table mirrors this schema.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');

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
    DEFAULT_PARTNER: z.string().regex(/^[a-z][a-z0-9]{1,30}$/).default('aerovia'),
    /** Secret for signing cookies and deriving CSRF tokens (at least 32 characters; required in production). */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Turns the maintenance pages on (the staging tools will toggle this later). */
    MAINTENANCE_MODE: booleanFlag,
    /** Requests per minute per client address across /api. */
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    /** Set when behind a reverse proxy so client addresses come from X-Forwarded-For. */
    TRUST_PROXY: booleanFlag,
    /** Folder of the built web app (defaults to apps/web/dist). */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Folder of the partner data files (defaults to partners/). */
    PARTNERS_DIR: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError listing every bad variable, one per line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}

/** A development-only secret so `npm start` needs no set-up; production must set SESSION_SECRET. */
export const DEVELOPMENT_SECRET = 'forkpoint-development-secret-not-for-production';
