import { sql, type Kysely } from 'kysely';
import type { ActivityRecord, PagedActivity, Partner, RewardSourceCode } from '@forkpoint/shared';
import type { DB } from '../../db/schema';
import type { EarnTerms } from '@forkpoint/shared/rules/earn-decision';
import { isCashProgram } from '@forkpoint/shared/rules/cash-programs';
import { explainReward } from './reward-explanation';

/**
 * The member's activity (part 2 §3 Activity record, §7 Transactions and TransactionsStatementCredits):
 * rewards and, for cash programs, statement credits, newest first, one page at a time. Every query is
 * bounded by the member and their partner, so a member only ever reads their own rows.
 */

type Db = Kysely<DB>;

export interface Page {
  pageNo: number;
  resultsPerPage: number;
}

export const DEFAULT_PAGE: Page = { pageNo: 1, resultsPerPage: 10 };
export const MAX_RESULTS_PER_PAGE = 100;

/** ?pageNo&resultsPerPage: the web app sends them only when positive; anything else is the default. */
export function pageOf(query: { pageNo?: number | undefined; resultsPerPage?: number | undefined }): Page {
  const pageNo = query.pageNo !== undefined && query.pageNo > 0 ? query.pageNo : DEFAULT_PAGE.pageNo;
  const size =
    query.resultsPerPage !== undefined && query.resultsPerPage > 0
      ? Math.min(query.resultsPerPage, MAX_RESULTS_PER_PAGE)
      : DEFAULT_PAGE.resultsPerPage;
  return { pageNo, resultsPerPage: size };
}

