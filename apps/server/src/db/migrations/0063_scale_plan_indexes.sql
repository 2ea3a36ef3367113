-- Indexes the hourly reward cycle lacked, found by the query-plan test (apps/server/test/plans): at a
-- million members and ten million rewards each of these statements read its whole table every hour.

-- Expiring VIP years (rewards/dining-status.ts expireVipStatus): only VIP members, by the year they are VIP through.
CREATE INDEX members_vip_expiry ON members (vip_through) WHERE tier_level = 'VIP';

-- Posting (rewards/postings.ts createPostings): a program's settled rewards still Pending, made Awarded
-- before its file is written. Few at any moment (they are posted within the day), so the index stays small.
CREATE INDEX rewards_settled_pending ON rewards (partner_code) WHERE settled AND award_status = 'Pending';
