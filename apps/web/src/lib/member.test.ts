import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, http, jsonResponse, offContract, pathsOf, recordRequests, server } from '@/testing/msw';
import { testMember } from '@/testing/serve-startup';
import { getMember, getMemberQueryOptions } from './member';

/** What GET /api/Member answers in this test. */
const answerMember = (answer: () => Response) => server.use(http.get('/api/Member', answer));

describe('GET /api/Member', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the signed-in member', async () => {
    const member = testMember({ memberType: 'NonCardMember', tierLevel: 'VIP' });
    const requests = recordRequests();
    answerMember(() => jsonResponse({ ...member, emailOptIn: true }));
    await expect(getMember()).resolves.toMatchObject(member);
    expect(pathsOf(requests)).toEqual(['/api/Member']);
  });

  it('treats 401 as nobody signed in, without a warning', async () => {
    answerMember(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    await expect(getMember()).resolves.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('does not ask for a visitor: no session cookie means nobody is signed in, without a failing request', async () => {
    document.cookie = 'fp_session_expires=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const requests = recordRequests();
    answerMember(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    await expect(getMember()).resolves.toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks while the browser holds the session cookie, even one the server no longer honours', async () => {
    document.cookie = `fp_session_expires=${Date.now() + 60_000}; path=/`;
    const requests = recordRequests();
    answerMember(() => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'));
    await expect(getMember()).resolves.toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('fails on any other error, and says the visitor state is shown', async () => {
    answerMember(() => errorResponse(500, 'Internal Server Error'));
    await expect(getMember()).rejects.toMatchObject({ status: 500 });
    expect(console.warn).toHaveBeenCalledWith('member lookup failed; showing the visitor state', expect.anything());
  });

  it('refuses an answer that is not a member', async () => {
    answerMember(() =>
      offContract(jsonResponse({ ...testMember(), memberType: 'Stranger' }), 'a server that answers wrongly'),
    );
    await expect(getMember()).rejects.toThrow('did not answer a member');
  });

  it('is not retried, so a failure shows the visitor state at once', () => {
    expect(getMemberQueryOptions()).toMatchObject({ retry: false, retryOnMount: false });
  });
});
