import { jsonResponse } from './responses';

/** Test data of the identity page tests: the member as the shell knows it (GET /api/Member). */
export const member = {
  publicId: 'm1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  memberType: 'EnrolledCardMember',
  tierLevel: 'OptedIn',
} as const;

/** GET /api/Member's whole record (memberSchema), as POST /api/SignIn and enrollment answer it. */
export const fullMember = {
  ...member,
  emailOptIn: true,
  address: { address1: '', address2: '', city: '', state: '', zipCode: '10001' },
  phoneNumber: '',
  smsOptIn: false,
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
};

/** An /api error body (apiErrorSchema) with its status. */
export const apiError = (status: number, error: string, code: string, message: string, extra: object = {}) =>
  jsonResponse({ statusCode: status, code, error, message, ...extra }, { status, statusText: error });

/** POST /api/SignIn's answer for a member (200), and enrollment's (POST /api/Members/Prospects: 201). */
export const signedInAs = (overrides: Partial<typeof fullMember> = {}, init: ResponseInit = {}) =>
  jsonResponse(
    {
      member: { ...fullMember, ...overrides },
      session: { expiresAt: new Date().toISOString(), rememberMe: false },
    },
    init,
  );

/** POST /api/Members/Prospects's answer: the new member, signed in (201 Created). */
export const enrolledAs = (overrides: Partial<typeof fullMember> = {}) =>
  signedInAs(overrides, { status: 201, statusText: 'Created' });
