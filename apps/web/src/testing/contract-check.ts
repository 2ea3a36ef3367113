import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
// As text, parsed once: typing a 1.4 MB JSON module would cost every type check of the web package.
import openApiText from '@forkpoint/shared/contracts/openapi.json?raw';
import type { SetupServer } from 'msw/node';
import { OFF_CONTRACT_HEADER } from './responses';

/**
 * The fake server's answers checked against the API's OpenAPI document (issue 33 part 3): a fixture that drifts
 * from what the server really answers fails its test, instead of a test passing against an answer the server never
 * gives. The document is the committed copy (packages/shared/src/contracts/openapi.json), which a server test keeps
 * equal to what the app generates (npm run openapi:write).
 *
 * Every mocked JSON answer whose method and path the document describes is validated against that operation's
 * schema for its status (or its `default`, the error body). Paths the document does not describe (third parties,
 * a path the app calls that no route has) are counted as skipped, and each file prints its counts. An answer a
 * test gives off the contract on purpose says so (offContract in testing/responses.ts) and is not checked.
 */

interface MediaType {
  schema?: unknown;
}
interface DocumentOperation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, DocumentOperation>>;
}

/** A document path as a pattern: `{id}` is one segment; the router ignores a trailing slash (server app.ts). */
interface Route {
  path: string;
  pattern: RegExp;
  /** Literal segments first: /api/Member/Cards before /api/Member/{id}. */
  parameters: number;
}

const document = JSON.parse(openApiText) as Document;
const DOCUMENT_ID = 'openapi.json';

const routes: Route[] = Object.keys(document.paths)
  .map((path) => {
    const source = path
      .replace(/\/$/, '')
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return { path, pattern: new RegExp(`^${source}/?$`), parameters: (path.match(/\{/g) ?? []).length };
  })
  .sort((a, b) => a.parameters - b.parameters);

// Formats are not checked: zod writes a pattern beside each format it emits (email, uuid, date-time), and the
// pattern is checked. strict: false, because the document's schemas carry OpenAPI's own keywords.
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema(document, DOCUMENT_ID);

/** Compiled once per operation and status, for the whole worker (web test files share their modules). */
const validators = new Map<string, ValidateFunction | null>();

/** JSON Pointer escaping of one key (RFC 6901). */
const pointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function validatorFor(path: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${path} ${status}`;
  const cached = validators.get(key);
  if (cached !== undefined) return cached;
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const declared = String(status) in responses ? String(status) : 'default';
  const media = responses[declared]?.content?.['application/json'];
  const validate = media?.schema
    ? ajv.compile({
        $ref: `${DOCUMENT_ID}#/paths/${pointer(path)}/${method}/responses/${declared}/content/application~1json/schema`,
      })
    : null;
  validators.set(key, validate);
  return validate;
}

function operationFor(method: string, pathname: string): { path: string; method: string } | undefined {
  const lower = method.toLowerCase();
  // GET answers HEAD too (Fastify's exposeHeadRoutes), with no body to check.
  const route = routes.find((candidate) => candidate.pattern.test(pathname) && document.paths[candidate.path]?.[lower]);
  return route ? { path: route.path, method: lower } : undefined;
}

interface Tally {
  checked: number;
  /** Answers a test marked as off the contract on purpose (offContract). */
  offContract: number;
  skipped: Map<string, number>;
  mismatches: string[];
  pending: Promise<void>[];
}

const tally: Tally = { checked: 0, offContract: 0, skipped: new Map(), mismatches: [], pending: [] };

async function check(request: Request, response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return;
  if (response.headers.has(OFF_CONTRACT_HEADER)) {
    tally.offContract += 1;
    return;
  }
  const url = new URL(request.url);
  const name = `${request.method} ${url.pathname}`;
  const operation = url.pathname.startsWith('/api/') ? operationFor(request.method, url.pathname) : undefined;
  if (!operation) {
    tally.skipped.set(name, (tally.skipped.get(name) ?? 0) + 1);
    return;
  }
  const validate = validatorFor(operation.path, operation.method, response.status);
  if (!validate) {
    const key = `${name} ${response.status} (no JSON answer declared)`;
    tally.skipped.set(key, (tally.skipped.get(key) ?? 0) + 1);
    return;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    tally.mismatches.push(`${name} → ${response.status}: the body is not JSON`);
    return;
  }
  tally.checked += 1;
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
      .join('; ');
    tally.mismatches.push(
      `${name} → ${response.status} does not match ${operation.method.toUpperCase()} ${operation.path}: ${errors}`,
    );
  }
}

/**
 * Checks every answer the fake server mocks from now on; the function returned stops it (testing/setup.ts, once per
 * file: the files of a worker share the server, which must not gather a listener per file).
 */
export function checkAnswersAgainstContract(server: SetupServer): () => void {
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    tally.pending.push(check(request, response.clone()));
  };
  server.events.on('response:mocked', listener);
  return () => server.events.removeListener('response:mocked', listener);
}

/** The answers of one test that broke the contract, then forgotten (afterEach: the test fails naming them). */
export async function takeContractMismatches(): Promise<string[]> {
  await Promise.all(tally.pending.splice(0));
  return tally.mismatches.splice(0);
}

/** The file's counts, then reset (afterAll prints them so the skipped paths stay visible). */
export function takeContractCounts(): { checked: number; offContract: number; skipped: Map<string, number> } {
  const counts = { checked: tally.checked, offContract: tally.offContract, skipped: new Map(tally.skipped) };
  tally.checked = 0;
  tally.offContract = 0;
  tally.skipped.clear();
  return counts;
}
