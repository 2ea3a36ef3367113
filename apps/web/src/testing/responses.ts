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
