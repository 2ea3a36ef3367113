import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { tier1ActivationFieldsSchema } from '@forkpoint/shared/content/content-schemas';
import type { Member } from '@forkpoint/shared/contracts/members';
import type { PublicPartner } from '@forkpoint/shared/contracts/partners';

/**
 * What the identity pages need from the rest of the app, handed in by the app layer (features do not import
 * each other or the app): the partner, the signed-in member, the route map's hrefs, a way to refresh the
 * member query, and the tier 1 activation copy.
 */

export interface AuthLinks {
  home: string;
  login: string;
  join: string;
  addCard: string;
  cardAdded: string;
  account: string;
  activate: string;
  activated: string;
  recover: string;
  recoverConfirm: string;
  recoverUpdate: string;
  recoverSuccess: string;
  fixCredentials: string;
  signOut: string;
  notFound: string;
}

export type AuthMember = Pick<Member, 'publicId' | 'firstName' | 'lastName' | 'email' | 'memberType' | 'tierLevel'>;

/** The tier_1_activation copy (content-schemas.ts), tokens filled. */
export type ActivationCopy = z.output<typeof tier1ActivationFieldsSchema>;

export interface AuthEnvironment {
  partner: PublicPartner;
  member: AuthMember | null;
  links: AuthLinks;
  /** Refetches GET /api/Member (query key ['member']) and resolves when it answered. */
  refreshMember: () => Promise<unknown>;
  activationCopy: ActivationCopy | null;
}

const AuthEnvironmentContext = createContext<AuthEnvironment | null>(null);

export function AuthEnvironmentProvider({ value, children }: { value: AuthEnvironment; children: ReactNode }) {
  return <AuthEnvironmentContext.Provider value={value}>{children}</AuthEnvironmentContext.Provider>;
}

export function useAuthEnvironment(): AuthEnvironment {
  const value = useContext(AuthEnvironmentContext);
  if (!value) throw new Error('identity pages render inside AuthEnvironmentProvider (app/routes/identity-route.tsx)');
  return value;
}
