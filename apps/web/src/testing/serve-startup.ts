import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import type { Member } from '@/lib/member';
import { testPartner } from './fixtures';
import { errorResponse, jsonResponse, mockFetch } from './mock-fetch';

export interface StartupAnswers {
  partner?: PublicPartner;
  /** Content groups by name; a missing group answers 404 "Not Found". */
  content?: Partial<Record<string, ContentEntry[] | Response>>;
  /** The signed-in member; null (the default) answers 401 as the server does when signed out. */
  member?: Member | null | Response;
  maintenance?: boolean;
  /** Content groups held back until released, to watch the app wait for them. */
  held?: Set<string>;
}

/** The start-up calls of the app answered from a table, as the server would. */
export function serveStartup({
  partner = testPartner(),
  content = {},
  member = null,
  maintenance = false,
  held = new Set(),
}: StartupAnswers = {}) {
  const releases = new Map<string, () => void>();
  const fetch = mockFetch(async (url) => {
    if (url.pathname === '/api/partner') return jsonResponse(partner);
    if (url.pathname === '/api/feature-flags') return jsonResponse(featureFlagsFor(partner));
    if (url.pathname === '/api/app-status') return jsonResponse({ maintenance, stagingTools: true });
    if (url.pathname === '/api/Member') {
      if (member instanceof Response) return member;
      return member ? jsonResponse(member) : errorResponse(401, 'Unauthorized', 'UNAUTHORIZED');
    }
    const name = /^\/api\/cms\/pages\/([^/]+)\/$/.exec(url.pathname)?.[1];
    if (name === undefined) return errorResponse(404, 'Not Found');
    const group = decodeURIComponent(name);
    if (held.has(group)) await new Promise<void>((resolve) => releases.set(group, resolve));
    const answer = content[group];
    if (answer instanceof Response) return answer;
    return answer ? jsonResponse({ data: answer }) : errorResponse(404, 'Not Found', 'NOT_FOUND');
  });
  return { fetch, release: (group: string) => releases.get(group)?.() };
}

/** A member of each kind the shell tells apart (spec part 1 §3 Member). */
export function testMember(overrides: Partial<Member> = {}): Member {
  return {
    publicId: 'pub-1001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    memberType: 'EnrolledCardMember',
    tierLevel: 'OptedOut',
    ...overrides,
  };
}
