import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@forkpoint/shared/contracts/api-path';
import { SUPPORT_PATHS } from '@forkpoint/shared/contracts/support-paths';
import {
  adjustmentListSchema,
  adjustmentOutcomeSchema,
  approvalDecisionSchema,
  approvalQueueSchema,
  claimDecisionSchema,
  claimQueueSchema,
  type AdjustmentRequest,
  type ApprovalQueueFilter,
  type ClaimQueueStatus,
} from '@forkpoint/shared/contracts/support-adjustments';
import { ApiRequestError, api } from '@/lib/api-client';
import { STAFF_SESSION_QUERY_KEY, consoleGet, isSessionEnded } from './staff-session';

/** The console's adjustment and claims-queue calls (agents and admins; issue 18 items 3 and 4). */

const adjustmentsPath = (publicId: string) => apiPath(SUPPORT_PATHS.memberAdjustments, { publicId });
const adjustmentsKey = (publicId: string) => ['support', 'adjustments', publicId] as const;
const CLAIMS_KEY = ['support', 'claims'] as const;
const APPROVALS_KEY = ['support', 'approvals'] as const;
const APPROVAL_DECISION_PATHS = { Approve: SUPPORT_PATHS.approvalApprove, Decline: SUPPORT_PATHS.approvalDecline };
const CLAIM_DECISION_PATHS = { Approve: SUPPORT_PATHS.claimApprove, Decline: SUPPORT_PATHS.claimDecline };

export function useAdjustments(publicId: string) {
  return useQuery({
    queryKey: adjustmentsKey(publicId),
    queryFn: ({ signal }) => consoleGet(adjustmentsPath(publicId), { signal, schema: adjustmentListSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useClaimQueue(status: ClaimQueueStatus) {
  return useQuery({
    queryKey: [...CLAIMS_KEY, status],
    queryFn: ({ signal }) => consoleGet(SUPPORT_PATHS.claims, { query: { status }, signal, schema: claimQueueSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export type CallState<T> =
  { status: 'idle' | 'pending' } | { status: 'done'; value: T } | { status: 'failed'; error: unknown };

/** Field messages of a refused call (400), by field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries((error.body?.fields ?? []).map((f) => [f.field, f.message]));
}

/**
 * One console write at a time, then what it changed is fetched again. Plain state rather than useMutation,
 * as support-members.ts explains (the member app's first-load bytes).
 */
export function useConsoleCall<I, T>(call: (input: I) => Promise<T>, invalidate: readonly (readonly string[])[]) {
  const client = useQueryClient();
  const [state, setState] = useState<CallState<T>>({ status: 'idle' });
  const run = async (input: I): Promise<T | null> => {
    setState({ status: 'pending' });
    try {
      const value = await call(input);
      setState({ status: 'done', value });
      await Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
      return value;
    } catch (error) {
      setState({ status: 'failed', error });
      if (isSessionEnded(error)) await client.invalidateQueries({ queryKey: STAFF_SESSION_QUERY_KEY });
      return null;
    }
  };
  return { state, run, reset: () => setState({ status: 'idle' }) };
}

export function useAdjust(publicId: string) {
  return useConsoleCall(
    (body: AdjustmentRequest) => api.post(adjustmentsPath(publicId), { body, schema: adjustmentOutcomeSchema }),
    [adjustmentsKey(publicId), ['support', 'members', 'detail', publicId], APPROVALS_KEY],
  );
}

/** The approvals queue (issue 28): adjustments past their requester's 24-hour limits. */
export function useApprovalQueue(status: ApprovalQueueFilter) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, status],
    queryFn: ({ signal }) =>
      consoleGet(SUPPORT_PATHS.approvals, { query: { status }, signal, schema: approvalQueueSchema }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useApprovalDecision() {
  return useConsoleCall(
    ({ id, decision, body }: { id: number; decision: 'Approve' | 'Decline'; body: Record<string, unknown> }) =>
      api.post(apiPath(APPROVAL_DECISION_PATHS[decision], { id }), { body, schema: approvalDecisionSchema }),
    [APPROVALS_KEY, ['support', 'adjustments'], ['support', 'members', 'detail']],
  );
}

export function useClaimDecision() {
  return useConsoleCall(
    ({ id, decision, body }: { id: number; decision: 'Approve' | 'Decline'; body: Record<string, unknown> }) =>
      api.post(apiPath(CLAIM_DECISION_PATHS[decision], { id }), { body, schema: claimDecisionSchema }),
    [CLAIMS_KEY, ['support', 'adjustments'], ['support', 'members', 'detail']],
  );
}
