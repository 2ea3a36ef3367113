import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@forkpoint/shared/contracts/auth';
import { STAFF_SESSION_COOKIE } from '@forkpoint/shared/contracts/support';
import {
  operationsOf,
  requestKindsOf,
  requestsOf,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
} from './contract-fuzz/operations';
import { Browser, buildIdentityApp, demo, type IdentityContext } from './identity-helper';
import { PROPERTY_TEST_TIMEOUT_MS } from './property-timeout';
import { signedInStaff, StaffBrowser } from './support-helper';

/**
 * Contract fuzzing (issue 33 part 4): every operation of GET /api/openapi.json gets REQUESTS_PER_ROUTE requests
 * generated from its own schemas, about half valid and half broken in one place (json-schema-arbitrary.ts), sent
 * through app.inject(). Every answer must be below 500 and carry no stack frame or internal name; a request that
 * breaks its declared schema must answer 400 naming the field — or the check a route runs before validation (a
 * signature, a key, a session, CSRF: 401, 403, 404) — and any 400 must name a field.
 *
 * The seed is fixed (FUZZ_SEED overrides it) so a run is reproducible; a failure prints it with the request. The
 * run reports its total, its time and its slowest routes (no timing is asserted).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 33_4);
const REQUESTS_PER_ROUTE = 1000;
/**
 * Operations whose every valid request hashes or verifies a password (argon2, tens of milliseconds each on a shared
 * core): creating a staff member hashes its password and ten recovery codes, the sign-ins verify one. They were the
 * run's slowest routes. They get VALID_REQUESTS_WHEN_HASHING valid requests (more would test the hash's cost, not
 * their contract) and broken ones for the rest of REQUESTS_PER_ROUTE, refused by validation before any hash: still
 * 1,000 requests each. PUT /api/Member is not one: only a valid body that changes the password hashes, and its time
 * measured the same with 100 valid requests as with about 500, so its cost is not the hash.
 */
const PASSWORD_HASHING = new Set(['POST /api/Support/Staff', 'POST /api/SignIn', 'POST /api/Support/SignIn']);
const VALID_REQUESTS_WHEN_HASHING = 100;
/** Failures kept per route for the report: the first few say enough. */
const FAILURES_KEPT = 3;

/** Stack frames and source files: none may reach a client, in any answer. */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['stack frame', /(?:\\n|\n)\s*at \S/],
  ['source position', /\.(?:ts|js|mjs):\d+/],
  ['node_modules', /node_modules/i],
];
/**
 * The libraries under the routes: no error may name them (a driver's message). GET /api/health and /api/ready
 * name the engine on purpose (`"engine":"pglite"`, for the operators' probes), so these are read in errors only.
 */
const ERROR_LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['kysely', /kysely/i],
  ['pglite', /pglite/i],
  ['postgres driver', /\bpg\b|relation "|syntax error at|violates .* constraint/i],
];

/**
 * The support console's list of error reports shows staff the stacks that browsers and the server reported: that
 * is its purpose (staff only), so stack frames there are data, not a leak.
 */
const ERROR_REPORTS_LIST = '/api/Support/ErrorReports';

/**
 * Query parameters the contract reads leniently on purpose, so breaking them is no error: the statement pages
 * fall back to page 1 and 10 a page for anything that is not a positive whole number (spec part 2 §9, zod .catch in
 * contracts/rewards.ts).
 */
const LENIENT: ReadonlyArray<{ path: string; part: 'querystring'; fields: string[] }> = [
  { path: '/api/Member/Transactions', part: 'querystring', fields: ['pageNo', 'resultsPerPage'] },
  { path: '/api/Member/TransactionsStatementCredits', part: 'querystring', fields: ['pageNo', 'resultsPerPage'] },
];

/** Who sends an operation's requests. */
type Sender = 'member' | 'staff' | 'visitor';

/**
 * Calls whose valid requests would end or swap the session the other calls run on, or disturb the whole app, are
 * sent by a browser with no session (they still must not 5xx, and answer 401 or their own refusal): the sign-outs,
 * and the demo data reset (a background job that rewrites the demo members). The maintenance switch is sent by
 * staff, but its valid bodies are all `false`, so the app never answers 503 to the rest of the run.
 */
function senderOf(operation: Operation): Sender {
  const { method, path } = operation;
  if (path === '/api/SignOut' || path === '/api/Sso/SignOut' || path === '/api/Support/SignOut') return 'visitor';
  if (method === 'POST' && path === '/api/StagingTools/DemoData/Reset') return 'visitor';
  if (path.startsWith('/api/StagingTools/') || operation.security.includes('staffSession')) return 'staff';
  return 'member';
}

