import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { SESSION_EXPIRY_COOKIE } from '@/lib/storage-keys';
import { checkAnswersAgainstContract, takeContractCounts, takeContractMismatches } from './contract-check';
import { server, stopRecordingRequests } from './msw';

// findBy* and waitFor wait up to 15 s (Testing Library's default is 1 s): CI shares two cores with other work, and a
// lazily loaded route is transformed on first use and took up to 8 s to draw there. A query that finds at once still answers at once.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not implement scrolling; the app scrolls to the top on navigation.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Tests answer GET /api/Member from their fake server (a member, or 401 as for a visitor), so the browser holds
// the session's readable cookie and the app asks (lib/session-cookie.ts); a test of the visitor who holds none
// clears it. Its value is one the session timer cannot read, so the timer's default (15 minutes) applies.
beforeEach(() => {
  document.cookie = `${SESSION_EXPIRY_COOKIE}=unknown; path=/`;
});

// Web test files share their worker's page (isolate: false in vite.config.ts): each file starts on a blank one —
// at /, with no storage, cookies or stubs a file before it left — as it would in a worker of its own.
beforeAll(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.title = '';
  // The body, and the root's attributes (a theme, a language); not the head, where loaded modules' styles stay.
  document.body.replaceChildren();
  for (const element of [document.body, document.documentElement]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// The tests' network (testing/msw.ts): each test declares what the server answers; a request nobody answers fails
// loudly instead of leaving the machine (docs/decisions/0038-msw-in-web-tests.md).
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// Its answers must be ones the server can give: each is checked against the OpenAPI document (testing/contract-check.ts).
let stopContractCheck: () => void = () => {};
beforeAll(() => {
  stopContractCheck = checkAnswersAgainstContract(server);
});

/** Fails the test (or the file) whose fake server answered what the API document says the server never answers. */
async function failOnContractMismatches() {
  const mismatches = await takeContractMismatches();
  if (mismatches.length > 0) {
    throw new Error(
      `The fake server answered outside the API document (packages/shared/src/contracts/openapi.json): fix the ` +
        `fixture, or the route's schema if the server really answers so.\n${mismatches.join('\n')}`,
    );
  }
}

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  stopRecordingRequests();
  window.sessionStorage.clear();
  await failOnContractMismatches();
});

afterAll(async () => {
  stopContractCheck();
  server.close();
  await failOnContractMismatches();
  const { checked, offContract, skipped } = takeContractCounts();
  if (checked + offContract + skipped.size > 0) {
    const notInDocument = [...skipped].map(([name, count]) => `${name} ×${count}`).join(', ');
    console.info(
      `contract check: ${checked} answers checked against the API document, ` +
        `${[...skipped.values()].reduce((sum, n) => sum + n, 0)} skipped${notInDocument ? ` (${notInDocument})` : ''}` +
        `${offContract > 0 ? `, ${offContract} off the contract on purpose` : ''}`,
    );
  }
});
