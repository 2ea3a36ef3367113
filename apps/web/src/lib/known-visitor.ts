import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { TIER_LEVELS } from '@forkpoint/shared/constants';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import type { KnownVisitor } from '@forkpoint/shared/contracts/members';
import { api } from './api-client';
import { useCurrentMember } from './member';
import { offersSignIn, usePartner } from './partner';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The known visitor (spec part 1 §1, §4 "Known visitor"): someone not signed in whom the program knows by
 * public id, from the public_id query parameter of any page (the links in a program's e-mails) or the
 * remembered public id. GET /api/Member/{publicId}, with the CSRF header the spec gives it, tells their
 * tier: a member who is not activated yet sees the not-activated home copy and "activate" prompts in
 * place of "sign in" ones. A failed look-up leaves an ordinary visitor.
 */

export type { KnownVisitor };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered public id (spec part 1 §3), so /join?rfr=2 completes that record. */
export function rememberPublicId(publicId: string): void {
  storage()?.setItem(STORAGE_KEYS.publicId, publicId);
}

export function rememberedPublicId(): string | null {
  return storage()?.getItem(STORAGE_KEYS.publicId) ?? null;
}

/** A public_id in a page's query is remembered (session-control calls this on every navigation). */
export function captureKnownVisitor(search: string): void {
  const publicId = new URLSearchParams(search).get('public_id')?.trim();
  if (publicId) rememberPublicId(publicId.slice(0, 100));
}

/** Checked by hand (no schema library on the first load); the server's response schema is the contract. */
const knownVisitorAnswer = {
  parse(data: unknown): KnownVisitor {
    const visitor = data as Partial<Record<keyof KnownVisitor, unknown>> | null;
    if (
      typeof visitor?.publicId !== 'string' ||
      !(TIER_LEVELS as readonly unknown[]).includes(visitor.tierLevel) ||
      typeof visitor.hasWebProfile !== 'boolean' ||
      typeof visitor.active !== 'boolean'
    ) {
      throw new TypeError('GET /api/Member/{publicId} did not answer a known visitor');
    }
    return data as KnownVisitor;
  },
};

export function getKnownVisitor(publicId: string, signal?: AbortSignal): Promise<KnownVisitor> {
  return api.get(apiPath(MEMBER_PATHS.knownVisitor, { publicId }), { schema: knownVisitorAnswer, signal, csrf: true });
}

export const knownVisitorQueryKey = (publicId: string) => ['known-visitor', publicId] as const;

/**
 * The known visitor when nobody is signed in and the program has sign-in; null otherwise, while looking
 * up, or when the look-up failed.
 */
export function useKnownVisitor(): KnownVisitor | null {
  const partner = usePartner();
  const { member, isPending } = useCurrentMember();
  const { search } = useLocation();
  const publicId = new URLSearchParams(search).get('public_id')?.trim() || rememberedPublicId();
  const enabled = offersSignIn(partner) && !isPending && member === null && Boolean(publicId);
  const query = useQuery({
    queryKey: knownVisitorQueryKey(publicId ?? ''),
    queryFn: ({ signal }) => getKnownVisitor(publicId ?? '', signal),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  return enabled ? (query.data ?? null) : null;
}

/** A known visitor not activated yet: the one the app addresses differently from any visitor. */
export function useNotActivatedVisitor(): KnownVisitor | null {
  const visitor = useKnownVisitor();
  return visitor?.tierLevel === 'NonActivated' ? visitor : null;
}