function keepsAppUp(operation: Operation, request: FuzzRequest): FuzzRequest {
  if (operation.path !== '/api/StagingTools/Maintenance' || request.broken || request.payload === undefined) {
    return request;
  }
  return { ...request, payload: JSON.stringify({ ...JSON.parse(request.payload), maintenance: false }) };
}

/** An operation's generated requests: about half valid, or few valid where a valid request hashes a password. */
function samplesOf(operation: Operation, name: string, seed: number): FuzzRequest[] {
  const { valid, broken } = requestKindsOf(operation);
  if (!PASSWORD_HASHING.has(name) || !broken)
    return fc.sample(requestsOf(operation), { seed, numRuns: REQUESTS_PER_ROUTE });
  return [
    ...fc.sample(valid, { seed, numRuns: VALID_REQUESTS_WHEN_HASHING }),
    ...fc.sample(broken, { seed: seed + 1, numRuns: REQUESTS_PER_ROUTE - VALID_REQUESTS_WHEN_HASHING }),
  ];
}

/** 10.x.y.z: a distinct client address per request. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface ApiErrorBody {
  fields?: Array<{ field?: unknown; message?: unknown }>;
}

function bodyOf(response: LightMyRequestResponse): ApiErrorBody | undefined {
  try {
    return response.json<ApiErrorBody>();
  } catch {
    return undefined;
  }
}

/** The field names a 400 reports (apiErrorSchema's fields[].field). */
function namedFields(response: LightMyRequestResponse): string[] {
  const fields = bodyOf(response)?.fields ?? [];
  return fields.map((f) => f.field).filter((f): f is string => typeof f === 'string' && f.length > 0);
}

/**
 * Whether a reported field names the break: the field itself, a property on its way (an object refused as a
 * whole, e.g. for an extra property), or the part when the break is at its root.
 */
function namesTheBreak(fields: string[], broken: NonNullable<FuzzRequest['broken']>): boolean {
  // The whole body of the wrong type: any field it lacks names the break (a form reads null as no fields).
  if (broken.path.length === 0) return fields.length > 0;
  const where = broken.path.join('.');
  return fields.some(
    (field) =>
      field === broken.part ||
      field === where ||
      where.startsWith(`${field}.`) ||
      field.startsWith(`${where}.`) ||
      (where === '' && ['body', 'querystring', 'params'].includes(field)),
  );
}

/** Refused requests whose 400 named the broken field itself (reported beside the total). */
let namedTheBreak = 0;

/** What is wrong with one answer (undefined: nothing). */
function problemOf(operation: Operation, request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  const reportsOfErrors = operation.path === ERROR_REPORTS_LIST;
  for (const [name, pattern] of LEAKS) {
    if (!reportsOfErrors && pattern.test(response.body)) return `leaks a ${name}`;
  }
  if (status >= 400) for (const [name, pattern] of ERROR_LEAKS) if (pattern.test(response.body)) return `leaks ${name}`;
  // A JSON 400 names a field; a page answering 400 (the unsubscribe link that does not work) is for people.
  const json = String(response.headers['content-type'] ?? '').includes('json');
  if (status === 400 && json && namedFields(response).length === 0) return 'answered 400 without naming a field';
  const { broken } = request;
  if (!broken) return undefined;
  const lenient = LENIENT.some(
    (entry) => entry.path === operation.path && entry.part === broken.part && entry.fields.includes(broken.path[0]!),
  );
  if (lenient && status < 400) return undefined;
  if (status === 400) {
    // A form parsed by hand (lib/parse-form.ts) may report another field first (its cross-field rules, or the
    // body before a path parameter): it still refuses the request by name. How often the 400 named the broken
    // field itself is counted and reported.
    if (json && namesTheBreak(namedFields(response), broken)) namedTheBreak += 1;
    return undefined;
  }
  // A check that runs before validation answered first: signature, key, session, CSRF (401, 403, 404), the body
  // limit (413) or the router's longest path parameter (414, Fastify's maxParamLength).
  if ([401, 403, 404, 413, 414].includes(status)) return undefined;
  return `accepted a request that breaks its schema (answered ${status})`;
}

