import { APP_PATHS } from '@forkpoint/shared/contracts/app-paths';
import { CSRF_HEADER, CSRF_PLACEHOLDER } from '@forkpoint/shared/constants';
import type { ApiError } from '@forkpoint/shared/contracts/errors';
import { csrfTokenForRequest, storeCsrfToken } from './csrf-token';
import { reportError } from './error-reporting';
import { showErrorToast } from './toast';

/**
 * The one API client (spec part 1 §7): every call sends cookies with same-origin credentials and JSON
 * headers; mutating calls carry X-XSRF-TOKEN with the stored CSRF token, and a token the server rotates
 * (an X-XSRF-TOKEN response header) replaces the stored one. Non-OK answers throw an
 * ApiRequestError whose message is the HTTP status text, since the spec's calls "reject with the status text".
 */

export type QueryPrimitive = string | number | boolean;
/** undefined and null values are left out of the query string; arrays repeat the name (txnId=1&txnId=2). */
export type QueryValue = QueryPrimitive | readonly QueryPrimitive[] | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions<T> {
  query?: QueryParams;
  body?: unknown;
  /**
   * Parses (and so validates) the JSON answer, e.g. a zod schema; without it the answer is returned as is.
   * Start-up calls pass none: the server validates every answer against the shared contract, and zod
   * would double the first-load JavaScript of the home page (bench/bundle.mjs).
   */
  schema?: { parse(data: unknown): T };
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** fetch's redirect mode; POST /api/Members/Prospects must not follow redirects (spec part 1 §7). */
  redirect?: RequestRedirect;
  /** Lets the call finish while the page unloads (GET /api/SignOut "keep-alive", spec part 1 §7). */
  keepalive?: boolean;
  /**
   * A member-authenticated call: a 401 answer means the session ended, so the unauthorized handler runs
   * (the app sends the user to /login and back afterwards; spec part 1 §8). GET /api/Member is not one:
   * its 401 just means "no member".
   */
  auth?: boolean;
  /** Sends the CSRF header on a GET that changes state (GET /api/SignOut); mutating calls always send it. */
  csrf?: boolean;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers what a 401 on an authenticated call does (app/layout/session-control.tsx). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const MUTATING_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error code of the spec's CSRF placeholder toast (part 1 §8 "Error Code: {code}"). The spec leaves the
 * code open; we name the condition, so support can tell it from server-side CSRF_INVALID answers.
 */
export const CSRF_UNAVAILABLE_ERROR_CODE = 'CSRF_UNAVAILABLE';

export function csrfUnavailableMessage(code: string = CSRF_UNAVAILABLE_ERROR_CODE): string {
  return `Something went wrong. Please refresh the page and try again. Error Code: ${code}`;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The server's error body (apiErrorSchema) when the answer carried one. */
  readonly body: ApiError | undefined;
  /**
   * The parsed answer whatever its shape, for calls whose non-OK answers carry a body of their own
   * (POST /api/Member/Cards: cardRegistration, spec part 2 §7).
   */
  readonly data: unknown;

  constructor(status: number, statusText: string, body?: ApiError, data: unknown = body) {
    super(statusText || `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.data = data;
  }
}

/** The page origin, unless the page says otherwise with <div id="root" data-api-base="https://…">. */
export function apiBase(): string {
  const fromPage = document.getElementById('root')?.dataset.apiBase?.trim();
  return (fromPage || window.location.origin).replace(/\/+$/, '');
}

export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values: readonly QueryPrimitive[] = Array.isArray(value) ? value : [value as QueryPrimitive];
    for (const item of values) params.append(name, String(item));
  }
  const search = params.toString();
  const separator = path.includes('?') ? '&' : '?';
  return `${apiBase()}${path}${search ? separator + search : ''}`;
}

/** Failures the member was already told about by the CSRF placeholder toast: not to be toasted again. */
const shownToMember = new WeakSet<object>();

/**
 * Whether the member already saw a toast for this failure (a call sent with the CSRF placeholder): callers
 * log it instead of adding a second, developer-facing toast (issue 15, defect 7).
 */
export function wasShownToMember(error: unknown): boolean {
  return typeof error === 'object' && error !== null && shownToMember.has(error);
}

function notifyCsrfUnavailable(): void {
  // One toast however many calls use the placeholder; error toasts stay until closed and are not
  // role="alert" (spec part 1 §8 "Toast types").
  void showErrorToast(csrfUnavailableMessage(), { toastId: CSRF_UNAVAILABLE_ERROR_CODE });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The shape of apiErrorSchema, checked by hand so the first load carries no schema library. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.code === 'string' &&
    typeof body.error === 'string' &&
    typeof body.message === 'string'
  );
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const data = await readBody(response).catch(() => undefined);
  const body = isApiError(data) ? data : undefined;
  // HTTP/2 answers carry no reason phrase; the error body repeats it ("Not Found"), so fall back to that.
  return new ApiRequestError(response.status, response.statusText || body?.error || '', body, data);
}

/**
 * A stale CSRF token (the visitor cookie it was made for expired, or the server's secret changed) is fetched
 * anew and the call tried once more: the member never sees the server's developer-facing CSRF message.
 */
async function refreshCsrfToken(): Promise<boolean> {
  try {
    const answer = await request<{ csrfToken?: unknown }>('GET', APP_PATHS.csrf);
    if (typeof answer?.csrfToken !== 'string' || answer.csrfToken === '') return false;
    storeCsrfToken(answer.csrfToken);
    return true;
  } catch {
    return false;
  }
}

async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
  csrfRetried = false,
): Promise<T> {
  const hasBody = options.body !== undefined;
  const headers = new Headers({ Accept: 'application/json' });
  // A mutating call without a body declares no content type: servers (Fastify among them) reject an
  // empty body announced as JSON. Every other call sends the JSON content type the spec asks for.
  if (hasBody || !MUTATING_METHODS.has(method)) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let sentPlaceholder = false;
  if (MUTATING_METHODS.has(method) || options.csrf) {
    const token = await csrfTokenForRequest();
    if (token) {
      headers.set(CSRF_HEADER, token);
      sentPlaceholder = token === CSRF_PLACEHOLDER;
      if (sentPlaceholder) notifyCsrfUnavailable();
    }
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'same-origin',
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
    redirect: options.redirect,
    keepalive: options.keepalive,
  });
  // A new session comes with a new CSRF token (the server rotates it at sign-in and enrollment).
  const rotatedToken = response.headers.get(CSRF_HEADER);
  if (rotatedToken) storeCsrfToken(rotatedToken);
  if (!response.ok) {
    if (response.status === 401 && options.auth) unauthorizedHandler?.();
    const error = await toRequestError(response);
    // A fault on the server's side is reported with the answer's request id (lib/error-reporting.ts); the caller
    // decides what the console says of it.
    if (response.status >= 500) {
      reportError(error, {
        message: `${method} ${path} answered ${response.status}`,
        requestId: error.body?.requestId,
      });
    }
    if (sentPlaceholder) shownToMember.add(error);
    const staleToken = error.body?.code === 'CSRF_INVALID' && headers.has(CSRF_HEADER) && !sentPlaceholder;
    if (staleToken && !csrfRetried && (await refreshCsrfToken())) return request(method, path, options, true);
    throw error;
  }

  const data = await readBody(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PUT', path, options),
  patch: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('PATCH', path, options),
  delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};
