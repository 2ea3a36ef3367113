import type { ContentEntry } from '@forkpoint/shared/contracts/content';
import type { Member as MemberRecord } from '@forkpoint/shared/contracts/members';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';
import { featureFlagsFor } from '@forkpoint/shared/partners/feature-flags';
import type { Member } from '@/lib/member';
import { testPartner } from './fixtures';
import { errorResponse, http, jsonResponse, recordRequests, server } from './msw';

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

/**
 * The start-up calls of the app answered from a table, as the server would (any other /api path answers 404);
 * every request the app sends is recorded in `requests`.
 */
export function serveStartup({
  partner = testPartner(),
  content = {},
  member = null,
  maintenance = false,
  held = new Set(),
}: StartupAnswers = {}) {
  const releases = new Map<string, () => void>();
  const requests = recordRequests();
  server.use(
    http.get('/api/partner', () => jsonResponse(partner)),
    http.get('/api/feature-flags', () => jsonResponse(featureFlagsFor(partner))),
    http.get('/api/app-status', () => jsonResponse({ maintenance, stagingTools: true })),
    http.get('/api/Member', () => {
      if (member instanceof Response) return member;
      return member ? jsonResponse(member) : errorResponse(401, 'Unauthorized', 'UNAUTHORIZED');
    }),
    http.get('/api/cms/pages/:name/', async ({ params }) => {
      const group = decodeURIComponent(String(params.name));
      if (held.has(group)) await new Promise<void>((resolve) => releases.set(group, resolve));
      const answer = content[group];
      if (answer instanceof Response) return answer;
      return answer ? jsonResponse({ data: answer }) : errorResponse(404, 'Not Found', 'NOT_FOUND');
    }),
    http.all('/api/*', () => errorResponse(404, 'Not Found')),
  );
  return { requests, release: (group: string) => releases.get(group)?.() };
}

/**
 * A member of each kind the shell tells apart (spec part 1 §3 Member), as GET /api/Member answers it: the whole
 * record (memberSchema), which the fake server's answers are checked against (testing/contract-check.ts).
 */
export function testMember(overrides: Partial<Member & MemberRecord> = {}): Member & MemberRecord {
  return {
    publicId: 'pub-1001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailOptIn: true,
    address: { address1: '', address2: '', city: '', state: '', zipCode: '10001' },
    phoneNumber: '',
    smsOptIn: false,
    memberType: 'EnrolledCardMember',
    tierLevel: 'OptedOut',
    diningProgress: null,
    activeBonuses: [],
    enrollmentSource: 'web',
    joinDate: null,
    familyId: null,
    partnerNumber: '12345678',
    hasWebProfile: true,
    active: true,
    interfaceType: 'direct',
    needsEmailUpdate: false,
    ...overrides,
  };
}