describe('contract fuzzing of every /api operation', () => {
  let ctx: IdentityContext;
  let operations: Operation[];
  const browsers = {} as Record<Sender, Browser>;
  const signIns = { member: 0, staff: 0 };

  async function signInMember(): Promise<void> {
    const browser = await Browser.open(ctx.app);
    const response = await browser.signIn(demo('card'));
    if (response.statusCode !== 200) throw new Error(`member sign-in failed: ${response.statusCode}`);
    browsers.member = browser;
    signIns.member += 1;
  }
  async function signInStaff(): Promise<void> {
    browsers.staff = await signedInStaff(ctx.app, ctx.clock, 'admin');
    signIns.staff += 1;
  }

  beforeAll(async () => {
    ctx = await buildIdentityApp({
      // Not the suite's trace log (test/suite-capture.ts): 136,000 requests would write millions of lines, most of
      // the run's time, for the card-number sweep to read; every answer is checked here for what it must not say.
      captureLogs: false,
      // One address sends every request: the per-address limits would otherwise answer 429 within seconds.
      env: { RATE_LIMIT_MAX: '10000000', AUTH_RATE_LIMIT_MAX: '10000000', IMPRESSIONS_RATE_LIMIT_MAX: '10000000' },
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    operations = operationsOf(response.json<OpenApiDocument>());
    await signInMember();
    await signInStaff();
    browsers.visitor = await StaffBrowser.open(ctx.app);
  }, PROPERTY_TEST_TIMEOUT_MS);
  afterAll(() => ctx.close());

  it(
    `sends ${REQUESTS_PER_ROUTE} generated requests to each operation: never a 5xx or a leak, and a 400 names the field`,
    async () => {
      const counts = new Map<string, number>();
      const failures: string[] = [];
      const started = performance.now();
      const routeTimes: Array<[string, number]> = [];
      let sent = 0;
      for (const [index, operation] of operations.entries()) {
        const name = `${operation.method} ${operation.path}`;
        const sender = senderOf(operation);
        // FUZZ_ONLY=<part of a path> replays one route's requests while debugging (the count check then fails).
        if (process.env.FUZZ_ONLY && !name.includes(process.env.FUZZ_ONLY)) continue;
        const samples = samplesOf(operation, name, SEED + index);
        let failed = 0;
        const routeStarted = performance.now();
        for (const generated of samples) {
          const request = keepsAppUp(operation, generated);
          const browser = browsers[sender];
          // Each request comes from an address of its own, with the sender's cookies: the per-address limits of
          // single routes (orders, survey answers: a few a minute) would otherwise answer 429 before validation.
          const from = Object.create(browser, { remoteAddress: { value: addressOf(sent++) } }) as Browser;
          const response = await from.request(
            request.method,
            request.url,
            request.payload,
            request.contentType ? { 'content-type': request.contentType } : {},
          );
          browser.token = from.token;
          counts.set(name, (counts.get(name) ?? 0) + 1);
          const problem = problemOf(operation, request, response);
          if (problem && failed++ < FAILURES_KEPT) {
            failures.push(
              `${name}: ${problem}\n  request: ${request.method} ${request.url} ${request.payload ?? ''}` +
                `${request.broken ? `\n  broken: ${JSON.stringify(request.broken)}` : ''}` +
                `\n  answer: ${response.statusCode} ${response.body.slice(0, 300)}`,
            );
          }
          // A call that ended the session (a password change, a session expiry tool…) is followed by a new one.
          if (sender === 'member' && (!browser.cookies.has(SESSION_COOKIE) || response.statusCode === 401)) {
            if (operation.security.includes('memberSession') || !browser.cookies.has(SESSION_COOKIE))
              await signInMember();
          }
          if (sender === 'staff' && (!browser.cookies.has(STAFF_SESSION_COOKIE) || response.statusCode === 401)) {
            await signInStaff();
          }
        }
        routeTimes.push([name, performance.now() - routeStarted]);
      }
      const slowest = routeTimes.sort((a, b) => b[1] - a[1]).slice(0, 8);
      console.info(`slowest: ${slowest.map(([n, ms]) => `${n} ${(ms / 1000).toFixed(1)} s`).join('; ')}`);
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `contract fuzz: ${total} requests to ${counts.size} operations in ${seconds} s ` +
          `(seed ${SEED}; ${signIns.member} member and ${signIns.staff} staff sign-ins; ` +
          `${namedTheBreak} answers of 400 named the broken field itself)`,
      );
      if (failures.length > 0) console.error(`contract fuzz failures (seed ${SEED}):\n${failures.join('\n')}`);
      expect(failures, `contract fuzz failures with seed ${SEED} (FUZZ_SEED=${SEED} reproduces them)`).toEqual([]);
      expect(operations.length).toBeGreaterThan(100);
      // The operations given fewer valid requests are still in the document under those names.
      const named = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
      expect([...PASSWORD_HASHING].filter((name) => !named.has(name))).toEqual([]);
      const short = operations
        .map((operation) => `${operation.method} ${operation.path}`)
        .filter((name) => (counts.get(name) ?? 0) < REQUESTS_PER_ROUTE);
      expect(short).toEqual([]);
    },
    PROPERTY_TEST_TIMEOUT_MS,
  );
});
