import { useQuery } from '@tanstack/react-query';
import { MEMBER_PATHS } from '@forkpoint/shared/contracts/member-constants';
import { statementCreditBalanceSchema, type StatementCreditBalance } from '@forkpoint/shared/contracts/rewards';
import { api } from './api-client';

/**
 * The money of a cash program (Dollar and Credit; docs/rewards.md "Statement credits", decision 0030): the
 * balance earned and not yet paid, which the account overview and Reviews & History both show, so it sits
 * here where every feature may read it.
 */

/** The threshold when the partner names none ("Credit rewards progress maximum default 20"). */
export const DEFAULT_STATEMENT_CREDIT_THRESHOLD = 20;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the app shows them: "$2.16", "-$1.50", "$1,234.00". */
export function formatDollars(dollars: number): string {
  return USD.format(dollars);
}

export const STATEMENT_CREDIT_BALANCE_QUERY_KEY = ['rewards', 'statement-credit-balance'] as const;

/** GET /api/Member/StatementCreditBalance: dollars earned and not yet paid out (cash programs only). */
export function getStatementCreditBalance(signal?: AbortSignal): Promise<StatementCreditBalance> {
  return api.get(MEMBER_PATHS.statementCreditBalance, { schema: statementCreditBalanceSchema, signal, auth: true });
}

/**
 * The member's balance, asked afresh on every visit and kept nowhere once the page is left (gcTime 0), so the
 * next member in this tab never sees an old answer first. A 401 sends the member to /login and back.
 */
export function useStatementCreditBalance(enabled: boolean) {
  return useQuery({
    queryKey: STATEMENT_CREDIT_BALANCE_QUERY_KEY,
    queryFn: ({ signal }) => getStatementCreditBalance(signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: false,
    enabled,
  });
}
