/** Answers as the server gives them, for the handlers of the tests' fake network (testing/msw.ts). */

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** The error body every /api error answers with (apiErrorSchema). */
export function errorResponse(status: number, statusText: string, code = 'ERROR'): Response {
  return jsonResponse(
    { statusCode: status, code, error: statusText, message: `${statusText}.` },
    { status, statusText },
  );
}

/**
 * The header that exempts an answer from the check against the API document (testing/contract-check.ts). Only for
 * an answer no route gives on purpose: a test of the API client's plumbing, or of how the app survives a server
 * that answers wrongly. Its value says why.
 */
export const OFF_CONTRACT_HEADER = 'X-Test-Off-Contract';

/** The answer, exempt from the contract check for the reason given (OFF_CONTRACT_HEADER). */
export function offContract(response: Response, reason: string): Response {
  response.headers.set(OFF_CONTRACT_HEADER, reason);
  return response;
}
