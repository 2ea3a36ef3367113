import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  supportMemberActionSchema,
  supportMemberDetailSchema,
  supportMemberSearchSchema,
} from '@forkpoint/shared/contracts/support-members';
import { api } from '@/lib/api-client';
import { STAFF_SESSION_QUERY_KEY, consoleGet, isSessionEnded } from './staff-session';

/** The console's member calls (agents and admins). */

const MEMBER_ACTION_PATHS = { Unlock: SUPPORT_PATHS.memberUnlock, RecoveryEmail: SUPPORT_PATHS.memberRecoveryEmail };

export function useMemberSearch(query: string) {
  return useQuery({
    queryKey: ['support', 'members', 'search', query],
    queryFn: ({ signal }) =>
      consoleGet(SUPPORT_PATHS.members, { query: { query }, signal, schema: supportMemberSearchSchema }),
    enabled: query.trim() !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useMemberDetail(publicId: string) {
  return useQuery({
    queryKey: ['support', 'members', 'detail', publicId],
    queryFn: ({ signal }) =>
      consoleGet(apiPath(SUPPORT_PATHS.member, { publicId }), { signal, schema: supportMemberDetailSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

type ActionState =
  { status: 'idle' | 'pending' } | { status: 'done'; message: string } | { status: 'failed'; error: unknown };

/**
 * Unlock or send a recovery e-mail; the member's detail is fetched again to show the new state. Plain
 * state rather than useMutation: the mutation code would otherwise be split out of the first-load chunk
 * it shares with the member app, costing the member app bytes (bench/bundle.mjs).
 */
export function useMemberAction(publicId: string, action: 'Unlock' | 'RecoveryEmail') {
  const client = useQueryClient();
  const [state, setState] = useState<ActionState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'pending' });
    try {
      const answer = await api.post(apiPath(MEMBER_ACTION_PATHS[action], { publicId }), {
        schema: supportMemberActionSchema,
      });
      setState({ status: 'done', message: answer.message });
      await client.invalidateQueries({ queryKey: ['support', 'members', 'detail', publicId] });
    } catch (error) {
      setState({ status: 'failed', error });
      // The staff session ended: asking for it again takes the console back to its sign-in.
      if (isSessionEnded(error)) await client.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
    }
  };
  return { state, run };
}