interface ActivityRow {
  record_type: 'transaction' | 'credit';
  id: string;
  at: Date;
  source_transaction_id: string | null;
  source_code: RewardSourceCode | null;
  transaction_type: 'settle' | 'manual' | null;
  public_merchant_id: string | null;
  merchant_number: number | null;
  merchant_name: string | null;
  active_merchant: boolean | null;
  benefit_amount: number | null;
  ticket_cents: number | null;
  last_four: string | null;
  award_status: 'Awarded' | 'Pending' | 'Forfeit' | 'Paid' | 'Deferred' | null;
  status_reason: string | null;
  paid_at: Date | null;
  credit_amount_cents: number | null;
  target_type: 'card' | 'other' | null;
  target_label: string | null;
  benefit_processor: string | null;
  payout_brand: 'MasterCard' | 'Tremendous' | 'Visa' | null;
  payout_method: 'Card' | 'Email' | null;
  credit_status: 'Pending' | 'Paid' | null;
  earn_tier: 'basic' | 'select' | 'vip' | null;
  earn_terms: EarnTerms | null;
  eligible_cents: number | null;
  max_spend: string | null;
  total: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRecord(row: ActivityRow, partner: ExplainingPartner): ActivityRecord {
  if (row.record_type === 'credit') {
    return {
      recordType: 'credit',
      creditId: Number(row.id),
      date: iso(row.at),
      creditAmountCents: row.credit_amount_cents ?? 0,
      targetType: row.target_type ?? 'other',
      targetLabel: row.target_label ?? '',
      benefitProcessor: row.benefit_processor ?? '',
      payoutBrand: row.payout_brand ?? 'Visa',
      payoutMethod: row.payout_method ?? 'Card',
      status: row.credit_status ?? 'Paid',
    };
  }
  const amount = row.benefit_amount ?? 0;
  return {
    recordType: 'transaction',
    sourceTransactionId: row.source_transaction_id ?? '',
    date: iso(row.at),
    merchantId: row.public_merchant_id,
    merchantNumber: row.merchant_number,
    merchantName: row.merchant_name,
    activeMerchant: row.active_merchant ?? false,
    benefitAmount: isCashProgram(partner.currencyType) ? amount / 100 : amount,
    ticketAmount: (row.ticket_cents ?? 0) / 100,
    cardLastFour: row.last_four,
    awardStatus: row.award_status ?? 'Pending',
    statusReason: row.status_reason,
    transactionType: row.transaction_type ?? 'settle',
    sourceCode: row.source_code ?? 'S',
    paidAt: row.paid_at ? iso(row.paid_at) : null,
    earnExplanation: explainReward(
      {
        source_code: row.source_code ?? 'S',
        source_transaction_id: row.source_transaction_id ?? '',
        award_status: row.award_status ?? 'Pending',
        earn_tier: row.earn_tier,
        earn_terms: row.earn_terms,
        ticket_cents: row.ticket_cents ?? 0,
        eligible_cents: row.eligible_cents ?? 0,
        max_spend: row.max_spend,
      },
      partner,
    ),
  };
}

type ExplainingPartner = Pick<Partner, 'code' | 'currencyType' | 'earnRates' | 'terms' | 'bonuses'>;

/**
 * The rows a member's activity lists, as keys only (type, id, time): cheap to sort and count from the
 * rewards_member_activity index however long the history. The page's own details are joined afterwards.
 */
const transactionKeys = (memberId: number, partnerCode: string) => sql`
  SELECT 'transaction' AS record_type, r.id, r.occurred_at AS at
  FROM rewards r
  -- A purchase rewarded through an approved claim earns nothing of its own: the claim's reward stands for the
  -- meal, once (decision 0027).
  WHERE r.member_id = ${memberId} AND r.partner_code = ${partnerCode} AND r.claim_id IS NULL`;

const creditKeys = (memberId: number, partnerCode: string) => sql`
  SELECT 'credit' AS record_type, c.id, c.created_at AS at
  FROM statement_credits c
  WHERE c.member_id = ${memberId} AND c.partner_code = ${partnerCode}`;

/** The details of the page's transactions (`page`: the CTE of keys). */
const transactionDetails = sql`
  SELECT 'transaction' AS record_type, r.id::text AS id, r.occurred_at AS at, r.source_transaction_id, r.source_code,
         r.transaction_type, mc.merchant_id AS public_merchant_id, mc.name AS merchant_name,
         (mp.merchant_id IS NOT NULL) AS active_merchant, r.benefit_amount, r.ticket_cents, card.last_four,
         r.award_status, r.status_reason, r.paid_at,
         NULL::integer AS credit_amount_cents, NULL::text AS target_type, NULL::text AS target_label,
         NULL::text AS benefit_processor, NULL::text AS payout_brand, NULL::text AS payout_method,
         NULL::text AS credit_status, r.merchant_id AS merchant_number, r.earn_tier, r.earn_terms, r.eligible_cents,
         mc.details -> 'visitLimits' ->> 'maxSpendPerMonth' AS max_spend
  FROM page p
  JOIN rewards r ON r.id = p.id
  LEFT JOIN merchants mc ON mc.id = r.merchant_id
  LEFT JOIN merchant_partners mp ON mp.merchant_id = r.merchant_id AND mp.partner_code = r.partner_code
  LEFT JOIN member_cards card ON card.id = r.member_card_id
  WHERE p.record_type = 'transaction'`;

/** The details of the page's statement credits. */
const creditDetails = sql`
  SELECT 'credit', c.id::text, c.created_at, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
         c.credit_amount_cents, c.target_type, c.target_label, c.benefit_processor, c.payout_brand, c.payout_method,
         c.status, NULL::integer, NULL::text, NULL::jsonb, NULL::integer, NULL::text
  FROM page p
  JOIN statement_credits c ON c.id = p.id
  WHERE p.record_type = 'credit'`;

/**
 * GET /api/Member/Transactions (withCredits false) and GET /api/Member/TransactionsStatementCredits (true).
 * The page is chosen from the keys, then only its rows are joined to their restaurant and card: joining the
 * whole history to sort it cost milliseconds per call for a member with two thousand purchases.
 */
export async function activityPage(
  db: Db,
  member: { id: number; partner: ExplainingPartner },
  page: Page,
  withCredits: boolean,
): Promise<PagedActivity> {
  const keys = withCredits
    ? sql`${transactionKeys(member.id, member.partner.code)} UNION ALL ${creditKeys(member.id, member.partner.code)}`
    : transactionKeys(member.id, member.partner.code);
  const details = withCredits ? sql`${transactionDetails} UNION ALL ${creditDetails}` : transactionDetails;
  const rows = (
    await sql<ActivityRow>`
      WITH page AS (
        SELECT k.record_type, k.id, k.at FROM (${keys}) k
        ORDER BY k.at DESC, k.record_type DESC, k.id DESC
        LIMIT ${page.resultsPerPage} OFFSET ${(page.pageNo - 1) * page.resultsPerPage}
      )
      SELECT d.*, (SELECT count(*) FROM (${keys}) k) AS total FROM (${details}) d
      ORDER BY d.at DESC, d.record_type DESC, d.id::bigint DESC`.execute(db)
  ).rows;
  const total = rows[0] ? Number(rows[0].total) : await countOf(db, keys);
  return {
    data: rows.map((row) => toRecord(row, member.partner)),
    totalResultSize: total,
    totalPages: Math.ceil(total / page.resultsPerPage),
  };
}

/** A page past the end has no rows to carry the total: count on its own. */
async function countOf(db: Db, records: ReturnType<typeof sql>): Promise<number> {
  const result = await sql<{ n: string }>`SELECT count(*) AS n FROM (${records}) a`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}
